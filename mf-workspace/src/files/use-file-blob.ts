import { usePlatform } from '@platform/shared-ui';
import { useEffect, useState } from 'react';

/**
 * A file's bytes as an object URL for a preview: fetched with the bearer token (an <img> cannot send it),
 * so no public or signed address is ever needed. The blob gets the `type` the caller expects (an image or a
 * PDF), whatever the answer said, so a frame can only ever show it as that. Null while loading or refused.
 */
export function useFileBlob(url: string | null, type: string): string | null {
  const { auth } = usePlatform();
  const token = auth.getToken();
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let made: string | null = null;
    const controller = new AbortController();
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        made = URL.createObjectURL(new Blob([await response.blob()], { type }));
        setObjectUrl(made);
      })
      .catch(() => setObjectUrl(null));
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
      setObjectUrl(null);
    };
  }, [url, token, type]);
  return objectUrl;
}
