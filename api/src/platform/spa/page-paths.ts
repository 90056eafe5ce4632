import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/*
 * Whether a path is one of the shell's pages (shell/src/prerender/render-page.tsx's `pagePaths`, written to
 * `page-paths.json` by its build). Any other path still gets the shell, which shows "Page not found", but with
 * a 404 status, so search engines and link checkers see it as missing. Matched as react-router does: a
 * `:param` is one segment, a final `*` is the rest, letters in any case, a trailing slash allowed.
 */

const PagePaths = z.array(z.string().startsWith('/'));

const segment = (part: string) =>
  part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export function pathPattern(page: string): RegExp {
  const parts = page.split('/').filter(Boolean);
  const rest = parts.at(-1) === '*';
  const fixed = (rest ? parts.slice(0, -1) : parts).map(segment).join('/');
  const body = fixed === '' ? '' : `/${fixed}`;
  return new RegExp(rest ? `^${body}(?:/.*)?$` : `^${body}/?$`, 'i');
}

/** Reads the list again when the shell is rebuilt; without one (an older build), every path is a page. */
export function pageKnower(shellDist: string): (path: string) => Promise<boolean> {
  const file = join(shellDist, 'page-paths.json');
  let kept: { modified: number; patterns: RegExp[] | null } | null = null;
  return async (path) => {
    const modified = (await stat(file).catch(() => null))?.mtimeMs ?? -1;
    if (kept?.modified !== modified) {
      const listed =
        modified < 0 ? null : PagePaths.safeParse(parsed(await readFile(file, 'utf8').catch(() => '')));
      kept = { modified, patterns: listed?.success ? listed.data.map(pathPattern) : null };
    }
    return kept.patterns === null || kept.patterns.some((pattern) => pattern.test(path));
  };
}
