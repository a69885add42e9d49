import { parse, root, type AtRule, type Container, type Root, type Rule } from 'postcss';

/** Blueprint's dark theme: its class, and the colour-scheme attribute it answers to as well. */
const DARK_SELECTOR = /\.bp6-dark(?![\w-])|\[data-bp-color-scheme=["']?dark["']?\]/;

export const isDarkSelector = (selector: string): boolean => DARK_SELECTOR.test(selector);

/** The copy of `parent` (an at-rule such as @media, or the root) in `dark`, made on first use. */
function darkParent(parent: Container, dark: Root, copies: Map<Container, Container>): Container {
  if (parent.type === 'root') return dark;
  const known = copies.get(parent);
  if (known) return known;
  const copy = (parent as AtRule).clone({ nodes: [] });
  darkParent(parent.parent as Container, dark, copies).append(copy);
  copies.set(parent, copy);
  return copy;
}

/**
 * Splits a stylesheet into the rules every page needs and the rules that only apply under Blueprint's dark
 * theme (two fifths of Blueprint's sheet), which a light page never has to parse or match. A rule whose
 * selector list mixes both is split in two; at-rules around a dark rule (@media, @supports) come along.
 */
export function splitDarkRules(css: string): { light: string; dark: string } {
  const light = parse(css);
  const dark = root();
  const copies = new Map<Container, Container>();
  light.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const darkSelectors = rule.selectors.filter(isDarkSelector);
    if (darkSelectors.length === 0) return;
    const target = darkParent(rule.parent as Container, dark, copies);
    if (darkSelectors.length === rule.selectors.length) {
      target.append(rule.remove());
      return;
    }
    target.append(rule.clone({ selectors: darkSelectors }));
    rule.selectors = rule.selectors.filter((selector) => !isDarkSelector(selector));
  });
  // An @media left with no rules would only cost parsing (and may leave its parent empty in turn).
  let emptied = true;
  while (emptied) {
    emptied = false;
    light.walkAtRules((atRule) => {
      if (atRule.nodes?.length !== 0) return;
      atRule.remove();
      emptied = true;
    });
  }
  return { light: light.toString(), dark: dark.toString() };
}
