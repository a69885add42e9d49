import { describe, expect, it } from 'vitest';
import type { HarvestState } from '../admin/harvest-state';
import { harvestStateText, newerReleaseText } from './harvest-state-text';

const NOW = new Date('2026-03-15T12:00:00.000Z');

const state = (overrides: Partial<HarvestState> = {}): HarvestState => ({
  simulatorId: 1,
  simulatorName: 'OPM Flow',
  sourceCodeRepository: 'https://github.com/OPM/opm-simulators',
  status: 'harvested',
  disabledReason: null,
  skippedReason: null,
  lastAttemptAt: '2026-03-15T09:00:00.000Z',
  harvestedAt: '2026-03-15T09:00:00.000Z',
  lastError: null,
  lastErrorAt: null,
  newerRelease: null,
  ...overrides,
});

describe('harvestStateText', () => {
  it('harvested: when, and nothing else', () => {
    expect(harvestStateText(state(), NOW)).toEqual({
      tone: 'ok',
      headline: 'Harvested 3 hours ago',
      lastHarvested: null,
      earlierError: null,
    });
  });

  it('failing: the error with its age first, and the last success beside it', () => {
    const failing = state({
      status: 'failing',
      lastError: 'repository not found (404)',
      lastErrorAt: '2026-03-15T10:00:00.000Z',
      harvestedAt: '2026-03-12T12:00:00.000Z',
    });
    expect(harvestStateText(failing, NOW)).toEqual({
      tone: 'failing',
      headline: 'Harvest failed 2 hours ago: repository not found (404)',
      lastHarvested: 'Last harvested 3 days ago',
      earlierError: null,
    });
    expect(harvestStateText(state({ status: 'failing', harvestedAt: null }), NOW)).toMatchObject({
      headline: 'Harvest failed',
      lastHarvested: 'Never harvested',
    });
  });

  it('an error since got past is kept as the earlier error', () => {
    const recovered = state({ lastError: 'connection reset', lastErrorAt: '2026-03-14T12:00:00.000Z' });
    expect(harvestStateText(recovered, NOW).earlierError).toBe('Last error 1 day ago: connection reset');
  });

  it('disabled: with the reason an admin gave', () => {
    expect(harvestStateText(state({ status: 'disabled', disabledReason: 'Moved to a private mirror' }), NOW)).toMatchObject({
      tone: 'off',
      headline: 'Harvesting is off: Moved to a private mirror',
    });
    expect(harvestStateText(state({ status: 'disabled' }), NOW).headline).toBe('Harvesting is off');
  });

  it('skipped and pending: why not, or not yet', () => {
    expect(harvestStateText(state({ status: 'skipped', skippedReason: 'no source repository link', harvestedAt: null }), NOW)).toEqual({
      tone: 'none',
      headline: 'Not harvested: no source repository link',
      lastHarvested: 'Never harvested',
      earlierError: null,
    });
    expect(harvestStateText(state({ status: 'pending', harvestedAt: null }), NOW).headline).toBe('Not harvested yet');
  });
});

describe('newerReleaseText', () => {
  it('names the harvested release and the listed version', () => {
    expect(newerReleaseText({ version: '2024.10', date: '2024-10-15' }, '2024.04')).toBe(
      'The repository has a newer release: v2024.10, released Oct 15, 2024; the listing shows v2024.04.',
    );
    expect(newerReleaseText({ version: '1.0', date: null }, null)).toBe(
      'The repository has a newer release: v1.0; the listing shows no version.',
    );
  });
});
