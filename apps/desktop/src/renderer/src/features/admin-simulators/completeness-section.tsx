import { COMPLETENESS_FIELDS, completenessOf, formatCompleteness, type Simulator } from '@rsd/core';

/**
 * A simulator's completeness on its admin view page (core's completenessOf, the rule the simulators table sorts
 * by): the score and what is missing, so curation starts where a record is thinnest.
 */
export function CompletenessSection({ simulator }: { simulator: Simulator }) {
  const { score, missing } = completenessOf(simulator);
  const total = COMPLETENESS_FIELDS.length;
  return (
    <section aria-labelledby="completeness-heading">
      <h2 id="completeness-heading">Completeness</h2>
      <p>
        <strong>{formatCompleteness(score)}</strong>: {total - missing.length} of the {total} fields visitors rely on are filled and
        sourced.
      </p>
      {missing.length === 0 ? (
        <p>Nothing is missing.</p>
      ) : (
        <>
          <h3 id="completeness-missing-heading">Missing</h3>
          <ul aria-labelledby="completeness-missing-heading">
            {missing.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
