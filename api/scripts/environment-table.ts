import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  documentation,
  environmentSchema,
  requiredInProduction,
} from '../src/platform/config/environment.js';

/*
 * `npm run env:table`: the README's "Environment" table, written from the API's environment schema, so the
 * documentation cannot drift from what the server reads (`npm test` fails while the README is stale).
 */

export const readmeFile = fileURLToPath(new URL('../../README.md', import.meta.url));

const start =
  '<!-- environment table: `npm run env:table` writes it from api/src/platform/config/environment.ts -->';
const end = '<!-- end of environment table -->';

const cell = (text: string) => text.replaceAll('|', '\\|');

/** One row per variable of the schema, in its order. */
export function environmentRows(): string[][] {
  const defaults: Record<string, unknown> = environmentSchema.parse({});
  return Object.entries(environmentSchema.shape).map(([name, schema]) => {
    const entry = documentation.get(schema);
    if (!entry) throw new Error(`${name} has no documentation in api/src/platform/config/environment.ts.`);
    const value = defaults[name];
    const fallback = typeof value === 'string' || typeof value === 'number' ? `\`${value}\`` : 'unset';
    return [
      `\`${name}\``,
      entry.default ?? fallback,
      name in requiredInProduction ? 'yes' : '',
      entry.description,
    ];
  });
}

function table(): string {
  const rows = [
    ['variable', 'default', 'required in production', 'what it does'],
    ['-', '-', '-', '-'],
  ];
  return [...rows, ...environmentRows()].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');
}

/** The README with its environment table rewritten (and formatted as the repository formats Markdown). */
export async function renderReadme(readme: string): Promise<string> {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md lacks the markers of the environment table.`);
  const rewritten = `${readme.slice(0, from + start.length)}\n\n${table()}\n\n${readme.slice(to)}`;
  return format(rewritten, { ...(await resolveConfig(readmeFile)), filepath: readmeFile });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(readmeFile, await renderReadme(await readFile(readmeFile, 'utf8')));
  console.log('README.md: environment table written.');
}
