import { describe, expect, it } from 'vitest';

// Every source file of the renderer, as text (tests excluded: they may name icons in their own assertions).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

/** Ways of asking Blueprint for an icon by name, each of which pulls in its loader of every icon path. */
// icon, leftIcon, rightIcon...: any prop named like an icon, given a string.
const BY_NAME = [/\b[a-z]*[iI]con=["']/, /\b[a-z]*[iI]con=\{\s*['"`]/, /\b[a-z]*[iI]con=\{[^}]*[?:]\s*['"`]/, /<Icon\b/, /\bIcons\.load/];

describe('icons', () => {
  it('are never asked for by name in the sources (an icon prop given a string, <Icon>, Icons.load)', () => {
    const offenders = Object.entries(sources).flatMap(([file, text]) =>
      text
        .split('\n')
        .flatMap((line, index) => (BY_NAME.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});
