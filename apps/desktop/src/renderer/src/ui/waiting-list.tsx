import { Button, Callout, Classes, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import './waiting-list.css';

export interface WaitingRow {
  id: string;
  /** What it is, e.g. 'Tool submission: OPM Flow'. */
  label: string;
  /** When it was saved, as the visitor reads it. */
  savedAt: string;
  /** The server refused it: it will not be sent; `note` says why. */
  refused: boolean;
  note: string | null;
}

/** 'Waiting to send (n)': the visitor's writes kept on this device, each with a Discard button. */
export function WaitingList({ rows, onDiscard }: { rows: readonly WaitingRow[]; onDiscard: (id: string) => void }) {
  const headingId = useId();
  if (rows.length === 0) return null;
  const waiting = rows.filter((row) => !row.refused).length;
  return (
    <section className="waiting-list" aria-labelledby={headingId}>
      <Callout intent={Intent.WARNING} icon={null}>
        <h2 id={headingId} className="waiting-list-title">
          Waiting to send ({waiting})
        </h2>
        <p className="waiting-list-lead">
          Saved on this device because the server could not be reached. Each is sent automatically, once, when the connection returns.
        </p>
        <ul className="waiting-list-items">
          {rows.map((row) => (
            <li key={row.id} className="waiting-list-item">
              <div>
                <strong>{row.label}</strong>
                <div className={Classes.TEXT_MUTED}>
                  {row.refused ? 'Not sent' : 'Waiting'} · saved {row.savedAt}
                </div>
                {row.note ? <div className={row.refused ? 'waiting-list-refused' : Classes.TEXT_MUTED}>{row.note}</div> : null}
              </div>
              <Button
                variant="outlined"
                size="small"
                onClick={() => onDiscard(row.id)}
                aria-label={`Discard ${row.label}`}
                text="Discard"
              />
            </li>
          ))}
        </ul>
      </Callout>
    </section>
  );
}
