import { CAPABILITY_VOCABULARY_VERSION, deriveCapabilities, SimulatorInput, type Job, type Technology } from '@rsd/core';
import { makeJob, makeTechnology } from '@rsd/core/testing';
import type { Pool } from 'pg';
import { withSyncedWrite } from '../../apps/server/src/db/transactions';

/** mulberry32: a small seeded PRNG, so every run inserts the same rows. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const WORDS = (
  'reservoir simulator porous media flow black-oil compositional thermal fully implicit adaptive grid corner-point ' +
  'unstructured finite volume element Newton solver preconditioner multigrid parallel MPI GPU well model multisegment ' +
  'fracture dual porosity permeability upscaling history matching ensemble uncertainty CO2 storage hydrogen geothermal ' +
  'aquifer capillary pressure relative permeability phase behaviour equation of state tracer polymer surfactant foam ' +
  'geomechanics coupling poroelastic subsidence compaction faults transmissibility streamline sequential splitting ' +
  'automatic differentiation sensitivity optimisation workflow scripting input deck output restart visualisation ' +
  'benchmark validation verification community documentation tutorial research industry open source release'
).split(' ');
const LANGUAGES = ['C++', 'C', 'Fortran', 'Python', 'MATLAB', 'Julia', 'Java', 'Rust', 'Octave'];
const LICENSES = ['GPL-3.0-or-later', 'LGPL-2.1', 'MIT', 'BSD-3-Clause', 'Apache-2.0', 'MPL-2.0', null];
const STATUSES = ['Actively Maintained', 'Maintained', 'Limited Maintenance', 'Archived'];

interface Picker {
  int(min: number, max: number): number;
  one<T>(items: readonly T[]): T;
  words(min: number, max: number): string;
  sentences(count: number): string;
  list<T>(min: number, max: number, make: (k: number) => T): T[];
}

function picker(seed: number): Picker {
  const random = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const one = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const words = (min: number, max: number) => Array.from({ length: int(min, max) }, () => one(WORDS)).join(' ');
  const sentence = () => {
    const text = words(7, 15);
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  return {
    int,
    one,
    words,
    sentences: (count) => Array.from({ length: count }, sentence).join(' '),
    list: (min, max, make) => Array.from({ length: int(min, max) }, (_, k) => make(k)),
  };
}

/**
 * Simulator `n` of a synthetic set: every field filled, descriptions and JSON blobs a little larger
 * than the real seed's (about 5.4 KB of JSON a row against 4.6 KB), pseudo-random prose over a small
 * vocabulary so gzip cannot fold repeated rows together.
 */
