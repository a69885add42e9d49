import { describe, expect, it } from 'vitest';
import { otherTheme, parseTheme, resolveTheme } from './theme';

describe('theme rules', () => {
  it.each([
    [null, false, 'light'],
    [null, true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('choice %s with a system preferring dark = %s gives %s', (choice, systemDark, theme) => {
    expect(resolveTheme(choice, systemDark)).toBe(theme);
  });

  it('toggles to the other theme', () => {
    expect(otherTheme('light')).toBe('dark');
    expect(otherTheme('dark')).toBe('light');
  });

  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    ['purple', null],
    [undefined, null],
    [1, null],
  ])('reads the stored value %o as %o', (stored, theme) => {
    expect(parseTheme(stored)).toBe(theme);
  });
});
