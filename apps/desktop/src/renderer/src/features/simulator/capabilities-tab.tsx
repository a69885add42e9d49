import { normalizeCapabilities, type NormalizedCapabilities, type Simulator } from '@rsd/core';
import { ExternalLink } from '../../ui/external-link';
import { SectionBlock } from '../../ui/section-block';
import { isUsableLink } from './simulator-id';

export function FormatList({ formats }: { formats: NormalizedCapabilities['interoperability']['inputFormats'] }) {
  return (
    <ul className="bullet-list">
      {formats.map((format) => (
        <li key={format.name}>
          <strong>{format.name}</strong>
          {format.details ? `: ${format.details}` : null}
        </li>
      ))}
    </ul>
  );
}

export function ToolList({ tools }: { tools: NormalizedCapabilities['interoperability']['toolIntegration'] }) {
  return (
    <ul className="bullet-list">
      {tools.map((tool) => (
        <li key={tool.name}>
          <strong>{tool.name}</strong>
          {tool.type ? ` (${tool.type})` : null}
          {tool.details ? `: ${tool.details}` : null}
        </li>
      ))}
    </ul>
  );
}

export function CapabilitiesTab({ simulator }: { simulator: Simulator }) {
  const { physics, numericalMethods, interoperability, hpcPerformance } = normalizeCapabilities(simulator.detailedCapabilities);
  const { inputFormats, outputFormats, toolIntegration } = interoperability;
  const hasHpc =
    hpcPerformance.parallelization.length > 0 || hpcPerformance.scalability !== '' || hpcPerformance.benchmarks.length > 0;
  return (
    <div className="detail-main">
      <SectionBlock title="Physics and Models" empty={physics.length === 0}>
        <ul className="capability-list">
          {physics.map((model) => (
            <li key={model.name}>
              <strong>{model.name}</strong>
              {model.description ? <p>{model.description}</p> : null}
            </li>
          ))}
        </ul>
      </SectionBlock>
      <SectionBlock title="Numerical Methods" empty={numericalMethods.length === 0}>
        {numericalMethods.map((group) => (
          <div key={group.type} className="method-group">
            <h4>{group.type}</h4>
            <ul className="bullet-list">
              {group.methods.map((method) => (
                <li key={method}>{method}</li>
              ))}
            </ul>
          </div>
        ))}
      </SectionBlock>
      <SectionBlock
        title="Interoperability"
        empty={inputFormats.length + outputFormats.length + toolIntegration.length === 0}
      >
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
        {toolIntegration.length > 0 ? (
          <>
            <h4>Tool Integration</h4>
            <ToolList tools={toolIntegration} />
          </>
        ) : null}
      </SectionBlock>
      {hasHpc ? (
        <SectionBlock title="High-Performance Computing">
          {hpcPerformance.parallelization.length > 0 ? (
            <ul className="bullet-list">
              {hpcPerformance.parallelization.map((approach) => (
                <li key={approach.type}>
                  <strong>{approach.type}</strong>
                  {approach.details ? `: ${approach.details}` : null}
                </li>
              ))}
            </ul>
          ) : null}
          {hpcPerformance.scalability ? <p>Scalability: {hpcPerformance.scalability}</p> : null}
          {hpcPerformance.benchmarks.length > 0 ? (
            <ul className="bullet-list">
              {hpcPerformance.benchmarks.map((benchmark) => (
                <li key={benchmark.name}>
                  {isUsableLink(benchmark.url) ? <ExternalLink href={benchmark.url}>{benchmark.name}</ExternalLink> : benchmark.name}
                </li>
              ))}
            </ul>
          ) : null}
        </SectionBlock>
      ) : null}
    </div>
  );
}
