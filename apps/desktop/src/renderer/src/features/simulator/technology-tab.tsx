import { normalizeCapabilities, type Simulator } from '@rsd/core';
import { SectionBlock } from '../../ui/section-block';
import { FormatList, ToolList } from './interoperability-lists';

/** Spec 2 and 9: the same hardware text for every simulator. */
export const HARDWARE_MINIMUM = 'Multi-core CPU, 8GB RAM, modern OS';
export const HARDWARE_RECOMMENDED = 'High-performance computing environment, 32+ GB RAM, GPU acceleration';

export function TechnologyTab({ simulator }: { simulator: Simulator }) {
  const { inputFormats, outputFormats, toolIntegration } = normalizeCapabilities(simulator.detailedCapabilities).interoperability;
  return (
    <div className="detail-main">
      <SectionBlock title="Input/Output Formats" empty={inputFormats.length + outputFormats.length === 0}>
        <div className="two-columns">
          <div>
            <h4>Input</h4>
            {inputFormats.length > 0 ? <FormatList formats={inputFormats} /> : <p>Not documented.</p>}
          </div>
          <div>
            <h4>Output</h4>
            {outputFormats.length > 0 ? <FormatList formats={outputFormats} /> : <p>Not documented.</p>}
          </div>
        </div>
      </SectionBlock>
      <SectionBlock title="Integration Tools" empty={toolIntegration.length === 0}>
        <ToolList tools={toolIntegration} />
      </SectionBlock>
      <SectionBlock title="Hardware Requirements">
        <dl className="definition-list">
          <dt>Minimum</dt>
          <dd>{HARDWARE_MINIMUM}</dd>
          <dt>Recommended</dt>
          <dd>{HARDWARE_RECOMMENDED}</dd>
        </dl>
      </SectionBlock>
      <SectionBlock title="Programming Languages" empty={simulator.programmingLanguages.length === 0}>
        <ul className="bullet-list">
          {simulator.programmingLanguages.map((language, index) => (
            <li key={index}>{language}</li>
          ))}
        </ul>
      </SectionBlock>
    </div>
  );
}