export function syntheticSimulator(n: number): SimulatorInput {
  const p = picker(n + 1);
  const site = `https://sim-${n}.example.org`;
  const org = (k: number) => ({
    name: `Example Lab ${n}-${k}`,
    role: p.one(['Developer', 'Sponsor', 'Contributor']),
    url: `${site}/org/${k}`,
  });
  const text = (min: number, max: number) => {
    const t = p.words(min, max);
    return `${t.charAt(0).toUpperCase()}${t.slice(1)}`;
  };
  return SimulatorInput.parse({
    name: `SynSim ${n}`,
    fullName: `Synthetic ${text(2, 4)} simulator ${n}`,
    shortDescription: p.sentences(1),
    description: p.sentences(p.int(3, 6)),
    website: `${site}/`,
    sourceCodeRepository: `https://example.org/synthetic/sim-${n}`,
    licenseType: p.one(LICENSES),
    licenseUrl: `${site}/license`,
    programmingLanguages: p.list(1, 3, () => p.one(LANGUAGES)),
    applicationAreas: p.list(2, 5, () => text(2, 4)),
    keyFeatures: p.list(4, 7, () => text(3, 7)),
    strengths: p.list(3, 4, () => text(4, 8)),
    developmentStatus: p.one(STATUSES),
    lastReleaseVersion: `${p.int(1, 9)}.${p.int(0, 30)}`,
    lastReleaseDate: `20${p.int(10, 25)}-${String(p.int(1, 12)).padStart(2, '0')}-${String(p.int(1, 28)).padStart(2, '0')}`,
    organizations: p.list(1, 3, org),
    relevantOrganizations: p.list(1, 2, org),
    benchmark_studies: p.list(0, 1, (k) => ({
      benchmark_name: `Benchmark ${text(1, 3)} ${k}`,
      description: p.sentences(1),
      publication_or_report_url: `https://doi.org/10.5555/bench.${n}.${k}`,
      dataset_url: null,
      source_url: `${site}/benchmarks/${k}`,
    })),
    detailedCapabilities: {
      physics_and_models: p.list(3, 5, () => ({ capability_name: text(1, 3), description: text(3, 7) })),
      numerical_schemes: p.list(2, 3, () => ({ scheme_type: text(1, 2), methods_used: text(5, 10) })),
      interoperability: {
        supported_input_formats: p.list(1, 2, () => ({ format_name: text(1, 3), details: text(2, 5) })),
        supported_output_formats: p.list(1, 3, () => ({ format_name: text(1, 3), details: text(2, 6) })),
        api_integrations: p.list(0, 2, (k) => ({ api_type: text(1, 2), details: text(4, 8), documentation_url: `${site}/api/${k}` })),
        external_tool_compatibility: p.list(1, 3, () => ({
          tool_name: text(1, 2),
          tool_type: text(1, 2),
          integration_details: text(5, 9),
        })),
      },
      hpc_and_performance: {
        parallelization_approaches: p.list(1, 2, () => ({ type: p.one(['MPI', 'OpenMP', 'GPU', 'Threads']), details: text(4, 8) })),
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    },
    learningResources: {
      official_documentation: p.list(1, 2, (k) => ({
        title: text(2, 5),
        url: `${site}/docs/${k}`,
        description: p.sentences(1),
        type: 'documentation',
      })),
      tutorials_examples: p.list(0, 1, (k) => ({
        title: text(2, 5),
        url: `${site}/tutorials/${k}`,
        description: p.sentences(1),
        type: 'tutorial',
      })),
      key_publications_academic: p.list(1, 2, (k) => ({
        title: text(5, 10),
        url: `https://doi.org/10.5555/sim.${n}.${k}`,
        authors: `Author, A.; Writer, B.; Scholar, C.`,
        year: p.int(1995, 2025),
        journal_conference: `Journal of ${text(2, 4)}`,
      })),
      community_support_channels: p.list(1, 2, (k) => ({
        channel_type: p.one(['Forum', 'Issue tracker', 'Mailing list']),
        url: `${site}/community/${k}`,
        description: text(3, 6),
      })),
      relevant_organizations: p.list(1, 2, org),
    },
  });
}

const NAME_PREFIXES = [
  'Aqua',
  'Basin',
  'Carbo',
  'Delta',
  'Flux',
  'Geo',
  'Hydro',
  'Karst',
  'Litho',
  'Magma',
  'Nova',
  'Petro',
  'Poro',
  'Quartz',
  'Rift',
  'Strata',
  'Terra',
  'Vortex',
];
const NAME_SUFFIXES = ['Flow', 'Sim', 'Lab', 'Suite', 'Kit', 'Solve', 'Core', 'Works', 'Grid', 'Mod'];

/** A synthetic tool's name, as varied as a real directory's ("PetroGrid 1234"). */
export const syntheticName = (n: number): string =>
  `${NAME_PREFIXES[n % NAME_PREFIXES.length]}${NAME_SUFFIXES[Math.floor(n / NAME_PREFIXES.length) % NAME_SUFFIXES.length]} ${n}`;
/** Organisations as a real directory names them: a few dozen, each behind many tools. */
const ORGANISATIONS = [
  'University of Stuttgart (IWS)',
  'SINTEF Digital',
  'Equinor ASA',
  'TU Delft',
  'Stanford University',
  'Imperial College London',
  'Heriot-Watt University',
  'NORCE Norwegian Research Centre',
  'TotalEnergies',
  'Shell Global Solutions',
  'Petrobras',
  'Lawrence Berkeley National Laboratory',
  'Los Alamos National Laboratory',
  'Sandia National Laboratories',
  'Pacific Northwest National Laboratory',
  'Bureau of Economic Geology',
  'IFP Energies nouvelles',
  'BRGM',
  'GFZ Potsdam',
  'ETH Zürich',
  'Politecnico di Milano',
  'University of Bergen',
  'NTNU',
  'Colorado School of Mines',
  'Texas A&M University',
  'University of Texas at Austin',
  'ExxonMobil Upstream Research',
  'CSIRO',
  'Université de Pau',
  'Chalmers',
];
/** Capability names as the vocabulary and the seed write them. */
const CAPABILITIES = [
  'Black-oil flow',
  'Compositional flow',
  'Thermal recovery',
  'CO2 storage',
  'Hydrogen storage',
  'Geothermal',
  'Geomechanics',
  'Poroelasticity',
  'Fracture flow',
  'Dual porosity',
  'Reactive transport',
  'Polymer flooding',
  'Surfactant EOR',
  'Foam',
  'Multisegment wells',
  'Richards equation',
  'Non-isothermal flow',
  'Pore-network modelling',
  'Capillary trapping',
  'History matching',
];
const TECHNOLOGY_WORDS = [
  'Adaptive',
  'Smart',
  'Digital',
  'Fibre-optic',
  'Downhole',
  'Seismic',
  'Autonomous',
  'Modular',
  'Subsea',
  'Predictive',
];
const TECHNOLOGY_NOUNS = [
  'monitoring',
  'completion',
  'gauge',
  'twin',
  'separator',
  'controller',
  'sensor array',
  'pump',
  'tracer system',
  'inversion',
];
const TECHNOLOGY_CATEGORIES = [
  'reservoir_simulation',
  'well_engineering',
  'monitoring',
  'drilling',
  'production_optimisation',
  'carbon_storage',
];
const JOB_TITLES = [
  'Reservoir Engineer',
  'Simulation Engineer',
  'Geomechanics Specialist',
  'Research Software Engineer',
  'Petrophysicist',
  'Postdoctoral Researcher',
  'HPC Developer',
  'CCS Modelling Lead',
];
const CITIES = ['Stavanger', 'Houston, TX', 'Aberdeen', 'Delft', 'Stuttgart', 'Calgary', 'Perth', 'Rio de Janeiro', 'Remote'];

/**
 * The synthetic simulator `n` with what a search reads made realistic: a varied name ('PetroGrid 1234'), organisations
 * and capability names from small real-looking sets (so a word such as 'Stuttgart' or 'Geomechanics' is shared by many
 * tools, as in the directory). The rest is syntheticSimulator's; its own rows are unchanged.
 */
export function directorySimulator(n: number): SimulatorInput {
  const base = syntheticSimulator(n);
  const p = picker(0x5eed_0000 + n);
  const name = syntheticName(n);
  const organisations = p.list(1, 3, () => ({ name: p.one(ORGANISATIONS), role: p.one(['Developer', 'Sponsor', 'Contributor']) }));
  const capabilities = base.detailedCapabilities;
  return {
    ...base,
    name,
    fullName: base.fullName.replace(/^Synthetic/, name),
    organizations: organisations,
    relevantOrganizations: organisations.slice(0, 2),
    detailedCapabilities: {
      ...(typeof capabilities === 'object' && capabilities !== null ? capabilities : {}),
      physics_and_models: p.list(3, 6, () => ({ capability_name: p.one(CAPABILITIES), description: p.words(3, 7) })),
    },
  };
}

/** A synthetic technology (id `n + 1`): vendor from the organisations, prose from the simulators' vocabulary. */
export function syntheticTechnology(n: number): Technology {
  const p = picker(0x7ec4_0000 + n);
  return makeTechnology({
    id: n + 1,
    name: `${p.one(TECHNOLOGY_WORDS)} ${p.one(TECHNOLOGY_NOUNS)} ${n}`,
    shortName: null,
    vendorName: p.one(ORGANISATIONS),
    overview: p.sentences(2),
    challenge: p.sentences(2),
    solution: p.sentences(2),
    benefits: p.list(2, 4, () => p.words(3, 6)).join('\n'),
    category: p.one(TECHNOLOGY_CATEGORIES),
    deployedCompanies: p.list(0, 3, () => p.one(ORGANISATIONS)),
  });
}

/** A synthetic job posting (id `n + 1`). */
export function syntheticJob(n: number): Job {
  const p = picker(0x70b5_0000 + n);
  return makeJob({
    id: n + 1,
    title: `${p.one(JOB_TITLES)} (${p.one(CAPABILITIES)})`,
    company: p.one(ORGANISATIONS),
    location: p.one(CITIES),
    tags: p.list(2, 5, () => p.words(1, 2)),
    description: p.sentences(3),
    requirements: p.sentences(2),
    responsibilities: p.sentences(2),
  });
}

/** Rows of the `simulators` table, keyed by column name, for jsonb_populate_recordset. */
function toColumns(s: SimulatorInput) {
  return {
    name: s.name,
    full_name: s.fullName,
    short_description: s.shortDescription,
    description: s.description,
    website: s.website,
    source_code_repository: s.sourceCodeRepository,
    license_type: s.licenseType,
    license_url: s.licenseUrl,
    programming_languages: s.programmingLanguages,
    application_areas: s.applicationAreas,
    key_features: s.keyFeatures,
    strengths: s.strengths,
    development_status: s.developmentStatus,
    last_release_version: s.lastReleaseVersion,
    last_release_date: s.lastReleaseDate,
    organizations: s.organizations,
    relevant_organizations: s.relevantOrganizations,
    benchmark_studies: s.benchmark_studies,
    detailed_capabilities: s.detailedCapabilities,
    learning_resources: s.learningResources,
    // The terms the server derives for a row it writes (a bench inserts around it): listings carry them, and the
    // capability filters read them.
    capabilities: deriveCapabilities(s.detailedCapabilities),
    capabilities_vocabulary: CAPABILITY_VOCABULARY_VERSION,
  };
}
const COLUMNS = Object.keys(toColumns(syntheticSimulator(0))).join(', ');

/** Rows a statement: each batch is one JSON parameter of a few MB. */
const BATCH = 500;

/**
 * Inserts `simulators` in one synced-write transaction with multi-row INSERTs (the sync triggers still
 * stamp every row with its own version, exactly as for a single-row insert). Returns how many were inserted.
 */
export function insertSimulators(pool: Pool, simulators: SimulatorInput[]): Promise<number> {
  return withSyncedWrite(pool, async (client) => {
    let inserted = 0;
    for (let start = 0; start < simulators.length; start += BATCH) {
      const rows = simulators.slice(start, start + BATCH).map(toColumns);
      const result = await client.query(
        `INSERT INTO simulators (${COLUMNS})
         SELECT ${COLUMNS} FROM jsonb_populate_recordset(NULL::simulators, $1::jsonb)`,
        [JSON.stringify(rows)],
      );
      inserted += result.rowCount ?? 0;
    }
    return inserted;
  });
}

/** The sync benchmark's synthetic row, with names as varied as a real directory's ("PetroGrid 1234"). */
export function homeSimulator(n: number): SimulatorInput {
  const base = syntheticSimulator(n);
  const name = syntheticName(n);
  return { ...base, name, fullName: base.fullName.replace(/^Synthetic/, name) };
}
