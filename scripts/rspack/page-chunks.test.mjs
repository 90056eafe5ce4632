// Each remote build says which files each page key needs (page-chunks.json), so the shell preloads only the
// page a link leads to (shell/src/preloading/preload-page-chunks.ts).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import rspack from '@rspack/core';
import { PAGE_CHUNKS_FILE, PageChunksPlugin, pageImports } from './page-chunks.mjs';

/** A remote-shaped app: two lazy pages sharing a module, each with its own styles, and a third page. */
function fixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-chunks-'));
  const files = {
    'src/pages.js': [
      'const lazy = (load) => load;',
      'export const pages = {',
      "  login: lazy(() => import('./login/login-page')),",
      "  register: lazy(() => import('./register/register-page')),",
      '  forgotPassword: lazy(() => import("./password/forgot-page")),',
      '};',
    ].join('\n'),
    'src/login/login-page.js':
      "import './login.css';\nimport { form } from '../shared/form';\nexport default form('login');",
    'src/login/login.css': '.login { color: red; }',
    'src/register/register-page.js':
      "import { form } from '../shared/form';\nexport default form('register');",
    'src/password/forgot-page.js': "export default 'forgot';",
    // Big enough that rspack splits it into a chunk of its own, shared by the two pages.
    'src/shared/form.js': `export const form = (name) => [name, ${JSON.stringify('x'.repeat(30_000))}];`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function build(dir) {
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './src/pages.js' },
    output: {
      path: path.join(dir, 'dist'),
      filename: 'js/[name].js',
      chunkFilename: 'js/[name].[contenthash:8].js',
    },
    module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
    optimization: { splitChunks: { chunks: 'async', minSize: 10_000 } },
    plugins: [new PageChunksPlugin({ pagesModule: './src/pages.js' })],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve(JSON.parse(readFileSync(path.join(dir, 'dist', PAGE_CHUNKS_FILE), 'utf8')));
    }),
  );
}

it('reads page keys and their modules from a pages module, two keys of one module too', () => {
  const source = [
    "home: lazy(() => import('./home/home-page')),",
    '  terms: lazy(() =>\n import("./legal/terms")),',
    "  addNewTask: lazy(() => import('./tasks/add-task-page')),",
    "  addTask: lazy(() => import('./tasks/add-task-page')),",
  ].join('\n');
  assert.deepEqual(
    [...pageImports(source)],
    [
      ['./home/home-page', ['home']],
      ['./legal/terms', ['terms']],
      ['./tasks/add-task-page', ['addNewTask', 'addTask']],
    ],
  );
});

it("maps each page key to its own files and the chunks it shares, not the other pages'", async () => {
  const dir = fixture();
  try {
    const map = await build(dir);
    assert.deepEqual(Object.keys(map), ['forgotPassword', 'login', 'register']);
    const shared = map.login.js.filter((file) => map.register.js.includes(file));
    assert.equal(shared.length, 1, 'the shared form module is one chunk both pages name');
    assert.equal(map.login.js.length, 2);
    assert.equal(map.register.js.length, 2);
    assert.equal(map.login.css.length, 1);
    assert.deepEqual(map.register.css, []);
    assert.equal(map.forgotPassword.js.length, 1);
    assert.ok(!map.forgotPassword.js.includes(shared[0]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('finds every page key of every remote in its pages module, so none is missing from the map', async () => {
  const { REMOTES, REMOTE_PAGES } = await import('@platform/contract');
  const root = new URL('../../', import.meta.url);
  for (const remote of REMOTES) {
    const source = readFileSync(new URL(`${remote.package}/src/pages.ts`, root), 'utf8');
    const found = [...pageImports(source).values()].flat().sort();
    assert.deepEqual(found, [...REMOTE_PAGES[remote.name]].sort(), remote.package);
  }
});
