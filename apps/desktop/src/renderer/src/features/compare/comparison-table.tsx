import { Classes, Intent, Tag } from '@blueprintjs/core';
import { ChangesIcon } from '@blueprintjs/icons';
import { compareRows, type Simulator } from '@rsd/core';
import { Fragment } from 'react';
import { TagList } from '../../ui/tag-list';

function Values({ label, values }: { label: string; values: string[] }) {
  if (values.length === 0) return <span className={Classes.TEXT_MUTED}>None listed</span>;
  return <TagList label={label} values={values} />;
}

/**
 * The side-by-side rows. Each aspect is a header row naming it and whether the two differ (a visible tag,
 * read out too), then one row with each simulator's values under that simulator's column header.
 */
export function ComparisonTable({ left, right }: { left: Simulator; right: Simulator }) {
  const rows = compareRows(left, right);
  return (
    <table className={`${Classes.HTML_TABLE} comparison-table`}>
      <caption className="visually-hidden">
        {left.name} and {right.name} side by side
      </caption>
      <thead>
        <tr>
          <th scope="col">{left.name}</th>
          <th scope="col">{right.name}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Fragment key={row.key}>
            <tr className={`comparison-aspect${row.differs ? ' comparison-differs' : ''}`}>
              <th scope="colgroup" colSpan={2}>
                <span className="comparison-aspect-label">{row.label}</span>
                {row.differs ? (
                  <Tag minimal intent={Intent.WARNING} icon={<ChangesIcon />} className="comparison-marker">
                    Differs
                  </Tag>
                ) : (
                  <span className={`comparison-marker ${Classes.TEXT_MUTED}`}>Same</span>
                )}
              </th>
            </tr>
            <tr className={row.differs ? 'comparison-differs' : undefined}>
              <td>
                <Values label={`${row.label} of ${left.name}`} values={row.left} />
              </td>
              <td>
                <Values label={`${row.label} of ${right.name}`} values={row.right} />
              </td>
            </tr>
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
