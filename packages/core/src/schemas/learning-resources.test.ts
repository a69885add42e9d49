import { describe, expect, it } from 'vitest';
import { LearningResources } from './learning-resources';

describe('LearningResources', () => {
  it('defaults each link to the type of its list', () => {
    const parsed = LearningResources.parse({
      official_documentation: [{ title: 'Manual', url: 'https://example.org/manual' }],
      tutorials_examples: [{ title: 'First run', url: 'https://example.org/first' }],
    });
    expect(parsed.official_documentation[0]?.type).toBe('documentation');
    expect(parsed.tutorials_examples[0]?.type).toBe('tutorial');
  });

  it("defaults an organisation's role to 'Contributor' and its url to '#'", () => {
    expect(LearningResources.parse({ relevant_organizations: [{ name: 'SINTEF' }] }).relevant_organizations).toEqual([
      { name: 'SINTEF', role: 'Contributor', url: '#' },
    ]);
  });
});
