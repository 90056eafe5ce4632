import { inflateSync } from 'node:zlib';

/**
 * The bytes of each stream, cut by the `/Length` its dictionary declares. Cutting at "endstream" instead loses
 * a deflated stream whose last byte happens to be a carriage return (about one PDF in 256).
 */
function pdfStreams(raw: string): Buffer[] {
  return [...raw.matchAll(/stream\r?\n/g)].flatMap((match) => {
    const start = (match.index ?? 0) + match[0].length;
    const dictionary = raw.slice(raw.lastIndexOf(' obj', match.index), match.index);
    const length = /\/Length (\d+)\s/.exec(dictionary)?.[1];
    return length === undefined ? [] : [Buffer.from(raw.slice(start, start + Number(length)), 'latin1')];
  });
}

/** The text a PDF draws (pdf-lib's hex-string Tj operators), from its content streams, deflated or not. */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const streams = pdfStreams(raw).map((body) => {
    try {
      return inflateSync(body).toString('latin1');
    } catch {
      return body.toString('latin1');
    }
  });
  return streams
    .flatMap((stream) => [...stream.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)])
    .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
    .join('\n');
}
