import { Card, Classes } from '@blueprintjs/core';
import type { Simulator } from '@rsd/core';
import { Link } from 'react-router-dom';
import { useSimilarTools } from './use-similar-tools';

/**
 * Up to four tools like this one (core's similarity rule: shared capability terms weighted by rarity, then
 * application areas, once the listings carry terms; the count of shared areas, physics and languages until then),
 * ranked on a worker from the cached listings (home's, a sixth of the records), so it shows offline too. Each says
 * what it shares, most telling first. Nothing renders until they are ranked, or when no tool has anything in common
 * with this one.
 */
export function SimilarTools({ simulator }: { simulator: Simulator }) {
  const similar = useSimilarTools(simulator).data ?? [];
  if (similar.length === 0) return null;
  return (
    <section className="similar-tools" aria-labelledby="similar-tools-title">
      <h2 id="similar-tools-title">Similar tools</h2>
      <ul className="similar-tools-list">
        {similar.map((entry) => (
          <li key={entry.id}>
            <Card elevation={1}>
              <Link to={`/simulator/${entry.id}`}>{entry.name}</Link>
              <p className={`similar-tools-reason ${Classes.TEXT_MUTED}`}>Shares: {entry.shared.join(', ')}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
