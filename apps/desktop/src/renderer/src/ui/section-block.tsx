import { useId, type ReactNode } from 'react';

/** A titled block inside a page or tab; says so plainly when it has nothing to show. */
export function SectionBlock({ title, empty, children }: { title: string; empty?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="section-block" aria-labelledby={headingId}>
      <h3 id={headingId} className="section-block-title">
        {title}
      </h3>
      {empty ? <p className="section-block-empty">No information available.</p> : children}
    </section>
  );
}
