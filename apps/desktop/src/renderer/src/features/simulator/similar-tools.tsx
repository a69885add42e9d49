import { Card, Classes } from '@blueprintjs/core';
import { sharedLabels, similarSimulators, toSimulatorListing, type Simulator } from '@rsd/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useSimulatorListings } from './queries';

/**
 * Up to four tools like this one (core's similarity rule: shared capability terms weighted by rarity, then
 * application areas, once the listings carry terms; the count of shared areas, physics and languages until then),
 * from the cached listings (home's, a sixth of the records), so it shows offline too. Each says what it shares, most
 * telling first. Nothing renders until they are read, or when no tool has anything in common with this one.
 */
export function SimilarTools({ simulator }: { simulator: Simulator }) {
  const listings = useSimulatorListings();
  const target = useMemo(() => toSimulatorListing(simulator), [simulator]);
  const similar = useMemo(() => (listings.data ? similarSimulators(target, listings.data) : []), [listings.data, target]);
  if (similar.length === 0) return null;
  return (
    <section className="similar-tools" aria-labelledby="similar-tools-title">
      <h2 id="similar-tools-title">Similar tools</h2>
      <ul className="similar-tools-list">
        {similar.map((entry) => (
          <li key={entry.simulator.id}>
            <Card elevation={1}>
              <Link to={`/simulator/${entry.simulator.id}`}>{entry.simulator.name}</Link>
              <p className={`similar-tools-reason ${Classes.TEXT_MUTED}`}>Shares: {sharedLabels(entry).join(', ')}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
