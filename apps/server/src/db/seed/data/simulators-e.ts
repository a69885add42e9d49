import type { SimulatorInput } from '@rsd/core';
import type { CapabilitiesSeed, LearningResourcesSeed } from './seed-shapes';
import { REFERENCE_FACTS_VERIFIED_ON } from './reference-facts';

/** FEHM, ert, ResData, pyopmnearwell. */
export const simulatorsE: SimulatorInput[] = [
  {
    name: 'FEHM',
    fullName: 'Finite Element Heat and Mass Transfer Code',
    shortDescription:
      'Long-standing LANL simulator for heat, water, gas and contaminant movement plus rock stress, used in geothermal, waste-isolation and carbon studies.',
    description:
      'FEHM (Finite Element Heat and Mass Transfer) is developed at Los Alamos National Laboratory. Its models cover non-isothermal multiphase flow including boiling and condensation, the movement of groundwater and contaminants, and rock stress and displacement, whether or not the medium is fractured. Flow and heat use a control-volume method with exact mass and energy conservation, with optional finite elements for deformation and flow. It builds on Linux, macOS and Windows, has a Python-based test and V&V suite, and is used by dfnWorks.',
    website: 'https://fehm.lanl.gov',
    sourceCodeRepository: 'https://github.com/lanl/FEHM',
    licenseType: 'BSD-3-Clause',
    licenseUrl: 'https://github.com/lanl/FEHM/blob/HEAD/LICENSE.md',
    programmingLanguages: ['Fortran', 'Python'],
    applicationAreas: [
      'Groundwater',
      'Geothermal / EGS',
      'CO2 storage',
      'Nuclear waste isolation',
      'Oil and gas',
      'Arctic permafrost',
      'Environmental remediation',
    ],
    keyFeatures: [
      'Control-volume method for flow and heat (exact mass/energy conservation)',
      'Optional FE for displacement/stress and for flow',
      'Multiphase flow with boiling/condensation',
      'Python test suite (fehmpytests) and V&V suite',
      'Linux/macOS (make) and Windows (Visual Studio) builds',
      'Used by dfnWorks',
    ],
    strengths: [
      'Exact mass and energy conservation with the control-volume method',
      'Applied to geothermal, CO2 storage, nuclear waste and permafrost problems',
      'Verification and validation suite (fehmpytests)',
      'Builds on Linux, macOS and Windows',
    ],
    developmentStatus: 'Maintained',
    lastReleaseVersion: '3.6.2',
    lastReleaseDate: '2024-10-23',
    organizations: [{ name: 'Los Alamos National Laboratory', role: 'Developer', url: 'https://fehm.lanl.gov' }],
    relevantOrganizations: [{ name: 'Los Alamos National Laboratory', role: 'Developer', url: 'https://fehm.lanl.gov' }],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Multiphase non-isothermal flow',
          description: 'Single to multi-fluid/multiphase flow with phase change',
        },
        { capability_name: 'Contaminant transport', description: 'Groundwater and contaminant transport' },
        { capability_name: 'Geomechanics', description: 'Stress/displacement via finite elements' },
      ],
      numerical_schemes: [
        { scheme_type: 'Control volume', methods_used: 'CV method for flow and heat' },
        { scheme_type: 'Finite element', methods_used: 'Optional FE for displacement and for flow' },
        { scheme_type: 'Finite difference', methods_used: 'Simple FD option' },
      ],
      interoperability: {
        supported_input_formats: [{ format_name: 'FEHM macro-based text input', details: '' }],
        supported_output_formats: [
          { format_name: 'AVS UCD', details: '' },
          { format_name: 'AVS Express', details: '' },
          { format_name: 'SURFER', details: '' },
          { format_name: 'TECPLOT', details: '' },
          { format_name: 'VTK', details: '' },
        ],
        api_integrations: [],
        external_tool_compatibility: [
          { tool_name: 'dfnWorks', tool_type: 'Discrete fracture network suite', integration_details: 'Uses FEHM' },
          { tool_name: 'AVS', tool_type: 'Visualization', integration_details: 'AVS UCD and AVS Express output' },
          { tool_name: 'Tecplot', tool_type: 'Visualization', integration_details: 'TECPLOT output' },
          { tool_name: 'Surfer', tool_type: 'Visualization', integration_details: 'SURFER output' },
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
          title: 'FEHM documentation',
          url: 'http://lanl.github.io/FEHM/',
          description: 'The official FEHM documentation.',
          type: 'documentation',
        },
        {
          title: 'fehmpytests',
          url: 'https://lanl.github.io/FEHM/getting-started/fehmpytests',
          description: 'FEHM: fehmpytests.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/lanl/FEHM/issues',
          description: 'Issue tracker for FEHM.',
        },
      ],
      relevant_organizations: [{ name: 'Los Alamos National Laboratory', role: 'Developer', url: 'https://fehm.lanl.gov' }],
    } satisfies LearningResourcesSeed,
    evidence: [
      'lanl/FEHM@77d00ea551:README.md',
      'lanl/FEHM@77d00ea551:LICENSE.md',
      'lanl/FEHM@77d00ea551:docs/Macros/MacroCont.md (contour output formats)',
      'tag v3.6.2 (2024-10-23)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'ert',
    fullName: 'ert – Ensemble based Reservoir Tool',
    shortDescription:
      'Ensemble workflow manager from Equinor: runs many model realizations, updates them against data (ES, ES-MDA) and optimizes plans with EVEREST.',
    description:
      'ert (Ensemble based Reservoir Tool) runs ensembles of reservoir or other dynamical forward models and conditions them to observed data with the Ensemble Smoother and ES-MDA. It supports history matching, uncertainty quantification and sensitivity analysis, and bundles EVEREST for optimizing well planning and production strategy across an ensemble. It is written in Python, has a graphical interface and installs with pip.',
    website: 'https://ert.readthedocs.io/',
    sourceCodeRepository: 'https://github.com/equinor/ert',
    licenseType: 'GPL-3.0-only',
    licenseUrl: 'https://github.com/equinor/ert/blob/HEAD/COPYING',
    programmingLanguages: ['Python'],
    applicationAreas: ['History matching / data assimilation', 'Uncertainty quantification', 'Production optimization'],
    keyFeatures: [
      'Ensemble Smoother (ES) and ES-MDA',
      'Runs ensembles of forward models',
      'EVEREST optimization of well planning and production strategy',
      'GUI',
      'pip installable',
    ],
    strengths: [
      'Ensemble-based history matching (ES, ES-MDA)',
      'EVEREST optimization across an ensemble',
      'Graphical interface and pip installation',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '24.0.0',
    lastReleaseDate: '2026-07-10',
    organizations: [{ name: 'Equinor', role: 'Developer', url: 'https://www.equinor.com/' }],
    relevantOrganizations: [{ name: 'Equinor', role: 'Developer', url: 'https://www.equinor.com/' }],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [],
      numerical_schemes: [
        { scheme_type: 'Data assimilation', methods_used: 'Ensemble Smoother, ES-MDA' },
        { scheme_type: 'Optimization', methods_used: 'EVEREST ensemble-based optimization' },
      ],
      interoperability: {
        supported_input_formats: [{ format_name: 'ert configuration files', details: '' }],
        supported_output_formats: [],
        api_integrations: [{ api_type: 'Python package', details: 'Installed with pip', documentation_url: null }],
        external_tool_compatibility: [
          {
            tool_name: 'EVEREST',
            tool_type: 'Optimization',
            integration_details: 'Bundled optimizer for well planning and production strategy',
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
          title: 'ert documentation / configuration guide',
          url: 'https://ert.readthedocs.io/en/latest/getting_started/configuration/poly_new/guide.html#configuration-guide',
          description: 'The official ert documentation / configuration guide.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/equinor/ert/issues',
          description: 'Issue tracker for ert.',
        },
      ],
      relevant_organizations: [{ name: 'Equinor', role: 'Developer', url: 'https://www.equinor.com/' }],
    } satisfies LearningResourcesSeed,
    evidence: [
      'equinor/ert@40ae8842c6:README.md',
      'equinor/ert@40ae8842c6:COPYING',
      'equinor/ert@40ae8842c6:pyproject.toml (license = GPL-3.0-only)',
      'tag 24.0.0 (2026-07-10)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'ResData',
    fullName: 'ResData (formerly part of ert)',
    shortDescription:
      'Library for opening and writing ECLIPSE-style result files (restart, INIT, RFT, summary, grid) from Python, backed by fast C++ code.',
    description:
      "ResData, split out of ert, reads and writes the result files of ECLIPSE-style reservoir simulators: RESTART, INIT, RFT, summary and GRID/EGRID. It handles unified and non-unified as well as formatted and unformatted variants. The core is written in C++ and exposed to Python through cwrap, on Linux and macOS. The licence text is GPLv3 without an 'only' or 'or later' statement.",
    website: 'https://pypi.org/project/resdata/',
    sourceCodeRepository: 'https://github.com/equinor/resdata',
    licenseType: 'GPL-3.0',
    licenseUrl: 'https://github.com/equinor/resdata/blob/HEAD/COPYING',
    programmingLanguages: ['C++', 'Python'],
    applicationAreas: ['Reservoir simulation I/O', 'Post-processing'],
    keyFeatures: [
      'RESTART, INIT, RFT, Summary and GRID file support',
      'Unified/non-unified, formatted/unformatted files',
      'C++ core bound to Python via cwrap',
      'Linux and macOS',
    ],
    strengths: ['Covers the common result-file types', 'C++ core with a Python interface', 'Used by ResInsight for file access'],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '6.3.2',
    lastReleaseDate: '2026-07-01',
    organizations: [{ name: 'Equinor', role: 'Developer', url: 'https://www.equinor.com/' }],
    relevantOrganizations: [{ name: 'Equinor', role: 'Developer', url: 'https://www.equinor.com/' }],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [],
      numerical_schemes: [],
      interoperability: {
        supported_input_formats: [{ format_name: 'ECLIPSE-style RESTART, INIT, RFT, Summary, GRID/EGRID files', details: '' }],
        supported_output_formats: [{ format_name: 'ECLIPSE-style result files', details: 'write support' }],
        api_integrations: [
          {
            api_type: 'Python bindings (cwrap)',
            details: 'C++ core exposed to Python',
            documentation_url: 'https://pypi.org/project/resdata/',
          },
        ],
        external_tool_compatibility: [
          { tool_name: 'ResInsight', tool_type: 'Visualization', integration_details: 'Uses resdata for file access' },
          { tool_name: 'ert', tool_type: 'Ensemble tool', integration_details: 'ResData was formerly part of ert' },
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
          title: 'PyPI',
          url: 'https://pypi.org/project/resdata/',
          description: 'ResData: PyPI.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/equinor/resdata/issues',
          description: 'Issue tracker for ResData.',
        },
      ],
      relevant_organizations: [{ name: 'Equinor', role: 'Developer', url: 'https://www.equinor.com/' }],
    } satisfies LearningResourcesSeed,
    evidence: [
      'equinor/resdata@14c576fcee:README.md',
      'equinor/resdata@14c576fcee:COPYING, LICENSE (GPL v3)',
      "equinor/resdata@14c576fcee:setup.py (license='GPL-3.0')",
      'tag 6.3.2 (2026-07-01); 7.0.0 betas exist',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'pyopmnearwell',
    fullName: 'pyopmnearwell: A Python framework to simulate near well dynamics using OPM Flow',
    shortDescription:
      'Automates near-well studies for CO2 and hydrogen storage: describe the case in TOML, then one command prepares, runs OPM Flow and plots.',
    description:
      "pyopmnearwell automates near-well studies with the OPM Flow simulator: a TOML configuration file describes the case, and a single command sets it up, runs it and post-processes the results. It targets CO2 and hydrogen storage and includes optional machine-learning near-well functionality based on TensorFlow. Funding came from the Center for Sustainable Subsurface Resources and NORCE's HPC Simulation Software for the Gigatonne Storage Challenge project. The licence text is GPLv3 without an 'only' or 'or later' statement.",
    website: 'https://cssr-tools.github.io/pyopmnearwell/introduction.html',
    sourceCodeRepository: 'https://github.com/cssr-tools/pyopmnearwell',
    licenseType: 'GPL-3.0',
    licenseUrl: 'https://github.com/cssr-tools/pyopmnearwell/blob/HEAD/LICENSE',
    programmingLanguages: ['Python'],
    applicationAreas: ['Near-well modelling', 'CO2 storage', 'Hydrogen storage'],
    keyFeatures: [
      'Single-command runs from a TOML configuration file',
      'Drives the OPM Flow simulator',
      'Optional machine-learning near-well functionality (TensorFlow)',
    ],
    strengths: [
      'One command from configuration to results',
      'Builds on the OPM Flow simulator',
      'Optional machine-learning near-well models',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '2026.04',
    lastReleaseDate: '2026-06-05',
    organizations: [
      { name: 'Center for Sustainable Subsurface Resources (CSSR)', role: 'Funder', url: 'https://cssr.no' },
      {
        name: 'HPC Simulation Software for the Gigatonne Storage Challenge project (NORCE)',
        role: 'Funder',
        url: 'https://www.norceresearch.no/en/projects/hpc-simulation-software-for-the-gigatonne-storage-challenge',
      },
    ],
    relevantOrganizations: [
      { name: 'Center for Sustainable Subsurface Resources (CSSR)', role: 'Funder', url: 'https://cssr.no' },
      {
        name: 'HPC Simulation Software for the Gigatonne Storage Challenge project (NORCE)',
        role: 'Funder',
        url: 'https://www.norceresearch.no/en/projects/hpc-simulation-software-for-the-gigatonne-storage-challenge',
      },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [],
      numerical_schemes: [],
      interoperability: {
        supported_input_formats: [{ format_name: 'TOML configuration file', details: '' }],
        supported_output_formats: [],
        api_integrations: [
          {
            api_type: 'Command-line workflow',
            details: 'Single-command runs from a TOML configuration file',
            documentation_url: 'https://cssr-tools.github.io/pyopmnearwell/introduction.html',
          },
        ],
        external_tool_compatibility: [
          { tool_name: 'OPM Flow', tool_type: 'Simulator', integration_details: 'Runs the near-well simulations' },
          {
            tool_name: 'TensorFlow',
            tool_type: 'Machine learning',
            integration_details: 'Optional ML near-well functionality',
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
          url: 'https://cssr-tools.github.io/pyopmnearwell/introduction.html',
          description: 'pyopmnearwell: Documentation.',
          type: 'documentation',
        },
        {
          title: 'Installation',
          url: 'https://cssr-tools.github.io/pyopmnearwell/installation.html',
          description: 'pyopmnearwell: Installation.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Examples',
          url: 'https://cssr-tools.github.io/pyopmnearwell/examples.html',
          description: 'pyopmnearwell: Examples.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'pyopmnearwell: A framework to simulate near well dynamics using OPM Flow',
          url: 'https://doi.org/10.5281/zenodo.10266790',
          authors: 'Landa-Marbán, D.; von Schultzendorff, P.M.',
          year: 2023,
          journal_conference: 'Zenodo (software)',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/cssr-tools/pyopmnearwell/issues',
          description: 'Issue tracker for pyopmnearwell.',
        },
      ],
      relevant_organizations: [
        { name: 'Center for Sustainable Subsurface Resources (CSSR)', role: 'Funder', url: 'https://cssr.no' },
        {
          name: 'HPC Simulation Software for the Gigatonne Storage Challenge project (NORCE)',
          role: 'Funder',
          url: 'https://www.norceresearch.no/en/projects/hpc-simulation-software-for-the-gigatonne-storage-challenge',
        },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'cssr-tools/pyopmnearwell@dd04d4aa97:README.md',
      'cssr-tools/pyopmnearwell@dd04d4aa97:LICENSE (GPL v3)',
      'cssr-tools/pyopmnearwell@dd04d4aa97:pyproject.toml (license GPL-3.0)',
      'tag v2026.04 (2026-06-05)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
];
