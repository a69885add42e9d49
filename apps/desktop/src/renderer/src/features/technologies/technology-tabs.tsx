import { Classes } from '@blueprintjs/core';
import {
  deployedCompanyTotal,
  deploymentSummary,
  deployments,
  isUsableLink,
  parseSpecifications,
  sinceYearText,
  splitLines,
  type Technology,
} from '@rsd/core';
import { ExternalButton } from '../../ui/external-link';

export const NO_SPECIFICATIONS_TEXT = 'No technical specifications available.';
export const NO_DEPLOYMENTS_TEXT = 'No deployment information available.';

function Paragraphs({ text, empty }: { text: string; empty: string }) {
  const lines = splitLines(text);
  if (lines.length === 0) return <p className={Classes.TEXT_MUTED}>{empty}</p>;
  return lines.map((line, index) => <p key={index}>{line}</p>);
}

/**
 * Overview: the text, the challenge, the solution and, when it has an http(s) address, the demo video as a
 * link out: an embedded player would open the CSP to third-party frames for one optional field.
 */
export function OverviewTab({ technology }: { technology: Technology }) {
  return (
    <div className="technology-tab">
      <section>
        <h3>Overview</h3>
        <Paragraphs text={technology.overview} empty="No overview available." />
      </section>
      <section>
        <h3>The Challenge</h3>
        <Paragraphs text={technology.challenge} empty="No challenge described." />
      </section>
      <section>
        <h3>The Solution</h3>
        <Paragraphs text={technology.solution} empty="No solution described." />
      </section>
      {isUsableLink(technology.videoUrl) ? (
        <section>
          <h3>Demo Video</h3>
          <ExternalButton href={technology.videoUrl} variant="outlined" icon="video" text="Watch the demo video" />
        </section>
      ) : null}
    </div>
  );
}

function LineList({ title, text, empty }: { title: string; text: string; empty: string }) {
  const items = splitLines(text);
  return (
    <section>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{empty}</p>
      ) : (
        <ul className="technology-line-list">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function BenefitsTab({ technology }: { technology: Technology }) {
  return (
    <div className="technology-tab technology-two-columns">
      <LineList title="Benefits" text={technology.benefits} empty="No benefits listed." />
      <LineList title="Limitations" text={technology.limitations} empty="No limitations listed." />
    </div>
  );
}

export function SpecsTab({ technology }: { technology: Technology }) {
  const specs = parseSpecifications(technology.specifications);
  return (
    <div className="technology-tab">
      <h3>Technical Specifications</h3>
      {specs.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{NO_SPECIFICATIONS_TEXT}</p>
      ) : (
        <dl className="technology-specs">
          {specs.map(([key, value], index) => (
            <div key={index} className="technology-spec">
              <dt>{key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

export function DeploymentTab({ technology }: { technology: Technology }) {
  const list = deployments(technology);
  return (
    <div className="technology-tab">
      <h3>Deployment</h3>
      {list.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{NO_DEPLOYMENTS_TEXT}</p>
      ) : (
        <>
          <p>{deploymentSummary(deployedCompanyTotal(technology))}</p>
          <ul className="technology-deployments">
            {list.map(({ company, year }, index) => {
              const since = sinceYearText(year);
              return (
                <li key={index} className="technology-deployment">
                  <span className="technology-deployment-company">{company}</span>
                  {since ? <span>{since}</span> : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
