import { READINESS_LEVELS, type ReadinessLevel } from '../schemas/technology';

/** Spec 4 order, from idea to proven. */
export const READINESS_ORDER: readonly ReadinessLevel[] = READINESS_LEVELS;

export interface ReadinessInfo {
  level: ReadinessLevel | 'unknown';
  label: string;
  meaning: string;
  /** Hex colour of the badge and bar. */
  color: string;
  /** Progress-bar fill in percent: (position + 1) x 20, unknown 0. */
  fill: number;
}

const DETAILS: Record<ReadinessLevel, Pick<ReadinessInfo, 'label' | 'meaning' | 'color'>> = {
  research: { label: 'Research', meaning: 'Early concept development and scientific studies', color: '#8b5cf6' },
  development: { label: 'Development', meaning: 'Active development with prototypes', color: '#3b82f6' },
  demonstration: { label: 'Demonstration', meaning: 'Testing in controlled environments', color: '#f59e0b' },
  deployment: { label: 'Deployment', meaning: 'Implementation in real-world settings', color: '#10b981' },
  mature: { label: 'Mature', meaning: 'Widely deployed and proven', color: '#166534' },
};

export const UNKNOWN_READINESS_COLOR = '#9ca3af';

/** Stored levels are free text, so case and surrounding spaces are forgiven; anything else is Unknown. */
export const readinessInfo = (level: string | null | undefined): ReadinessInfo => {
  const key = (level ?? '').trim().toLowerCase();
  const position = READINESS_ORDER.indexOf(key as ReadinessLevel);
  if (position === -1) {
    return { level: 'unknown', label: 'Unknown', meaning: 'Unknown', color: UNKNOWN_READINESS_COLOR, fill: 0 };
  }
  const known = key as ReadinessLevel;
  return { level: known, ...DETAILS[known], fill: (position + 1) * 20 };
};
