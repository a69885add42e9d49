import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { hostConsole } from '../shared/log';
import { deriveLearningResources } from './derive-learning-resources';
import { LearningResource } from './learning-resource';

const sim = (id: number, name: string, learningResources: unknown) => ({
  id,
  name,
  learningResources: learningResources as string | Record<string, unknown> | null,
});

describe('deriveLearningResources', () => {
  let warnSpy: MockInstance<(...data: unknown[]) => void>;
  beforeEach(() => {
    warnSpy = vi.spyOn(hostConsole, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warnSpy.mockRestore());

  it('derives documentation, tutorials and community from the new shape', () => {
    const resources = deriveLearningResources([
      sim(1, 'OPM Flow', {
        official_documentation: [{ title: 'Manual', url: 'https://opm.example/manual', description: 'Ref' }],
        tutorials_examples: [{ title: 'Norne', url: 'https://opm.example/norne', description: 'Case' }],
        community_support_channels: [{ channel_type: 'Forum', url: 'https://opm.example/forum', description: 'Ask' }],
        key_publications_academic: [{ title: 'Paper', url: 'https://doi.example/1' }],
      }),
    ]);
    expect(resources).toEqual([
      {
        id: '1-doc-0',
        title: 'Manual',
        url: 'https://opm.example/manual',
        description: 'Ref',
        source: 'OPM Flow',
        type: 'documentation',
        simulators: [{ id: 1, name: 'OPM Flow' }],
      },
      {
        id: '1-tut-0',
        title: 'Norne',
        url: 'https://opm.example/norne',
        description: 'Case',
        source: 'OPM Flow',
        type: 'tutorial',
        simulators: [{ id: 1, name: 'OPM Flow' }],
      },
      {
        id: '1-com-0',
        title: 'Forum',
        url: 'https://opm.example/forum',
        description: 'Ask',
        source: 'OPM Flow',
        type: 'community',
        simulators: [{ id: 1, name: 'OPM Flow' }],
      },
    ]);
    for (const r of resources) expect(LearningResource.parse(r)).toEqual(r);
  });

  it('never produces publications', () => {
    const resources = deriveLearningResources([sim(1, 'A', { key_publications_academic: [{ title: 'P', url: 'https://p.example' }] })]);
    expect(resources).toEqual([]);
  });

  it('derives from the older shape and from JSON text', () => {
    const older = {
      documentation: [{ title: 'Docs', url: 'https://old.example/docs' }],
      tutorials: [{ title: 'Tut', url: 'https://old.example/tut' }],
      community: [{ type: 'Slack', url: 'https://old.example/slack' }],
    };
    const fromObject = deriveLearningResources([sim(2, 'Old', older)]);
    expect(fromObject.map((r) => [r.id, r.type, r.title])).toEqual([
      ['2-doc-0', 'documentation', 'Docs'],
      ['2-tut-0', 'tutorial', 'Tut'],
      ['2-com-0', 'community', 'Slack'],
    ]);
    expect(deriveLearningResources([sim(2, 'Old', JSON.stringify(older))])).toEqual(fromObject);
  });

  it('skips documentation and tutorials without a title or url', () => {
    const resources = deriveLearningResources([
      sim(1, 'A', {
        official_documentation: [
          { title: '', url: 'https://a.example/1' },
          { title: 'No url', url: '' },
          { title: 'Kept', url: 'https://a.example/2' },
        ],
        tutorials_examples: [{ url: 'https://a.example/3' }, { title: 'Only title' }],
      }),
    ]);
    expect(resources.map((r) => r.id)).toEqual(['1-doc-2']);
  });

  it('skips community entries without a url and titles untyped ones "Community Resource"', () => {
    const resources = deriveLearningResources([
      sim(1, 'A', {
        community_support_channels: [
          { channel_type: 'Forum', url: '' },
          { url: 'https://a.example/chat', description: 'Chat' },
          { channel_type: '  ', url: 'https://a.example/list' },
        ],
      }),
    ]);
    expect(resources.map((r) => [r.id, r.title])).toEqual([
      ['1-com-1', 'Community Resource'],
      ['1-com-2', 'Community Resource'],
    ]);
  });

  it('skips each simulator whose JSON is unreadable or not an object, with a warning each, and keeps the others', () => {
    const resources = deriveLearningResources([
      sim(1, 'Broken', '{not json'),
      sim(2, 'Fine', { official_documentation: [{ title: 'D', url: 'https://d.example' }] }),
      sim(3, 'Array', '[1,2,3]'),
    ]);
    expect(resources.map((r) => r.source)).toEqual(['Fine']);
    expect(warnSpy).toHaveBeenCalledTimes(2);
    expect(String(warnSpy.mock.calls[0]?.[0])).toContain('Broken');
  });

  it('treats a simulator without learning resources as contributing nothing, silently', () => {
    expect(deriveLearningResources([sim(1, 'A', null), sim(2, 'B', '')])).toEqual([]);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('merges the same url and type across simulators, keeping the first id and source', () => {
    const shared = { official_documentation: [{ title: 'OPM Manual', url: 'https://opm.example/manual' }] };
    const resources = deriveLearningResources([
      sim(1, 'OPM Flow', shared),
      sim(2, 'ResInsight', { ...shared, tutorials_examples: [{ title: 'Same url, other type', url: 'https://opm.example/manual' }] }),
    ]);
    expect(resources).toHaveLength(2);
    expect(resources[0]).toMatchObject({
      id: '1-doc-0',
      source: 'OPM Flow',
      simulators: [
        { id: 1, name: 'OPM Flow' },
        { id: 2, name: 'ResInsight' },
      ],
    });
    expect(resources[1]).toMatchObject({ id: '2-tut-0', type: 'tutorial', simulators: [{ id: 2, name: 'ResInsight' }] });
  });

  it('lists a simulator once even if it repeats a url', () => {
    const resources = deriveLearningResources([
      sim(1, 'A', {
        official_documentation: [
          { title: 'x', url: 'https://x.example' },
          { title: 'y', url: 'https://x.example' },
        ],
      }),
    ]);
    expect(resources).toHaveLength(1);
    expect(resources[0]?.simulators).toEqual([{ id: 1, name: 'A' }]);
  });

  it('gives unique ids', () => {
    const resources = deriveLearningResources(
      [1, 2, 3].map((id) =>
        sim(id, `S${id}`, {
          official_documentation: [{ title: 'd', url: `https://${id}.example/d` }],
          tutorials_examples: [{ title: 't', url: `https://${id}.example/t` }],
          community_support_channels: [{ url: `https://${id}.example/c` }],
        }),
      ),
    );
    expect(new Set(resources.map((r) => r.id)).size).toBe(9);
  });
});
