import { isUsableLink } from '@rsd/core';
import { Card } from '@blueprintjs/core';
import { ChartIcon } from '@blueprintjs/icons';
import type { Simulator } from '@rsd/core';
import { EmptyState } from '../../ui/empty-state';
import { ExternalLink } from '../../ui/external-link';

export function BenchmarksTab({ simulator }: { simulator: Simulator }) {
  const studies = simulator.benchmark_studies;
  if (studies.length === 0) {
    return (
      <EmptyState
        icon={ChartIcon}
        title="No Benchmark Studies Available"
        description="No benchmark studies have been listed for this simulator yet."
      />
    );
  }
  return (
    <ul className="benchmark-grid">
      {studies.map((study, index) => (
        <li key={index}>
          <Card elevation={1} className="benchmark-card">
            <h3>{study.benchmark_name}</h3>
            {study.description ? <p>{study.description}</p> : null}
            <div className="benchmark-links">
              {isUsableLink(study.publication_or_report_url) ? (
                <ExternalLink href={study.publication_or_report_url}>Publication</ExternalLink>
              ) : null}
              {isUsableLink(study.dataset_url) ? <ExternalLink href={study.dataset_url}>Dataset</ExternalLink> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
