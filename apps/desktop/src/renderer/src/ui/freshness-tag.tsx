import { Intent } from '@blueprintjs/core';
import { isoToday, releaseFreshness, type FreshnessTone } from '@rsd/core';
import { StaticTag } from './static-tag';

const TONE_INTENT: Record<FreshnessTone, Intent> = { fresh: Intent.SUCCESS, ageing: Intent.NONE, stale: Intent.WARNING };

/** "Released 4 months ago" / "No release in 3 years" from the last release date; nothing without a date. */
export function FreshnessTag({ lastReleaseDate, className }: { lastReleaseDate: string | null; className?: string }) {
  const freshness = releaseFreshness(lastReleaseDate, isoToday());
  if (!freshness) return null;
  return (
    // On every home card: Blueprint's Tag would force a layout per card on each filtered render (static-tag.tsx).
    <StaticTag round intent={TONE_INTENT[freshness.tone]} className={className} data={{ 'data-freshness': freshness.tone }}>
      <time dateTime={lastReleaseDate ?? undefined}>{freshness.label}</time>
    </StaticTag>
  );
}
