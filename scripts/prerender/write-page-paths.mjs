// Run by the shell's build after its Node bundle: writes the shell's page paths (render-page.tsx's
// `pagePaths`) beside its browser build, where the API reads them (api/src/platform/spa/page-paths.ts).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const shellDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shell');
const { pagePaths } = createRequire(import.meta.url)(path.join(shellDir, 'dist-server', 'render-page.cjs'));
writeFileSync(path.join(shellDir, 'dist', 'page-paths.json'), `${JSON.stringify(pagePaths, null, 2)}\n`);
