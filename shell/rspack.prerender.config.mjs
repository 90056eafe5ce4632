// The shell built for Node: its tree around a remote's pages, rendered to HTML when a remote is published.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerBundleConfig } from '../scripts/prerender/server-bundle-config.mjs';

export default createServerBundleConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'shell',
  entry: './src/prerender/render-page.tsx',
  filename: 'render-page.cjs',
});
