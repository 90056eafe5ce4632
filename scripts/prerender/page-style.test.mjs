// A prerendered page inlines only the rules its HTML can match (scripts/prerender/page-style.mjs).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { pageStyle } from './page-style.mjs';

const html = '<header class="bar"><h1 class="title big">Hi</h1><button class="button">Go</button></header>';

it('keeps the rules whose classes the HTML has, and those that need no class', () => {
  const style = pageStyle(html, [
    ':root{--gap:4px}body{margin:0}.bar{display:flex}.bar .title{color:red}.menuOpen{display:block}',
  ]);
  assert.equal(style, ':root{--gap:4px}body{margin:0}.bar{display:flex}.bar .title{color:red}');
});

it('drops only the selectors of a list that cannot match, and empty media queries', () => {
  const style = pageStyle(html, [
    '.dialog,.button:hover{color:blue}@media (max-width:720px){.menuOpen{display:none}}@media (max-width:720px){.big{font-size:20px}}',
  ]);
  assert.equal(style, '.button:hover{color:blue}@media (max-width:720px){.big{font-size:20px}}');
});

it('keeps a rule whose missing class is only inside :not(), and keyframes', () => {
  const style = pageStyle(html, [
    '.button:not(.busy){opacity:1}@keyframes spin{to{transform:rotate(1turn)}}',
  ]);
  assert.equal(style, '.button:not(.busy){opacity:1}@keyframes spin{to{transform:rotate(1turn)}}');
});

it('takes a sheet given twice once', () => {
  assert.equal(pageStyle(html, ['.bar{gap:0}', '.bar{gap:0}']), '.bar{gap:0}');
});
