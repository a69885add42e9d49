import { describe, expect, it } from 'vitest';
import { SimulatorInput } from '../schemas/simulator-input';
import { messagesOf } from '../test/issues';
import { makeSimulator } from '../test/simulator-fixture';
import { ADMIN_SIMULATOR_FORM_DEFAULTS, AdminSimulatorForm, adminSimulatorFormToInput, simulatorToAdminForm } from './admin-simulator-form';

const valid = {
  ...ADMIN_SIMULATOR_FORM_DEFAULTS,
  name: 'MRST',
  fullName: 'MATLAB Reservoir Simulation Toolbox',
  shortDescription: 'Toolbox',
  description: 'Rapid prototyping',
  website: 'https://www.sintef.no/mrst',
};
const errorsFor = (patch: Record<string, unknown>) => messagesOf(AdminSimulatorForm, { ...valid, ...patch });

describe('AdminSimulatorForm', () => {
  it('accepts the minimum valid form', () => {
    expect(errorsFor({})).toEqual({});
  });

  it.each([
    ['name', 'M', 'MR', 'Name must be at least 2 characters.'],
    ['fullName', 'M', 'MR', 'Full name must be at least 2 characters.'],
    ['shortDescription', 'abcd', 'abcde', 'Short description is required.'],
    ['description', 'abcd', 'abcde', 'Description is required.'],
  ])('%s: %j fails, %j passes, message verbatim', (field, tooShort, justEnough, message) => {
    expect(errorsFor({ [field]: tooShort })).toEqual({ [field]: [message] });
    expect(errorsFor({ [field]: justEnough })).toEqual({});
  });

  it.each(['website', 'sourceCodeRepository', 'licenseUrl'])('checks %s as a URL with "Must be a valid URL."', (field) => {
    expect(errorsFor({ [field]: 'not a url' })).toEqual({ [field]: ['Must be a valid URL.'] });
    expect(errorsFor({ [field]: 'https://example.org/x' })).toEqual({});
  });

  it('requires the website but not the other links', () => {
    expect(errorsFor({ website: '' })).toEqual({ website: ['Must be a valid URL.'] });
    expect(errorsFor({ sourceCodeRepository: '', licenseUrl: '' })).toEqual({});
  });

  it('defaults the development status and requires it when cleared', () => {
    expect(AdminSimulatorForm.parse({ ...valid, developmentStatus: undefined }).developmentStatus).toBe('Actively Maintained');
    expect(ADMIN_SIMULATOR_FORM_DEFAULTS.developmentStatus).toBe('Actively Maintained');
    expect(errorsFor({ developmentStatus: '  ' })).toEqual({ developmentStatus: ['Development status is required.'] });
  });

  it('checks a given release date is YYYY-MM-DD', () => {
    expect(errorsFor({ lastReleaseDate: '2024-04-30' })).toEqual({});
    expect(errorsFor({ lastReleaseDate: '' })).toEqual({});
    expect(errorsFor({ lastReleaseDate: '30/04/2024' })).toEqual({ lastReleaseDate: ['Must be a date as YYYY-MM-DD.'] });
    expect(errorsFor({ lastReleaseDate: '2024-02-30' })).toEqual({ lastReleaseDate: ['Must be a date as YYYY-MM-DD.'] });
  });

  it('checks a given facts-verified date is YYYY-MM-DD, and takes any evidence text', () => {
    expect(errorsFor({ factsVerifiedOn: '2026-11-27', evidence: 'a/b@abc1234:README.md\nfree text' })).toEqual({});
    expect(errorsFor({ factsVerifiedOn: '' })).toEqual({});
    expect(errorsFor({ factsVerifiedOn: '27/11/2026' })).toEqual({ factsVerifiedOn: ['Must be a date as YYYY-MM-DD.'] });
  });

  it('never fails on the JSON text fields', () => {
    expect(errorsFor({ relevantOrganizations: '{oops', benchmark_studies: 'nope' })).toEqual({});
  });
});

