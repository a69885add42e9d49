import type { SimulatorInput } from '@rsd/core';
import type { CapabilitiesSeed, LearningResourcesSeed } from './seed-shapes';
import { REFERENCE_FACTS_VERIFIED_ON } from './reference-facts';

/** OPM Flow, ResInsight, MRST. */
export const simulatorsA: SimulatorInput[] = [
  {
    name: 'OPM Flow',
    fullName: 'Open Porous Media (OPM) Flow reservoir simulator',
    shortDescription:
      "OPM's open reservoir simulator: solves black-oil problems fully implicitly from ECLIPSE-style decks, with extra models for gas storage, heat and EOR chemicals.",
    description:
      'OPM Flow is the reservoir simulator of the Open Porous Media (OPM) initiative. It solves three-phase black-oil problems fully implicitly with automatic differentiation and reads input decks in the industry-standard ECLIPSE format. Options cover CO2 and hydrogen storage, thermal runs and solvent/polymer EOR, and it runs MPI-parallel with CPR/AMG linear solvers that can also use GPU backends.',
    website: 'https://opm-project.org/',
    sourceCodeRepository: 'https://github.com/OPM/opm-simulators',
    licenseType: 'GPL-3.0-or-later',
    licenseUrl: 'https://github.com/OPM/opm-simulators/blob/HEAD/LICENSE',
    programmingLanguages: ['C++', 'Python'],
    applicationAreas: [
      'Black-oil reservoir simulation',
      'CO2 storage',
      'Hydrogen storage',
      'Thermal reservoir simulation',
      'Enhanced oil recovery',
    ],
    keyFeatures: [
      'Fully implicit black-oil formulation',
      'Automatic differentiation (implemented in opm-common)',
      'Reads industry-standard ECLIPSE input decks',
      'Multisegment wells',
      'MPI-parallel with load balancing',
      'CPR/AMG and ILU(0) linear solvers; GPU linear-solver backends (gpuistl/gpubridge)',
      'Python bindings',
    ],
    strengths: [
      'Runs ECLIPSE-format decks and writes ECLIPSE-compatible results',
      'Fully implicit formulation with automatic differentiation',
      'MPI-parallel with load balancing; optional GPU linear-solver backends',
      'Input decks published for the SPE11 CO2-storage benchmark',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '2026.04',
    lastReleaseDate: '2026-05-18',
    organizations: [{ name: 'Open Porous Media (OPM) Initiative', role: 'Developer', url: 'https://opm-project.org/' }],
    relevantOrganizations: [{ name: 'Open Porous Media (OPM) Initiative', role: 'Developer', url: 'https://opm-project.org/' }],
    benchmark_studies: [
      {
        benchmark_name: '11th SPE Comparative Solution Project (SPE11)',
        description:
          'Geological CO2-storage benchmark. The SPE11 CSP repository provides OPM Flow input decks, and the pyopmspe11 workflow builds and runs the SPE11A, B and C cases with OPM Flow.',
        publication_or_report_url: 'https://doi.org/10.21105/joss.07357',
        dataset_url: 'https://doi.org/10.5281/zenodo.20760402',
        source_url: 'https://github.com/Simulation-Benchmarks/11thSPE-CSP',
      },
    ],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Black-oil flow', description: 'Three-phase black-oil model, fully implicit' },
        { capability_name: 'CO2 storage', description: 'CO2 storage simulation (README)' },
        { capability_name: 'H2 storage', description: 'Hydrogen storage simulation (README)' },
        { capability_name: 'Thermal', description: 'Thermal simulation option' },
        { capability_name: 'Solvent and polymer', description: 'Solvent and polymer EOR models' },
        { capability_name: 'Foam', description: 'Foam keywords (experimental, per CHANGELOG 2019-10)' },
      ],
      numerical_schemes: [
        {
          scheme_type: 'Finite volume',
          methods_used: 'Element-centred (ECFV) and vertex-centred (VCFV) finite-volume discretizations in opm/models',
        },
        { scheme_type: 'Nonlinear solver', methods_used: 'Fully implicit Newton with automatic differentiation' },
        {
          scheme_type: 'Linear solvers',
          methods_used: 'CPR with AMG, ILU(0)/MILU/DILU preconditioners (dune-istl based)',
        },
      ],
      interoperability: {
        supported_input_formats: [{ format_name: 'ECLIPSE-format input deck', details: '.DATA' }],
        supported_output_formats: [
          {
            format_name: 'ECLIPSE-compatible binary output via opm-common',
            details: 'e.g. EGRID, INIT, UNRST, summary files',
          },
          { format_name: 'VTK', details: 'optional, --enable-vtk-output' },
        ],
        api_integrations: [
          {
            api_type: 'Python bindings',
            details: 'Python bindings are part of the OPM Flow feature set',
            documentation_url: null,
          },
        ],
        external_tool_compatibility: [
          {
            tool_name: 'ECLIPSE-format tooling',
            tool_type: 'File format',
            integration_details: 'Reads ECLIPSE .DATA decks and writes EGRID, INIT, UNRST and summary files through opm-common',
          },
          {
            tool_name: 'ResInsight',
            tool_type: 'Visualization',
            integration_details: 'ResInsight reads the ECLIPSE-style binary output that OPM Flow writes',
          },
          {
            tool_name: 'pyopmnearwell',
            tool_type: 'Workflow',
            integration_details: 'Sets up and runs near-well studies with OPM Flow',
          },
          {
            tool_name: 'pyopmspe11',
            tool_type: 'Workflow',
            integration_details: 'Builds and runs the SPE11 benchmark cases with OPM Flow',
          },
          {
            tool_name: 'dune-istl',
            tool_type: 'Linear algebra',
            integration_details: 'CPR/AMG and ILU-type preconditioners are based on dune-istl',
          },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [
          { type: 'MPI', details: 'Distributed-memory parallel runs with load balancing' },
          { type: 'GPU', details: 'GPU linear-solver backends (gpuistl/gpubridge)' },
        ],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'OPM Flow manual',
          url: 'https://opm-project.org/?page_id=955',
          description: 'The official OPM Flow manual.',
          type: 'documentation',
        },
        {
          title: 'Build instructions',
          url: 'https://opm-project.org/?page_id=36',
          description: 'OPM Flow: Build instructions.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [
        {
          title: 'The Open Porous Media Flow reservoir simulator',
          url: 'https://doi.org/10.1016/j.camwa.2020.05.014',
          authors:
            'Rasmussen, A.F.; Sandve, T.H.; Bao, K.; Lauser, A.; Hove, J.; Skaflestad, B.; Klöfkorn, R.; Blatt, M.; Rustad, A.B.; Sævareid, O.; Lie, K.-A.; Thune, A.',
          year: 2021,
          journal_conference: 'Computers & Mathematics with Applications 81, 159-185',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Mailing list',
          url: 'https://opm-project.org/?page_id=358',
          description: 'Mailing list for OPM Flow.',
        },
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/OPM/opm-simulators/issues',
          description: 'Issue tracker for OPM Flow.',
        },
      ],
      relevant_organizations: [{ name: 'Open Porous Media (OPM) Initiative', role: 'Developer', url: 'https://opm-project.org/' }],
    } satisfies LearningResourcesSeed,
    evidence: [
      'OPM/opm-simulators@0b42d53d09:README.md',
      'OPM/opm-simulators@0b42d53d09:LICENSE',
      'OPM/opm-simulators@0b42d53d09:CHANGELOG.md',
      'OPM/opm-simulators tag release/2026.04/final (tagger date 2026-05-18)',
      'OPM/opm-simulators@0b42d53d09:opm/models/discretization/, opm/simulators/linalg/',
      'OPM/opm-common@538c8970fc:README.md (GPLv3+), opm/io/eclipse/',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'ResInsight',
    fullName: 'ResInsight',
    shortDescription:
      'Interactive desktop tool to inspect reservoir grids and simulator results in 3D, compare many realizations and automate work from Python or Octave.',
    description:
      'ResInsight is a desktop program, available on several platforms, in which engineers inspect reservoir models and the results of simulation runs in 3D. It displays grid properties, faults and wells from ECLIPSE binary output, computes statistics across many realizations and can export ECLIPSE input sections. A two-way Python API over gRPC and GNU Octave integration make it scriptable. The release shown was read from an older copy of the repository, so newer releases may exist.',
    website: 'https://resinsight.org/',
    sourceCodeRepository: 'https://github.com/OPM/ResInsight',
    licenseType: 'GPL-3.0-or-later',
    licenseUrl: 'https://github.com/OPM/ResInsight/blob/HEAD/COPYING',
    programmingLanguages: ['C++', 'Python', 'Octave'],
    applicationAreas: ['Reservoir simulation post-processing', '3D visualization', 'Ensemble/statistical analysis'],
    keyFeatures: [
      'Visualization of properties, faults and wells',
      'Multi-core CPU and GPU use for responsiveness',
      'Statistics over many realizations',
      'Two-way Python API (gRPC interface)',
      'GNU Octave integration',
      'Export to ECLIPSE input formats',
      'Uses equinor/resdata and OPM/opm-common for file access',
    ],
    strengths: [
      'Reads ECLIPSE binary results directly (EGRID, INIT, UNRST)',
      'Statistics across ensembles of realizations',
      'Scriptable through a two-way Python API and GNU Octave',
      'Uses multi-core CPUs and the GPU to stay responsive',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '2025.04.3',
    lastReleaseDate: '2025-06-16',
    organizations: [
      { name: 'Equinor ASA', role: 'Co-developer and copyright holder', url: 'https://www.equinor.com/' },
      { name: 'Ceetron Solutions AS', role: 'Co-developer' },
      { name: 'Ceetron AS', role: 'Co-developer and copyright holder' },
    ],
    relevantOrganizations: [
      { name: 'Equinor ASA', role: 'Co-developer and copyright holder', url: 'https://www.equinor.com/' },
      { name: 'Ceetron Solutions AS', role: 'Co-developer' },
      { name: 'Ceetron AS', role: 'Co-developer and copyright holder' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [],
      numerical_schemes: [],
      interoperability: {
        supported_input_formats: [
          { format_name: 'ECLIPSE binary output', details: 'GRID/EGRID, INIT, Xnnn, UNRST' },
          { format_name: 'Selected ECLIPSE input file sections', details: '' },
          { format_name: 'Grid with cell property data sets', details: '' },
        ],
        supported_output_formats: [{ format_name: 'ECLIPSE input formats', details: 'export' }],
        api_integrations: [
          {
            api_type: 'Python API (gRPC)',
            details: 'Two-way Python interface over gRPC',
            documentation_url: 'http://api.resinsight.org/',
          },
          { api_type: 'GNU Octave', details: 'Octave integration for scripted workflows', documentation_url: null },
        ],
        external_tool_compatibility: [
          {
            tool_name: 'resdata (Equinor)',
            tool_type: 'File I/O library',
            integration_details: 'Used for reading simulator result files',
          },
          { tool_name: 'opm-common (OPM)', tool_type: 'File I/O library', integration_details: 'Used for file access' },
          { tool_name: 'GNU Octave', tool_type: 'Scripting environment', integration_details: 'Integrated scripting' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [
          {
            type: 'Multi-core CPU and GPU',
            details: 'Uses several CPU cores and the GPU to keep the interface responsive',
          },
        ],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'User Guide',
          url: 'http://resinsight.org/docs/home/',
          description: 'ResInsight: User Guide.',
          type: 'documentation',
        },
        {
          title: 'Python API',
          url: 'http://api.resinsight.org/',
          description: 'ResInsight: Python API.',
          type: 'documentation',
        },
        {
          title: 'Build instructions',
          url: 'https://resinsight.org/releases/build-from-source/build-instructions-ubuntu/',
          description: 'ResInsight: Build instructions.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'ResInsight tutorials',
          url: 'https://github.com/CeetronSolutions/resinsight-tutorials',
          description: 'Learning material: ResInsight tutorials.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/OPM/ResInsight/issues',
          description: 'Issue tracker for ResInsight.',
        },
      ],
      relevant_organizations: [
        { name: 'Equinor ASA', role: 'Co-developer and copyright holder', url: 'https://www.equinor.com/' },
        { name: 'Ceetron Solutions AS', role: 'Co-developer' },
        { name: 'Ceetron AS', role: 'Co-developer and copyright holder' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'OPM/ResInsight@09309f3051:README.md',
      'OPM/ResInsight@09309f3051:COPYING',
      'OPM/ResInsight@09309f3051:ResInsightVersion.cmake',
      'OPM/ResInsight tag v2025.04.3 (2025-06-16)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'MRST',
    fullName: 'MATLAB Reservoir Simulation Toolbox',
    shortDescription:
      'Research toolbox in MATLAB (or Octave) by SINTEF for trying out new reservoir simulation methods quickly, extended through dozens of add-on modules.',
    description:
      "The MATLAB Reservoir Simulation Toolbox (MRST) is SINTEF's research platform for rapid prototyping of reservoir simulation methods. A compact core is extended by add-on modules for automatic-differentiation black-oil and compositional simulators, CO2 storage (CO2lab), hydrogen storage, geothermal, geomechanics, fractured media and EOR. It also offers multiscale solvers, consistent discretizations and adjoint-based optimization, runs in MATLAB or GNU Octave and is released twice a year.",
    website: 'https://www.mrst.no',
    sourceCodeRepository: 'https://github.com/SINTEF-AppliedCompSci/MRST',
    licenseType: 'GPL-3.0-or-later',
    licenseUrl: 'https://github.com/SINTEF-AppliedCompSci/MRST/blob/HEAD/LICENSE',
    programmingLanguages: ['MATLAB'],
    applicationAreas: [
      'Black-oil reservoir simulation',
      'Compositional simulation',
      'CO2 storage',
      'Hydrogen storage',
      'Geothermal',
      'Geomechanics',
      'Fractured reservoirs',
      'Research prototyping',
    ],
    keyFeatures: [
      'Runs in MATLAB or GNU Octave',
      'Automatic-differentiation simulator framework (ad-core, ad-blackoil)',
      'Compositional module with EOS (incl. Søreide–Whitson for H2)',
      'CO2lab module for CO2 storage incl. vertical-equilibrium models',
      'Multiscale solvers (MsRSB, MsFV, MsMFE)',
      'Consistent discretizations (MPFA, mimetic, VEM, NTPFA)',
      'Adjoint-based optimization',
      'Reads ECLIPSE decks (deckformat module); export to Jutul',
      'Two releases per year',
    ],
    strengths: [
      'Very broad module collection for research prototyping',
      'Runs in MATLAB or the free GNU Octave',
      'Multiscale solvers and consistent discretizations (MPFA, mimetic, VEM, NTPFA)',
      'Two releases per year',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '2025b',
    lastReleaseDate: '2025-12-02',
    organizations: [
      {
        name: 'SINTEF Digital, Applied Computational Science group',
        role: 'Developer',
        url: 'https://www.sintef.no/digital/',
      },
    ],
    relevantOrganizations: [
      {
        name: 'SINTEF Digital, Applied Computational Science group',
        role: 'Developer',
        url: 'https://www.sintef.no/digital/',
      },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Black-oil and immiscible multiphase flow', description: 'ad-blackoil, ad-core modules' },
        { capability_name: 'Compositional flow', description: 'compositional module with EOS flash' },
        { capability_name: 'CO2 storage', description: 'co2lab modules incl. VE, spill-point analysis, hysteresis' },
        {
          capability_name: 'Hydrogen storage',
          description: 'h2store and h2-biochem (microbial reactions in UHS, 2025b)',
        },
        { capability_name: 'Geothermal', description: 'geothermal module' },
        { capability_name: 'Geomechanics', description: 'ad-mechanics, vemmech, mpsaw, fvbiot modules' },
        { capability_name: 'Fractures', description: 'dfm, hfm (EDFM), dual-porosity modules' },
        { capability_name: 'EOR', description: 'ad-eor (polymer/surfactant) and solvent modules' },
      ],
      numerical_schemes: [
        { scheme_type: 'Finite volume', methods_used: 'TPFA, MPFA, NTPFA' },
        { scheme_type: 'Mimetic finite difference', methods_used: 'mimetic solvers' },
        { scheme_type: 'Virtual element method', methods_used: 'vem, vemmech' },
        { scheme_type: 'Multiscale', methods_used: 'MsRSB, MsFV, MsMFE' },
        {
          scheme_type: 'Nonlinear/AD',
          methods_used: 'Fully implicit and sequential schemes with automatic differentiation; adjoints',
        },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'ECLIPSE input deck', details: 'deckformat module' },
          { format_name: 'Gmsh / Triangle meshes', details: 'model-io' },
        ],
        supported_output_formats: [{ format_name: 'Jutul export', details: 'model-io/jutul' }],
        api_integrations: [
          {
            api_type: 'MATLAB / GNU Octave scripting',
            details: 'Models are set up and run as MATLAB or Octave scripts',
            documentation_url: null,
          },
        ],
        external_tool_compatibility: [
          {
            tool_name: 'ECLIPSE input decks',
            tool_type: 'File format',
            integration_details: 'Read through the deckformat module',
          },
          {
            tool_name: 'Jutul',
            tool_type: 'Simulator',
            integration_details: 'Models can be exported to Jutul (model-io/jutul)',
          },
          {
            tool_name: 'Gmsh / Triangle',
            tool_type: 'Mesh generators',
            integration_details: 'Meshes imported through model-io',
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
          title: 'MRST documentation (incl. open-access books)',
          url: 'https://www.sintef.no/projectweb/mrst/documentation/',
          description: 'The official MRST documentation (incl. open-access books).',
          type: 'documentation',
        },
        {
          title: 'Release downloads',
          url: 'https://www.sintef.no/projectweb/mrst/download/',
          description: 'MRST: Release downloads.',
          type: 'documentation',
        },
        {
          title: 'FAQ',
          url: 'https://www.sintef.no/projectweb/mrst/faq/',
          description: 'MRST: FAQ.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'GitHub Discussions',
          url: 'https://github.com/SINTEF-AppliedCompSci/MRST/discussions',
          description: 'GitHub Discussions for MRST.',
        },
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/SINTEF-AppliedCompSci/MRST/issues',
          description: 'Issue tracker for MRST.',
        },
        {
          channel_type: 'Mailing list / forum',
          url: 'https://www.sintef.no/projectweb/mrst/forum/',
          description: 'Mailing list / forum for MRST.',
        },
      ],
      relevant_organizations: [
        {
          name: 'SINTEF Digital, Applied Computational Science group',
          role: 'Developer',
          url: 'https://www.sintef.no/digital/',
        },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'SINTEF-AppliedCompSci/MRST@f8cbdee4de:README.md',
      "SINTEF-AppliedCompSci/MRST@f8cbdee4de:LICENSE (+ 'or any later version' in source headers)",
      'SINTEF-AppliedCompSci/MRST@f8cbdee4de:release-notes-2025b.md',
      'MRST tag 2025b (2025-12-02)',
      'MRST tree: autodiff/, co2lab/, solvers/, multiscale/, model-io/, modules/',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
];
