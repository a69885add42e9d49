import { Card, Classes } from '@blueprintjs/core';
import { similarSimulators, type Simulator, type SimilarSimulator } from '@rsd/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useSimulators } from './queries';

/** Why a tool is listed: what it shares with this one, most telling first. */
const reason = ({ sharedAreas, sharedPhysics, sharedLanguages }: SimilarSimulator): string =>
  [...sharedAreas, ...sharedPhysics, ...sharedLanguages].join(', ');

/**
 * Up to four tools like this one (core's similarity rule), from the cached list, so it shows offline too.
 * Nothing renders until the list is read, or when no tool has anything in common with this one.
 */
export function SimilarTools({ simulator }: { simulator: Simulator }) {
  const list = useSimulators();
  const similar = useMemo(() => (list.data ? similarSimulators(simulator, list.data) : []), [list.data, simulator]);
  if (similar.length === 0) return null;
  return (
    <section className="similar-tools" aria-labelledby="similar-tools-title">
      <h2 id="similar-tools-title">Similar tools</h2>
      <ul className="similar-tools-list">
        {similar.map((entry) => (
          <li key={entry.simulator.id}>
            <Card elevation={1}>
              <Link to={`/simulator/${entry.simulator.id}`}>{entry.simulator.name}</Link>
              <p className={`similar-tools-reason ${Classes.TEXT_MUTED}`}>Shares: {reason(entry)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
