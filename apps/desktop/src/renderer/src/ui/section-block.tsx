import type { ReactNode } from 'react';

/** A titled block inside a page or tab; says so plainly when it has nothing to show. */
export function SectionBlock({ title, empty, children }: { title: string; empty?: boolean; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="section-block" aria-labelledby={id}>
      <h3 id={id} className="section-block-title">
        {title}
      </h3>
      {empty ? <p className="section-block-empty">No information available.</p> : children}
    </section>
  );
}
