import type { SimulatorInput } from '@rsd/core';
import type { CapabilitiesSeed, LearningResourcesSeed } from './seed-shapes';
import { REFERENCE_FACTS_VERIFIED_ON } from './reference-facts';

/** pyopmspe11, SPE11 CSP, toughio, PyTOUGH. */
export const simulatorsF: SimulatorInput[] = [
  {
    name: 'pyopmspe11',
    fullName: 'pyopmspe11: A Python framework using OPM Flow for the SPE11 benchmark project',
    shortDescription:
      'Reproduces the SPE11 CO2-storage benchmark (cases A, B, C) end to end with OPM Flow, from configuration file to reporting data.',
    description:
      "pyopmspe11 prepares the three cases of the 11th SPE Comparative Solution Project (SPE11A, B and C) on geological CO2 storage, runs them with OPM Flow and produces the reporting data, all from a configuration file and a single command. It is copyrighted by NORCE, funded by the Center for Sustainable Subsurface Resources and described in a 2025 JOSS paper. The repository's licence file is MIT while its packaging metadata declares GPLv3, and no tagged release was confirmed.",
    website: 'https://OPM.github.io/pyopmspe11/introduction.html',
    sourceCodeRepository: 'https://github.com/OPM/pyopmspe11',
    licenseType: 'MIT',
    licenseUrl: 'https://github.com/OPM/pyopmspe11/blob/HEAD/LICENSE',
    programmingLanguages: ['Python'],
    applicationAreas: ['CO2 storage', 'Benchmarking'],
    keyFeatures: ['Sets up SPE11 cases A, B and C', 'Single-command runs from a configuration file', 'Uses OPM Flow'],
    strengths: [
      'Reproduces all three SPE11 cases',
      'Single-command workflow from a configuration file',
      'Described in the Journal of Open Source Software',
    ],
    developmentStatus: 'Maintained',
    lastReleaseVersion: null,
    lastReleaseDate: null,
    organizations: [
      { name: 'NORCE', role: 'Copyright holder' },
      { name: 'Center for Sustainable Subsurface Resources (CSSR)', role: 'Funder', url: 'https://cssr.no' },
    ],
    relevantOrganizations: [
      { name: 'NORCE', role: 'Copyright holder' },
      { name: 'Center for Sustainable Subsurface Resources (CSSR)', role: 'Funder', url: 'https://cssr.no' },
    ],
    benchmark_studies: [
      {
        benchmark_name: 'SPE11 CO2-storage cases A, B and C with OPM Flow',
        description: 'Workflow that sets up, runs and reports the three SPE11 cases with OPM Flow, described in the 2025 JOSS paper.',
        publication_or_report_url: 'https://doi.org/10.21105/joss.07357',
        dataset_url: null,
        source_url: 'https://github.com/OPM/pyopmspe11',
      },
    ],
    detailedCapabilities: {
      physics_and_models: [],
      numerical_schemes: [],
      interoperability: {
        supported_input_formats: [{ format_name: 'Text/TOML configuration files', details: '' }],
        supported_output_formats: [],
        api_integrations: [
          {
            api_type: 'Command-line workflow',
            details: 'Single-command runs from a configuration file',
            documentation_url: 'https://OPM.github.io/pyopmspe11/introduction.html',
          },
        ],
        external_tool_compatibility: [
          { tool_name: 'OPM Flow', tool_type: 'Simulator', integration_details: 'Runs the SPE11 cases' },
          {
            tool_name: 'SPE11 CSP',
            tool_type: 'Benchmark',
            integration_details: 'Implements the SPE11A/B/C case descriptions',
          },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'Documentation',
          url: 'https://OPM.github.io/pyopmspe11/introduction.html',
          description: 'pyopmspe11: Documentation.',
          type: 'documentation',
        },
        {
          title: 'Installation',
          url: 'https://OPM.github.io/pyopmspe11/installation.html',
          description: 'pyopmspe11: Installation.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Examples',
          url: 'https://OPM.github.io/pyopmspe11/examples.html',
          description: 'pyopmspe11: Examples.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'pyopmspe11: A Python framework using OPM Flow for the SPE11 benchmark project',
          url: 'https://doi.org/10.21105/joss.07357',
          authors: 'Landa-Marbán, D.; Sandve, T.H.',
          year: 2025,
          journal_conference: 'Journal of Open Source Software 10(105), 7357',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/OPM/pyopmspe11/issues',
          description: 'Issue tracker for pyopmspe11.',
        },
      ],
      relevant_organizations: [
        { name: 'NORCE', role: 'Copyright holder' },
        { name: 'Center for Sustainable Subsurface Resources (CSSR)', role: 'Funder', url: 'https://cssr.no' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'cssr-tools/pyopmspe11@e816769f41:README.md (points to OPM/pyopmspe11)',
      'cssr-tools/pyopmspe11@e816769f41:LICENSE (MIT, Copyright 2023 NORCE)',
      'cssr-tools/pyopmspe11@e816769f41:pyproject.toml (license MIT; classifier says GPLv3 - inconsistent)',
      "__version__ = '2025.10-pre' at snapshot HEAD (no tags in snapshot)",
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'SPE11 CSP',
    fullName: '11th SPE Comparative Solution Project (SPE11 CSP) repository',
    shortDescription:
      'Shared materials of the SPE11 carbon-storage benchmark: official case text, Gmsh geometries, ready decks for several simulators and scoring scripts.',
    description:
      'This repository accompanies the 11th SPE Comparative Solution Project (SPE11), a community benchmark of simulators for geological CO2 storage. It holds the official case description, Gmsh geometries for SPE11a, b and c, input decks for GEOS, DuMux, ECLIPSE-format simulators and OPM Flow, thermodynamic data and scripts that compute the SPE11 distance between results. It is a benchmark resource rather than a simulator, with Jupyter notebooks and REUSE-compliant licensing (MIT, CC-BY-4.0 and CC0-1.0).',
    website: 'https://spe.org/csp/spe11/',
    sourceCodeRepository: 'https://github.com/Simulation-Benchmarks/11thSPE-CSP',
    licenseType: 'MIT AND CC-BY-4.0 AND CC0-1.0',
    licenseUrl: 'https://github.com/Simulation-Benchmarks/11thSPE-CSP/tree/HEAD/LICENSES',
    programmingLanguages: ['Python'],
    applicationAreas: ['CO2 storage', 'Benchmarking'],
    keyFeatures: [
      'Official CSP description',
      'Geometry files (Gmsh .geo) for SPE11a/b/c',
      'Input decks for GEOS, DuMux, ECLIPSE-format and OPM Flow',
      'Scripts computing the SPE11 distance and evaluating results',
      'Jupyter notebooks (runnable on NFDI JupyterHub)',
      'REUSE-compliant licensing',
    ],
    strengths: [
      'Common reference for comparing CO2-storage simulators',
      'Ready input decks for several simulators',
      'Evaluation scripts and runnable notebooks',
      'REUSE-compliant licensing',
    ],
    developmentStatus: 'Maintained',
    lastReleaseVersion: '1.0.0',
    lastReleaseDate: '2026-04-20',
    organizations: [
      {
        name: 'Society of Petroleum Engineers (SPE)',
        role: 'Comparative Solution Project host',
        url: 'https://spe.org/csp/spe11/',
      },
    ],
    relevantOrganizations: [
      {
        name: 'Society of Petroleum Engineers (SPE)',
        role: 'Comparative Solution Project host',
        url: 'https://spe.org/csp/spe11/',
      },
    ],
    benchmark_studies: [
      {
        benchmark_name: '11th SPE Comparative Solution Project (SPE11)',
        description:
          'Official description, geometries (SPE11a/b/c), simulator input decks and evaluation scripts of the SPE11 geological CO2-storage benchmark.',
        publication_or_report_url: 'https://github.com/Simulation-Benchmarks/11thSPE-CSP/tree/main/description',
        dataset_url: 'https://doi.org/10.5281/zenodo.20760402',
        source_url: 'https://github.com/Simulation-Benchmarks/11thSPE-CSP',
      },
    ],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'CO2 storage benchmark',
          description: 'Specification of CO2 injection and storage cases (SPE11a/b/c)',
        },
      ],
      numerical_schemes: [],
      interoperability: {
        supported_input_formats: [
          { format_name: 'Gmsh geometry', details: '.geo' },
          { format_name: 'Simulator input decks', details: 'GEOS, DuMux, ECLIPSE, OPM Flow' },
        ],
        supported_output_formats: [],
        api_integrations: [],
        external_tool_compatibility: [
          { tool_name: 'GEOS', tool_type: 'Simulator', integration_details: 'Input decks provided' },
          { tool_name: 'DuMux', tool_type: 'Simulator', integration_details: 'Input decks provided' },
          { tool_name: 'OPM Flow', tool_type: 'Simulator', integration_details: 'Input decks provided' },
          {
            tool_name: 'ECLIPSE-format simulators',
            tool_type: 'Simulator',
            integration_details: 'ECLIPSE-format input decks provided',
          },
          { tool_name: 'Gmsh', tool_type: 'Geometry', integration_details: 'Geometry files (.geo) for SPE11a/b/c' },
          {
            tool_name: 'Jupyter',
            tool_type: 'Notebooks',
            integration_details: 'Notebooks runnable on NFDI JupyterHub',
          },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'CSP description folder',
          url: 'https://github.com/Simulation-Benchmarks/11thSPE-CSP/tree/main/description',
          description: 'SPE11 CSP: CSP description folder.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Notebooks',
          url: 'https://github.com/Simulation-Benchmarks/11thSPE-CSP/tree/main/notebooks',
          description: 'SPE11 CSP: Notebooks.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: '11th SPE CSP (software/data archive)',
          url: 'https://doi.org/10.5281/zenodo.20760402',
          authors: 'Flemisch, B.; Landa Marbán, D.; Gläser, D.; Both, J.W.; Nordbotten, J.M.; et al.',
          year: 2026,
          journal_conference: 'Zenodo',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/Simulation-Benchmarks/11thSPE-CSP/issues',
          description: 'Issue tracker for SPE11 CSP.',
        },
      ],
      relevant_organizations: [
        {
          name: 'Society of Petroleum Engineers (SPE)',
          role: 'Comparative Solution Project host',
          url: 'https://spe.org/csp/spe11/',
        },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'Simulation-Benchmarks/11thSPE-CSP@9fe8050500:README.md',
      'Simulation-Benchmarks/11thSPE-CSP@9fe8050500:REUSE.toml, LICENSES/',
      'Simulation-Benchmarks/11thSPE-CSP@9fe8050500:citation.cff (version 1.0.0, date-released 2026-04-20)',
      'tag v1.0.0 (tag date 2026-06-19)',
      'input_decks/ (GEOS, dumux, eclipse, opm_flow)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'toughio',
    fullName: 'toughio: Pre- and post-processing Python library for TOUGH',
    shortDescription:
      'Python helper for TOUGH users: generate meshes and input files, then read results and turn them into VTK, Tecplot or XDMF for plotting.',
    description:
      'toughio is a pre- and post-processing library for the TOUGH family of simulators from Lawrence Berkeley National Laboratory. It generates MESHMAKER-style structured and radial meshes, imports meshes from Abaqus, FLAC3D, Gmsh and LaGriT, reads and writes TOUGH input files, and converts TOUGH output to formats such as VTK, Tecplot and XDMF through meshio, with PyVista for visualisation. TOUGH3 itself is not open source; toughio is its open companion. The release shown was read from an older copy of the repository, so newer releases may exist.',
    website: 'https://keurfonluu.github.io/toughio/',
    sourceCodeRepository: 'https://github.com/keurfonluu/toughio',
    licenseType: 'BSD-3-Clause',
    licenseUrl: 'https://github.com/keurfonluu/toughio/blob/HEAD/LICENSE',
    programmingLanguages: ['Python'],
    applicationAreas: ['Pre/post-processing for TOUGH', 'CO2 storage', 'Geothermal', 'Multiphase subsurface flow'],
    keyFeatures: [
      'MESHMAKER-like structured and radial mesh generation',
      'Import meshes from Abaqus, FLAC3D, Gmsh, LaGriT (via meshio)',
      'Read/write TOUGH input files and JSON-able parameter dictionaries',
      'Read TOUGH outputs; export via meshio (VTK, Tecplot, XDMF)',
      'PyVista visualization and animations',
    ],
    strengths: [
      'Imports meshes from many tools via meshio',
      'Reads and writes TOUGH input files as Python dictionaries',
      'Exports results to VTK, Tecplot and XDMF',
      'PyVista visualisation and animations',
    ],
    developmentStatus: 'Maintained',
    lastReleaseVersion: '1.15.1',
    lastReleaseDate: '2024-08-19',
    organizations: [
      {
        name: 'The Regents of the University of California, through Lawrence Berkeley National Laboratory',
        role: 'Copyright holder',
      },
    ],
    relevantOrganizations: [
      {
        name: 'The Regents of the University of California, through Lawrence Berkeley National Laboratory',
        role: 'Copyright holder',
      },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [],
      numerical_schemes: [],
      interoperability: {
        supported_input_formats: [
          { format_name: 'TOUGH input files', details: '' },
          { format_name: 'Abaqus, FLAC3D, Gmsh, LaGriT meshes', details: '' },
        ],
        supported_output_formats: [
          { format_name: 'TOUGH MESH/INCON files', details: '' },
          { format_name: 'meshio formats', details: 'e.g. VTK, Tecplot' },
          { format_name: 'XDMF', details: '' },
        ],
        api_integrations: [
          {
            api_type: 'Python library',
            details: 'Pre- and post-processing API',
            documentation_url: 'https://keurfonluu.github.io/toughio/',
          },
        ],
        external_tool_compatibility: [
          {
            tool_name: 'TOUGH simulators',
            tool_type: 'Simulator',
            integration_details: 'Writes their input files and reads their output',
          },
          { tool_name: 'meshio', tool_type: 'Mesh I/O', integration_details: 'Mesh import and export' },
          { tool_name: 'PyVista', tool_type: 'Visualization', integration_details: 'Plots and animations' },
          {
            tool_name: 'Abaqus, FLAC3D, Gmsh, LaGriT',
            tool_type: 'Mesh generators',
            integration_details: 'Mesh import',
          },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'Documentation',
          url: 'https://keurfonluu.github.io/toughio/',
          description: 'toughio: Documentation.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [
        {
          title: 'toughio: Pre- and post-processing Python library for TOUGH',
          url: 'https://doi.org/10.21105/joss.02412',
          authors: 'Luu, K.',
          year: 2020,
          journal_conference: 'Journal of Open Source Software',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/keurfonluu/toughio/issues',
          description: 'Issue tracker for toughio.',
        },
      ],
      relevant_organizations: [
        {
          name: 'The Regents of the University of California, through Lawrence Berkeley National Laboratory',
          role: 'Copyright holder',
        },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'keurfonluu/toughio@589f304b0e:README.rst',
      'keurfonluu/toughio@589f304b0e:LICENSE',
      'keurfonluu/toughio@589f304b0e:CITATION.cff',
      'keurfonluu/toughio@589f304b0e:paper/paper.md (date 26 July 2020)',
      'tag v1.15.1 (2024-08-19)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'PyTOUGH',
    fullName: 'PyTOUGH (Python TOUGH)',
    shortDescription:
      'Python scripting for TOUGH2 models: build and edit grids and data files, analyse listing output, and convert models for Waiwera.',
    description:
      'PyTOUGH lets users script TOUGH2 modelling workflows in Python: creating and editing grids (mulgrid) and data files, reading listing output and analysing results. It includes IAPWS-97 thermodynamics and can convert TOUGH2 models into Waiwera JSON input. TOUGH2 itself is not open source; PyTOUGH is an open companion, installable with pip.',
    website: 'https://pytough.readthedocs.io',
    sourceCodeRepository: 'https://github.com/acroucher/PyTOUGH',
    licenseType: 'LGPL-3.0-or-later',
    licenseUrl: 'https://github.com/acroucher/PyTOUGH/blob/HEAD/LICENSE',
    programmingLanguages: ['Python'],
    applicationAreas: ['Pre/post-processing for TOUGH2', 'Geothermal'],
    keyFeatures: [
      'Create/edit TOUGH2 grids (mulgrid) and data files',
      'Read TOUGH2 listing output',
      'Export TOUGH2 models to Waiwera JSON',
      'IAPWS-97 thermodynamics',
      'pip installable (PyTOUGH)',
    ],
    strengths: ['Scripted creation and editing of TOUGH2 models', 'Path from TOUGH2 models to Waiwera', 'Built-in IAPWS-97 thermodynamics'],
    developmentStatus: 'Maintained',
    lastReleaseVersion: '1.6.5',
    lastReleaseDate: '2025-03-31',
    organizations: [],
    relevantOrganizations: [],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [{ capability_name: 'Water/steam thermodynamics', description: 'IAPWS-97 thermodynamic routines' }],
      numerical_schemes: [],
      interoperability: {
        supported_input_formats: [
          { format_name: 'TOUGH2 data files', details: '' },
          { format_name: 'MULgraph geometry files', details: '' },
          { format_name: 'TOUGH2 listing files', details: '' },
        ],
        supported_output_formats: [
          { format_name: 'TOUGH2 data files', details: '' },
          { format_name: 'Waiwera JSON', details: '' },
        ],
        api_integrations: [
          {
            api_type: 'Python library',
            details: 'Installed with pip (PyTOUGH)',
            documentation_url: 'https://pytough.readthedocs.io',
          },
        ],
        external_tool_compatibility: [
          {
            tool_name: 'TOUGH2',
            tool_type: 'Simulator',
            integration_details: 'Reads and writes data files and reads listing output',
          },
          {
            tool_name: 'Waiwera',
            tool_type: 'Simulator',
            integration_details: 'Exports TOUGH2 models to Waiwera JSON',
          },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'User guide',
          url: 'https://pytough.readthedocs.io',
          description: 'PyTOUGH: User guide.',
          type: 'documentation',
        },
        {
          title: 'Wiki',
          url: 'https://github.com/acroucher/PyTOUGH/wiki/',
          description: 'PyTOUGH: Wiki.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/acroucher/PyTOUGH/issues',
          description: 'Issue tracker for PyTOUGH.',
        },
      ],
      relevant_organizations: [],
    } satisfies LearningResourcesSeed,
    evidence: [
      'acroucher/PyTOUGH@34d9b9f684:README.md',
      'acroucher/PyTOUGH@34d9b9f684:LICENSE and t2data.py header (LGPL v3 or later)',
      'acroucher/PyTOUGH@34d9b9f684:t2data.py (json() returns Waiwera JSON dictionary)',
      'tag v.1.6.5 (2025-03-31)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
];
