import { text } from './fields';

export const USERNAME_MIN = 2;
export const USERNAME_MAX = 100;
export const USERNAME_LENGTH_MESSAGE = `Username must be at least ${USERNAME_MIN} characters.`;
export const INVISIBLE_USERNAME_MESSAGE = 'Username must not contain invisible characters.';
export const MIXED_SCRIPT_USERNAME_MESSAGE = 'Username must not mix letters of different scripts.';
export const UNCOMMON_SCRIPT_USERNAME_MESSAGE = 'Username must use the letters of a script in common use.';

/**
 * The one form in which usernames are compared: sign-in, its rate limit, creation and the unique index. NFKC folds
 * width, compatibility forms and both spellings of é; JavaScript's lower-casing, not the database's, so every
 * comparison folds a letter the same way (İ is i̇ here, i in PostgreSQL).
 */
export const usernameKey = (username: string): string => username.normalize('NFKC').trim().toLowerCase().normalize('NFKC');

/**
 * Characters that draw nothing, or nothing the eye can tell from a plain space: a trailing zero-width space makes
 * a second 'admin' otherwise. NFKC has already turned the ordinary wide spaces into U+0020.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u2800]|(?! )\p{Zs}/u;

/**
 * UAX #31's Recommended scripts, the ones in common use today (Common and Inherited, such as digits, punctuation
 * and accents, go with any script). A letter of another script is refused: those are where look-alikes hide.
 */
const RECOMMENDED_SCRIPTS = [
  'Arabic',
  'Armenian',
  'Bengali',
  'Bopomofo',
  'Cyrillic',
  'Devanagari',
  'Ethiopic',
  'Georgian',
  'Greek',
  'Gujarati',
  'Gurmukhi',
  'Han',
  'Hangul',
  'Hebrew',
  'Hiragana',
  'Kannada',
  'Katakana',
  'Khmer',
  'Lao',
  'Latin',
  'Malayalam',
  'Myanmar',
  'Oriya',
  'Sinhala',
  'Tamil',
  'Telugu',
  'Thaana',
  'Thai',
  'Tibetan',
] as const;

/** UTS #39's augmented script sets: Japanese writes Han with kana, Korean with Hangul, Chinese with Bopomofo. */
const WRITING_SYSTEMS: Partial<Record<(typeof RECOMMENDED_SCRIPTS)[number], readonly string[]>> = {
  Han: ['Han', 'Japanese', 'Korean', 'Chinese'],
  Hiragana: ['Hiragana', 'Japanese'],
  Katakana: ['Katakana', 'Japanese'],
  Hangul: ['Hangul', 'Korean'],
  Bopomofo: ['Bopomofo', 'Chinese'],
};

let scriptTests: { systems: readonly string[]; test: RegExp }[] | undefined;
/** Built on first use: 29 Unicode property patterns are not worth compiling where no username is checked. */
const scriptsOf = () =>
  (scriptTests ??= RECOMMENDED_SCRIPTS.map((script) => ({
    systems: WRITING_SYSTEMS[script] ?? [script],
    test: new RegExp(`^\\p{Script_Extensions=${script}}$`, 'u'),
  })));

const LETTER = /^\p{L}$/u;

/**
 * UTS #39's single-script test: the writing systems every letter of `name` can belong to, intersected. Empty
 * means mixed scripts (Latin 'admin' with a Cyrillic 'а'); undefined means a letter of no recommended script.
 */
function sharedWritingSystems(name: string): Set<string> | undefined {
  const perLetter: Set<string>[] = [];
  for (const char of name) {
    if (!LETTER.test(char)) continue;
    const systems = new Set(scriptsOf().flatMap((script) => (script.test.test(char) ? script.systems : [])));
    if (systems.size === 0) return undefined;
    perLetter.push(systems);
  }
  const [first, ...rest] = perLetter;
  return rest.reduce((shared, systems) => new Set([...shared].filter((system) => systems.has(system))), first ?? new Set(['any']));
}

/**
 * A username as an account is created or renamed with it: NFKC-normalised (so what is stored is what is compared),
 * and refused when it holds invisible characters or mixes scripts, which make look-alikes of other accounts.
 */
export const Username = text(USERNAME_MIN, USERNAME_LENGTH_MESSAGE, USERNAME_MAX)
  .transform((name) => name.normalize('NFKC'))
  .superRefine((name, ctx) => {
    if (INVISIBLE.test(name)) return void ctx.addIssue({ code: 'custom', message: INVISIBLE_USERNAME_MESSAGE });
    const systems = sharedWritingSystems(name);
    if (systems === undefined) ctx.addIssue({ code: 'custom', message: UNCOMMON_SCRIPT_USERNAME_MESSAGE });
    else if (systems.size === 0) ctx.addIssue({ code: 'custom', message: MIXED_SCRIPT_USERNAME_MESSAGE });
  });
