import { usePlatform } from '@platform/shared-ui';
import { useEffect, useState } from 'react';

/**
 * A file's bytes as an object URL for a preview: fetched with the bearer token (an <img> cannot send it),
 * so no public or signed address is ever needed. Null while loading or when refused.
 */
export function useFileBlob(url: string | null): string | null {
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
        made = URL.createObjectURL(await response.blob());
        setObjectUrl(made);
      })
      .catch(() => setObjectUrl(null));
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
      setObjectUrl(null);
    };
  }, [url, token]);
  return objectUrl;
}