describe('adminSimulatorFormToInput', () => {
  it('splits lists, parses JSON text and nulls blank optionals', () => {
    const form = AdminSimulatorForm.parse({
      ...valid,
      programmingLanguages: 'MATLAB, C++ ,',
      applicationAreas: 'Prototyping,  Education',
      keyFeatures: '',
      strengths: 'Flexible',
      licenseType: 'GPL-3.0',
      relevantOrganizations: '["SINTEF", {"name":"NTNU","role":"Partner"}]',
      benchmark_studies: '[{"benchmark_name":"SPE10"}]',
      lastReleaseVersion: '2024b',
      lastReleaseDate: '2024-11-01',
      evidence: 'OPM/opm-simulators@0b42d53d09:opm/models/, opm/simulators/\r\n\n  tag v1.0 (2024-01-01)  \n',
      factsVerifiedOn: '2026-11-27',
    });
    const input = adminSimulatorFormToInput(form);
    expect(input).toMatchObject({
      name: 'MRST',
      programmingLanguages: ['MATLAB', 'C++'],
      applicationAreas: ['Prototyping', 'Education'],
      keyFeatures: [],
      strengths: ['Flexible'],
      licenseType: 'GPL-3.0',
      licenseUrl: null,
      sourceCodeRepository: null,
      relevantOrganizations: ['SINTEF', { name: 'NTNU', role: 'Partner' }],
      benchmark_studies: [
        { benchmark_name: 'SPE10', description: '', publication_or_report_url: null, dataset_url: null, source_url: null },
      ],
      lastReleaseVersion: '2024b',
      lastReleaseDate: '2024-11-01',
      developmentStatus: 'Actively Maintained',
      organizations: [],
      detailedCapabilities: null,
      learningResources: null,
      // One entry a line: the commas inside an entry stay.
      evidence: ['OPM/opm-simulators@0b42d53d09:opm/models/, opm/simulators/', 'tag v1.0 (2024-01-01)'],
      factsVerifiedOn: '2026-11-27',
    });
    expect(SimulatorInput.parse(input)).toEqual(input);
  });

  it('turns empty or unparseable JSON into empty lists', () => {
    const input = adminSimulatorFormToInput(AdminSimulatorForm.parse({ ...valid, relevantOrganizations: '{oops', benchmark_studies: '' }));
    expect(input.relevantOrganizations).toEqual([]);
    expect(input.benchmark_studies).toEqual([]);
    expect(input.licenseType).toBeNull();
    expect(input.lastReleaseDate).toBeNull();
    expect(input.evidence).toEqual([]);
    expect(input.factsVerifiedOn).toBeNull();
  });

  it('keeps the fields the editor does not show', () => {
    const kept = { organizations: ['Org'], detailedCapabilities: { physics: ['x'] }, learningResources: '{"tutorials":[]}' };
    expect(adminSimulatorFormToInput(AdminSimulatorForm.parse(valid), kept)).toMatchObject(kept);
  });

  it('round-trips a stored simulator through the editor', () => {
    const sim = makeSimulator({
      relevantOrganizations: ['SINTEF', { name: 'NTNU', role: 'Partner', url: 'https://ntnu.example' }],
      benchmark_studies: [
        { benchmark_name: 'SPE10', description: 'x', publication_or_report_url: null, dataset_url: null, source_url: null },
      ],
      licenseUrl: 'https://example.org/license',
      strengths: ['Fast', 'Open'],
      evidence: ['OPM/opm-simulators@0b42d53d09:README.md (GPLv3+), opm/io/', 'tag 2024.10 (2024-10-15)'],
      factsVerifiedOn: '2026-11-27',
      capabilities: [{ term: 'mpi', evidence: { source: 'record', field: 'parallelization_approaches', text: 'MPI' } }],
    });
    const input = adminSimulatorFormToInput(AdminSimulatorForm.parse(simulatorToAdminForm(sim)), sim);
    // Terms left as stored are not sent, which keeps the stored ones on an update (SimulatorInput).
    const { id: _id, updatedAt: _updatedAt, version: _version, repository: _repository, capabilities: _capabilities, ...expected } = sim;
    expect(input).toEqual(expected);
  });

  it("lists the stored terms as the form's choice", () => {
    const sim = makeSimulator({
      capabilities: [
        { term: 'mpi', evidence: { source: 'record', field: 'parallelization_approaches', text: 'MPI' } },
        { term: 'gpu', evidence: { source: 'admin', by: 'root', at: '2026-01-02T03:04:05.000Z' } },
      ],
    });
    expect(simulatorToAdminForm(sim).capabilities).toEqual(['mpi', 'gpu']);
    expect(ADMIN_SIMULATOR_FORM_DEFAULTS.capabilities).toEqual([]);
  });
});

describe('the capability terms a save sends', () => {
  const stored = makeSimulator({
    capabilities: [
      { term: 'mpi', evidence: { source: 'record', field: 'parallelization_approaches', text: 'MPI' } },
      { term: 'gpu', evidence: { source: 'admin', by: 'root', at: '2026-01-02T03:04:05.000Z' } },
    ],
  });
  const sent = (capabilities: string[], kept?: typeof stored) =>
    adminSimulatorFormToInput(AdminSimulatorForm.parse({ ...valid, capabilities }), kept);

  it('on a new simulator: none when none is chosen (the server derives), the chosen ids otherwise', () => {
    expect(sent([])).not.toHaveProperty('capabilities');
    expect(sent(['gpu', 'mpi']).capabilities).toEqual(['gpu', 'mpi']);
    expect(SimulatorInput.parse(sent(['gpu'])).capabilities).toEqual(['gpu']);
  });

  it('on an edit: none while the set is the stored one, in any order, so record evidence stays uncurated', () => {
    expect(sent(['mpi', 'gpu'], stored)).not.toHaveProperty('capabilities');
    expect(sent(['gpu', 'mpi'], stored)).not.toHaveProperty('capabilities');
  });

  it('on an edit: the whole chosen list once it differs, an emptied list included, each id once', () => {
    expect(sent(['mpi', 'gpu', 'threads'], stored).capabilities).toEqual(['mpi', 'gpu', 'threads']);
    expect(sent(['gpu'], stored).capabilities).toEqual(['gpu']);
    expect(sent([], stored).capabilities).toEqual([]);
    expect(sent(['mpi', 'mpi'], stored).capabilities).toEqual(['mpi']);
  });
});
