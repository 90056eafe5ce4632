// The style a prerendered page inlines: only the rules its HTML can match before any script runs. The whole
// sheets come later with the scripts, so what a page shows once alive (an open menu, a dialog) is styled then.
import * as css from 'css-tree';

/** Classes the HTML's elements carry. */
export function classesIn(html) {
  return new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
}

/**
 * Whether a selector may match the HTML: each class it requires of an element is in it. Classes inside
 * functional pseudo-classes (`:not(.x)`, `:is(...)`, `:has(...)`) do not count, as they need not be there.
 */
function mayMatch(selector, used) {
  let matches = true;
  css.walk(selector, {
    enter(node) {
      if (node.type === 'PseudoClassSelector' || node.type === 'PseudoElementSelector') return css.walk.skip;
      if (node.type === 'ClassSelector' && !used.has(node.name)) matches = false;
      return undefined;
    },
  });
  return matches;
}

/**
 * The rules of `sheets` (CSS texts) the HTML may need, in their order, each sheet once: rules whose
 * selectors require no class the HTML lacks, inside their at-rules (`@media`), with the at-rules without
 * a selector of their own (`@keyframes`, `@font-face`) as they are.
 */
export function pageStyle(html, sheets) {
  const used = classesIn(html);
  const kept = [];
  for (const sheet of new Set(sheets)) {
    const tree = css.parse(sheet, { parseValue: false, parseAtrulePrelude: false });
    css.walk(tree, {
      visit: 'Rule',
      enter(rule, item, list) {
        if (rule.prelude.type !== 'SelectorList') return;
        rule.prelude.children.forEach((selector, entry, selectors) => {
          if (!mayMatch(selector, used)) selectors.remove(entry);
        });
        if (rule.prelude.children.isEmpty) list.remove(item);
      },
    });
    // An at-rule left without rules (a `@media` of classes the page lacks) goes too.
    css.walk(tree, {
      visit: 'Atrule',
      enter(atrule, item, list) {
        if (atrule.block?.children.isEmpty && list) list.remove(item);
      },
    });
    const text = css.generate(tree);
    if (text) kept.push(text);
  }
  return kept.join('\n');
}
