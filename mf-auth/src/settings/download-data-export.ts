import { ApiError, DEFAULT_ERROR_MESSAGE } from '@platform/shared-ui';

export interface ExportLink {
  exportId: string;
  token: string;
}

/**
 * Downloads the zip of the e-mailed link with the bearer token (a plain link cannot send it: the download
 * needs both the link's token and the owner's session), then hands it to the browser as a file.
 * Throws an `ApiError` with the server's message when it refuses.
 */
export async function downloadDataExport(link: ExportLink, bearer: string | null): Promise<void> {
  const query = new URLSearchParams({ token: link.token });
  const response = await fetch(
    `/api/account/data-export/${encodeURIComponent(link.exportId)}/download?${query}`,
    {
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, body.message ?? DEFAULT_ERROR_MESSAGE);
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = 'buildbay-data.zip';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(objectUrl);
}
