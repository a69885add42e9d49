import { isUsableLink, normalizeCapabilities, type NormalizedCapabilities, type Simulator } from '@rsd/core';
import { ExternalLink } from '../../ui/external-link';
import { SectionBlock } from '../../ui/section-block';
import { ApiList, FormatList, ToolList } from './interoperability-lists';

function Interoperability({ interoperability }: { interoperability: NormalizedCapabilities['interoperability'] }) {
  const { inputFormats, outputFormats, apiIntegrations, toolIntegration } = interoperability;
  const empty = inputFormats.length + outputFormats.length + apiIntegrations.length + toolIntegration.length === 0;
  return (
    <SectionBlock title="Interoperability" empty={empty}>
      {inputFormats.length > 0 ? (
        <>
          <h4>Input Formats</h4>
          <FormatList formats={inputFormats} />
        </>
      ) : null}
      {outputFormats.length > 0 ? (
        <>
          <h4>Output Formats</h4>
          <FormatList formats={outputFormats} />
        </>
      ) : null}
      {apiIntegrations.length > 0 ? (
        <>
          <h4>API Integrations</h4>
          <ApiList apis={apiIntegrations} />
        </>
      ) : null}
      {toolIntegration.length > 0 ? (
        <>
          <h4>Tool Integration</h4>
          <ToolList tools={toolIntegration} />
        </>
      ) : null}
    </SectionBlock>
  );
}

function HighPerformance({ hpc }: { hpc: NormalizedCapabilities['hpcPerformance'] }) {
  if (hpc.parallelization.length === 0 && hpc.scalability === '' && hpc.benchmarks.length === 0) return null;
  return (
    <SectionBlock title="High-Performance Computing">
      {hpc.parallelization.length > 0 ? (
        <ul className="bullet-list">
          {hpc.parallelization.map((approach, index) => (
            <li key={index}>
              <strong>{approach.type}</strong>
              {approach.details ? `: ${approach.details}` : null}
            </li>
          ))}
        </ul>
      ) : null}
      {hpc.scalability ? <p>Scalability: {hpc.scalability}</p> : null}
      {hpc.benchmarks.length > 0 ? (
        <ul className="bullet-list">
          {hpc.benchmarks.map((benchmark, index) => (
            <li key={index}>
              {isUsableLink(benchmark.url) ? <ExternalLink href={benchmark.url}>{benchmark.name}</ExternalLink> : benchmark.name}
            </li>
          ))}
        </ul>
      ) : null}
    </SectionBlock>
  );
}

export function CapabilitiesTab({ simulator }: { simulator: Simulator }) {
  const { physics, numericalMethods, interoperability, hpcPerformance } = normalizeCapabilities(simulator.detailedCapabilities);
  return (
    <div className="detail-main">
      <SectionBlock title="Physics and Models" empty={physics.length === 0}>
        <ul className="capability-list">
          {physics.map((model, index) => (
            <li key={index}>
              <strong>{model.name}</strong>
              {model.description ? <p>{model.description}</p> : null}
            </li>
          ))}
        </ul>
      </SectionBlock>
      <SectionBlock title="Numerical Methods" empty={numericalMethods.length === 0}>
        {numericalMethods.map((group, index) => (
          <div key={index} className="method-group">
            <h4>{group.type}</h4>
            <ul className="bullet-list">
              {group.methods.map((method, methodIndex) => (
                <li key={methodIndex}>{method}</li>
              ))}
            </ul>
          </div>
        ))}
      </SectionBlock>
      <Interoperability interoperability={interoperability} />
      <HighPerformance hpc={hpcPerformance} />
    </div>
  );
}
