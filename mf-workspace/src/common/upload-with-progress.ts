export interface UploadAnswer {
  status: number;
  body: unknown;
}

/**
 * Sends a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress: `onProgress`
 * gets 0 to 100. Resolves with the answer's status and JSON body; status 0 when the server was not reached.
 */
export function uploadWithProgress(
  url: string,
  form: FormData,
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = null;
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => resolve({ status: 0, body: null });
    request.onabort = () => resolve({ status: 0, body: null });
    request.send(form);
  });
}
