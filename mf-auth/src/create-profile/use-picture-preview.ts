import { useEffect, useState } from 'react';

/** A data: URL of the chosen picture, to show it before it is sent (null while there is none). */
export function usePicturePreview(picture: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!picture?.type.startsWith('image/')) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file: picture, url: reader.result });
    };
    reader.readAsDataURL(picture);
    return () => reader.abort();
  }, [picture]);
  return preview && preview.file === picture ? preview.url : null;
}
