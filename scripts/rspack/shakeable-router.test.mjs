// The loader that lets tree shaking drop the unused parts of React Router's production build
// (shakeable-router.mjs): if an upgrade of the router wrote its components another way, the loader would
// quietly stop working and `Form` with its helpers would come back before the home page hydrates.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'node:test';
import shakeableRouter, { REACT_ROUTER_PRODUCTION } from './shakeable-router.mjs';

/** The router's production build, found as create-config.mjs finds it. */
function productionFiles() {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  const dir = path.dirname(
    development.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`),
  );
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => path.join(dir, name));
}

it("applies to the router's production build and to nothing else", () => {
  const files = productionFiles();
  assert.ok(files.length > 0);
  for (const file of files) assert.match(file, REACT_ROUTER_PRODUCTION);
  assert.doesNotMatch('/repo/node_modules/react-router/dist/development/index.mjs', REACT_ROUTER_PRODUCTION);
  assert.doesNotMatch('/repo/shell/src/react-router/dist/production/x.mjs', REACT_ROUTER_PRODUCTION);
});

it("marks the installed router's Form pure and drops every top-level display name, and changes nothing else", () => {
  const sources = productionFiles().map((file) => readFileSync(file, 'utf8'));
  const source = sources.find((text) => text.includes('var Form = '));
  assert.ok(source, "the router's build no longer defines Form as the loader expects");
  assert.match(source, /^var Form = React\d*\.forwardRef\($/m);
  assert.match(source, /^Form\.displayName = "Form";$/m);
  const shaken = shakeableRouter(source);
  assert.match(shaken, /^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\($/m);
  assert.match(shaken, /^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\($/m);
  assert.match(shaken, /^var DataRouterContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(null\);$/m);
  assert.doesNotMatch(shaken, /^\S+\.displayName\s*=/m);
  // Without the marks, line for line, the same file but for the display names.
  const unmarked = shaken.replaceAll('/* @__PURE__ */ React', 'React').split('\n');
  const kept = source.split('\n').filter((line) => !/^[\w$]+\.displayName = "[^"]*";$/.test(line));
  assert.ok(kept.length < source.split('\n').length);
  assert.deepEqual(
    unmarked,
    kept.map((line) => line.replaceAll('/* @__PURE__ */ React', 'React')),
  );
});

it('leaves a display name set inside a function, a call not at the top level, and other shapes as they are', () => {
  const source = [
    'Link.displayName = "Link";',
    'var Made = React2.memo(Thing);',
    'function make() {',
    '  Inner.displayName = "fetcher.Form";',
    '  var inner = React.forwardRef(render);',
    '}',
    'Other.displayName = name;',
    'var other = React.useMemo(make);',
    '',
  ].join('\n');
  const expected = source
    .split('\n')
    .slice(1)
    .join('\n')
    .replace('var Made = React2.memo(', 'var Made = /* @__PURE__ */ React2.memo(');
  assert.equal(shakeableRouter(source), expected);
});
