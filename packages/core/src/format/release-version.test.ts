import { describe, expect, it } from 'vitest';
import { RELEASE_VERSION_CASES } from '../test/release-version-cases';
import { releaseVersionNumber, versionLabel } from './release-version';

describe('releaseVersionNumber', () => {
  it.each(RELEASE_VERSION_CASES)('%j is %j', (version, number) => {
    expect(releaseVersionNumber(version)).toBe(number);
  });
});

describe('versionLabel', () => {
  it.each([
    ['1.6.0', 'v1.6.0'],
    ['ats-1.6.0', 'v1.6.0'],
    ['v2406.2', 'v2406.2'],
    ['2025b', 'v2025b'],
    ['unreleased', 'unreleased'],
  ])('shows %j as %j', (version, label) => {
    expect(versionLabel(version)).toBe(label);
  });
});
