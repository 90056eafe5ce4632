import { Readable } from 'node:stream';
import yazl from 'yazl';

/*
 * The one zip writer: "Download my data" keeps its zip in the byte store (bytes), a completed project's
 * deliverables are streamed to the browser as they are read (stream), so a large handover never sits
 * whole in memory before the first byte leaves.
 */

/** One file of an archive; its bytes are read when the archive reaches it. */
export interface ZipEntry {
  path: string;
  read(): Promise<Uint8Array | null>;
}

/** Safe inside a zip as one path part: no folders, no control characters. */
export const zipEntryName = (name: string) =>
  [...name]
    .map((character) => (character < ' ' || '\\/'.includes(character) ? '_' : character))
    .join('')
    .slice(0, 120) || 'file';

/** Writes `entries` in order, skipping any whose bytes are gone; an error ends the output with it. */
function write(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): Readable {
  const zip = new yazl.ZipFile();
  // yazl's output is a PassThrough; its typings only promise the older stream interface.
  const output = zip.outputStream as Readable;
  void (async () => {
    try {
      for await (const entry of entries) {
        const bytes = await entry.read();
        if (bytes) zip.addBuffer(Buffer.from(bytes), entry.path);
      }
      zip.end();
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return output;
}

/** The whole archive in memory (small archives that are stored, like a data export). */
export function zipBytes(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): Promise<Buffer> {
  const outputStream = write(entries);
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    outputStream.on('error', reject);
  });
}

/** The archive as a web stream, for a response body: written while the client reads it. */
export function zipStream(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  return Readable.toWeb(write(entries)) as ReadableStream<Uint8Array>;
}

/** Bytes already in hand, as an entry. */
export const bytesEntry = (path: string, bytes: Uint8Array): ZipEntry => ({
  path,
  read: async () => bytes,
});
