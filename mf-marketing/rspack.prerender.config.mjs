// The pages of this remote built for Node, for rendering the public pages to HTML at publish time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_ENTRIES } from '@platform/rspack-config/contract-range';
import { createServerBundleConfig } from '../scripts/prerender/server-bundle-config.mjs';

export default createServerBundleConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_marketing',
  entry: './src/pages.ts',
  filename: 'pages.cjs',
  provided: CONTRACT_ENTRIES,
});
