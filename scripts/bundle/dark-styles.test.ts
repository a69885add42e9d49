import { describe, expect, it } from 'vitest';
import { isDarkSelector, splitDarkRules } from '../../apps/desktop/vite/dark-styles';

const squash = (css: string) => css.replace(/\s+/g, ' ').trim();

describe('splitDarkRules', () => {
  it("moves rules that only apply under Blueprint's dark theme, class or attribute, into the dark sheet", () => {
    const { light, dark } = splitDarkRules(
      '.bp6-button{color:#111}.bp6-dark .bp6-button{color:#eee}[data-bp-color-scheme=dark] .bp6-card{background:#222}.bp6-dark{color-scheme:dark}',
    );
    expect(squash(light)).toBe('.bp6-button{color:#111}');
    expect(squash(dark)).toBe(
      '.bp6-dark .bp6-button{color:#eee}[data-bp-color-scheme=dark] .bp6-card{background:#222}.bp6-dark{color-scheme:dark}',
    );
  });

  it('splits a selector list that mixes both, keeping each half with the declarations', () => {
    const { light, dark } = splitDarkRules('.bp6-toast a,.bp6-dark .bp6-toast a{color:red}');
    expect(squash(light)).toBe('.bp6-toast a{color:red}');
    expect(squash(dark)).toBe('.bp6-dark .bp6-toast a{color:red}');
  });

  it('keeps the @media and @supports around a dark rule, and drops the ones left empty', () => {
    const { light, dark } = splitDarkRules(
      '@media (min-width:600px){.a{margin:0}.bp6-dark .a{color:#fff}}@supports (display:grid){@media print{.bp6-dark .b{color:#000}}}',
    );
    expect(squash(light)).toBe('@media (min-width:600px){.a{margin:0}}');
    expect(squash(dark)).toBe(
      '@media (min-width:600px){.bp6-dark .a{color:#fff}}@supports (display:grid){@media print{.bp6-dark .b{color:#000}}}',
    );
  });

  it('leaves keyframes and look-alike class names alone', () => {
    const css = '@keyframes spin{from{opacity:0}to{opacity:1}}.bp6-dark-mode-hint{color:blue}';
    expect(splitDarkRules(css)).toEqual({ light: css, dark: '' });
    expect(isDarkSelector('.bp6-darker')).toBe(false);
    expect(isDarkSelector('.x.bp6-dark:hover')).toBe(true);
  });
});
