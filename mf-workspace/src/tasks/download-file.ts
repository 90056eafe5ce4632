/**
 * Downloads a task file through the API with the bearer token (a plain link cannot send it), then hands
 * the bytes to the browser under the file's name. Throws when the server refuses.
 */
export async function downloadFile(url: string, name: string, token: string | null): Promise<void> {
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error('Failed to download the file.');
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(objectUrl);
}
