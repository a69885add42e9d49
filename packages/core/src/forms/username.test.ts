import { describe, expect, it } from 'vitest';
import {
  INVISIBLE_USERNAME_MESSAGE,
  MIXED_SCRIPT_USERNAME_MESSAGE,
  UNCOMMON_SCRIPT_USERNAME_MESSAGE,
  Username,
  usernameKey,
} from './username';

const refusal = (name: string) => {
  const result = Username.safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('usernameKey', () => {
  it.each([
    ['Admin', 'admin'],
    ['  ADMIN  ', 'admin'],
    ['ＡＤＭＩＮ', 'admin'],
    ['ﬁona', 'fiona'],
    ['Jos\u00e9', 'jos\u00e9'],
    ['Jose\u0301', 'jos\u00e9'],
    ['JOSE\u0301', 'jos\u00e9'],
    ['\u00c5ngstr\u00f6m', '\u00e5ngstr\u00f6m'],
    ['A\u030angstro\u0308m', '\u00e5ngstr\u00f6m'],
  ])('%j compares as %j', (name, key) => {
    expect(usernameKey(name)).toBe(key);
  });

  it('folds İ one way everywhere, so it never meets the key of a plain i', () => {
    expect(usernameKey('secadmİn')).toBe(usernameKey('SECADMİN'));
    expect(usernameKey('secadmİn')).not.toBe(usernameKey('secadmin'));
  });

  it('is idempotent', () => {
    for (const name of ['secadmİn', 'Jose\u0301', 'ＡＤＭＩＮ', 'ΣΊΣΥΦΟΣ', 'straße'])
      expect(usernameKey(usernameKey(name))).toBe(usernameKey(name));
  });
});

describe('Username', () => {
  it.each(['ada', 'Grace Hopper', 'jose.garcia-2', 'José', 'Ψηφίο', 'Иван', 'تحقق', '山田たろう', 'ヤマダ太郎', '김민준', 'user_42'])(
    'accepts %j',
    (name) => {
      expect(refusal(name)).toBeUndefined();
    },
  );

  it('stores the NFKC form, so both spellings of é are one name', () => {
    expect(Username.parse('Jose\u0301')).toBe('Jos\u00e9');
    expect(Username.parse('ＡＤＭＩＮ')).toBe('ADMIN');
  });

  it.each([
    ['a trailing zero-width space', 'admin\u200b'],
    ['a zero-width joiner', 'ad\u200dmin'],
    ['a soft hyphen', 'ad\u00admin'],
    ['a byte order mark inside', 'ad\ufeffmin'],
    ['a right-to-left override', 'admin\u202etxt'],
    ['a Hangul filler', 'admin\u3164'],
    ['a braille blank', 'ad\u2800min'],
    ['a variation selector', 'admin\ufe0f'],
    ['an Ogham space', 'ad\u1680min'],
  ])('refuses %s', (_case, name) => {
    expect(refusal(name)).toBe(INVISIBLE_USERNAME_MESSAGE);
  });

  it.each([
    ['a Cyrillic а in a Latin name', '\u0430dmin'],
    ['a Greek ο in a Latin name', 'r\u03bfot'],
    ['Latin and Han', 'admin山田'],
    ['Cyrillic and Greek', 'Ив\u03b1н'],
  ])('refuses %s', (_case, name) => {
    expect(refusal(name)).toBe(MIXED_SCRIPT_USERNAME_MESSAGE);
  });

  it('refuses letters of a script outside common use', () => {
    expect(refusal('\u13a0\u13a1\u13a2')).toBe(UNCOMMON_SCRIPT_USERNAME_MESSAGE);
  });

  it('still asks for two characters and refuses control characters', () => {
    expect(refusal('a')).toBe('Username must be at least 2 characters.');
    expect(refusal('ad\u0000min')).toBe('Must not contain control characters.');
  });
});
