import { describe, expect, it } from 'vitest';
import { READINESS_ORDER, readinessInfo, UNKNOWN_READINESS_COLOR } from './readiness';

describe('readinessInfo', () => {
  it('orders the five levels from research to mature', () => {
    expect(READINESS_ORDER).toEqual(['research', 'development', 'demonstration', 'deployment', 'mature']);
  });

  it.each([
    ['research', 'Research', 'Early concept development and scientific studies', 20],
    ['development', 'Development', 'Active development with prototypes', 40],
    ['demonstration', 'Demonstration', 'Testing in controlled environments', 60],
    ['deployment', 'Deployment', 'Implementation in real-world settings', 80],
    ['mature', 'Mature', 'Widely deployed and proven', 100],
  ])('%s: %s, "%s", fill %i', (level, label, meaning, fill) => {
    expect(readinessInfo(level)).toMatchObject({ level, label, meaning, fill });
  });

  it('gives each level its own hex colour, none grey', () => {
    const colors = READINESS_ORDER.map((level) => readinessInfo(level).color);
    expect(new Set(colors).size).toBe(5);
    for (const color of colors) {
      expect(color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(color).not.toBe(UNKNOWN_READINESS_COLOR);
    }
  });

  it('forgives case and spaces', () => {
    expect(readinessInfo('  Mature ').level).toBe('mature');
    expect(readinessInfo('DEPLOYMENT').fill).toBe(80);
  });

  it.each([null, undefined, '', 'prototype', 'matured', 'constructor'])('reads %j as Unknown, grey, fill 0', (level) => {
    expect(readinessInfo(level)).toEqual({
      level: 'unknown',
      label: 'Unknown',
      meaning: 'Unknown',
      color: UNKNOWN_READINESS_COLOR,
      fill: 0,
    });
  });
});
