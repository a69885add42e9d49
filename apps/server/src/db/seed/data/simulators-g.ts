import type { SimulatorInput } from '@rsd/core';
import type { CapabilitiesSeed, LearningResourcesSeed } from './seed-shapes';
import { REFERENCE_FACTS_VERIFIED_ON } from './reference-facts';

/** ParFlow, MODFLOW 6, ATS, GemPy. */
export const simulatorsG: SimulatorInput[] = [
  {
    name: 'ParFlow',
    fullName: 'ParFlow',
    shortDescription:
      'Hydrology code that joins groundwater, overland flow and land-surface processes in one parallel model; not a petroleum reservoir simulator.',
    description:
      'ParFlow is an integrated hydrology model rather than a reservoir simulator: it couples Richards-equation subsurface flow with fully integrated overland flow and, through CLM, with land-surface energy, snow and biogeochemical processes. It can also be coupled with the ARPS and WRF atmospheric models. The same input and output work from a laptop to HPC systems, with beta GPU support through CUDA or Kokkos, and runs are scripted in Python (pftools) or Tcl.',
    website: 'https://parflow.org/',
    sourceCodeRepository: 'https://github.com/parflow/parflow',
    licenseType: 'LGPL-2.1-only',
    licenseUrl: 'https://github.com/parflow/parflow/blob/HEAD/LICENSE.txt',
    programmingLanguages: ['C', 'Fortran', 'C++', 'Python', 'Tcl'],
    applicationAreas: ['Groundwater', 'Integrated surface–subsurface hydrology', 'Watershed modelling', 'Land-surface coupling'],
    keyFeatures: [
      'Fully integrated overland flow',
      'Coupled land-surface processes via CLM',
      'Coupling with ARPS and WRF',
      'Common I/O from laptop to HPC',
      'Beta GPU support (CUDA or Kokkos)',
      'Python (pftools) and Tcl scripting',
    ],
    strengths: [
      'Fully integrated surface–subsurface flow',
      'Couples to land-surface (CLM) and atmospheric (ARPS, WRF) models',
      'Same I/O from laptop to HPC; beta GPU support',
      'Python and Tcl scripting',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '3.15.0',
    lastReleaseDate: '2026-04-21',
    organizations: [
      { name: 'CSM', role: 'Collaborator (as abbreviated in README)' },
      { name: 'LLNL', role: 'Collaborator (as abbreviated in README)' },
      { name: 'UniBonn', role: 'Collaborator (as abbreviated in README)' },
      { name: 'UCB', role: 'Collaborator (as abbreviated in README)' },
    ],
    relevantOrganizations: [
      { name: 'CSM', role: 'Collaborator (as abbreviated in README)' },
      { name: 'LLNL', role: 'Collaborator (as abbreviated in README)' },
      { name: 'UniBonn', role: 'Collaborator (as abbreviated in README)' },
      { name: 'UCB', role: 'Collaborator (as abbreviated in README)' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Variably saturated flow', description: 'Richards-equation subsurface flow' },
        { capability_name: 'Overland flow', description: 'Fully integrated surface flow' },
        { capability_name: 'Land-surface processes', description: 'Energy budget, biogeochemistry, snow via CLM' },
      ],
      numerical_schemes: [
        {
          scheme_type: 'Solvers',
          methods_used: 'KINSOL-based nonlinear solver; MGSemi preconditioner mentioned for GPU runs',
        },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'Tcl or Python run scripts', details: 'pftools' },
          { format_name: 'ParFlow binary files', details: 'PFB' },
        ],
        supported_output_formats: [
          { format_name: 'ParFlow binary', details: 'PFB' },
          { format_name: 'SILO', details: '' },
          { format_name: 'NetCDF', details: '' },
        ],
        api_integrations: [
          { api_type: 'Python (pftools)', details: 'Python scripting of runs', documentation_url: null },
          { api_type: 'Tcl', details: 'Tcl run scripts', documentation_url: null },
        ],
        external_tool_compatibility: [
          { tool_name: 'CLM', tool_type: 'Land-surface model', integration_details: 'Coupled land-surface processes' },
          { tool_name: 'ARPS', tool_type: 'Atmospheric model', integration_details: 'Coupling supported' },
          { tool_name: 'WRF', tool_type: 'Atmospheric model', integration_details: 'Coupling supported' },
          { tool_name: 'KINSOL', tool_type: 'Nonlinear solver', integration_details: 'Nonlinear solver' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [
          { type: 'Parallel (laptop to HPC)', details: 'Common I/O from laptop to supercomputer' },
          { type: 'GPU (beta)', details: 'CUDA or Kokkos backends' },
        ],
        scalability_info: { value: 'Runs from a laptop to a supercomputer.' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'User manual',
          url: 'https://parflow.readthedocs.io/en/latest/index.html',
          description: 'ParFlow: User manual.',
          type: 'documentation',
        },
        {
          title: 'User manual PDF',
          url: 'https://parflow.readthedocs.io/_/downloads/en/latest/pdf/',
          description: 'ParFlow: User manual PDF.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [
        {
          title:
            'Simulating coupled surface–subsurface flows with ParFlow v3.5.0: capabilities, applications, and ongoing development of an open-source, massively parallel, integrated hydrologic model',
          url: 'https://www.geosci-model-dev.net/13/1373/2020/gmd-13-1373-2020.pdf',
          authors: '',
          year: 2020,
          journal_conference: 'Geoscientific Model Development 13, 1373',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Mailing list (Google Group)',
          url: 'https://groups.google.com/g/parflow',
          description: 'Mailing list (Google Group) for ParFlow.',
        },
      ],
      relevant_organizations: [
        { name: 'CSM', role: 'Collaborator (as abbreviated in README)' },
        { name: 'LLNL', role: 'Collaborator (as abbreviated in README)' },
        { name: 'UniBonn', role: 'Collaborator (as abbreviated in README)' },
        { name: 'UCB', role: 'Collaborator (as abbreviated in README)' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'parflow/parflow@acbc2e75a0:README.md',
      'parflow/parflow@acbc2e75a0:LICENSE.txt (LGPL version 2.1 dated February 1999)',
      'parflow/parflow@acbc2e75a0:README-GPU.md',
      'parflow/parflow@acbc2e75a0:docs/ (PFB, Silo, NetCDF keys)',
      'tag v3.15.0 (2026-04-21)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'MODFLOW 6',
    fullName: 'MODFLOW 6: USGS Modular Hydrologic Model',
    shortDescription:
      'Groundwater modelling framework of the U.S. Geological Survey; several models (flow, solute or heat transport, particle paths) can share one simulation on any grid.',
    description:
      "MODFLOW 6 is the current generation of the U.S. Geological Survey's modular hydrologic model, a groundwater tool rather than a reservoir simulator. A single simulation may combine groundwater-flow, solute-transport, energy-transport and particle-tracking models, exchanging information tightly or one after another, on regular or unstructured grids. Advanced stress packages (MAW, SFR, LAK, UZF) and the Water Mover extend it, and a BMI interface lets other programs drive it. The release shown was read from an older copy of the repository, so newer releases may exist.",
    website: 'https://water.usgs.gov/water-resources/software/MODFLOW-6/',
    sourceCodeRepository: 'https://github.com/MODFLOW-ORG/modflow6',
    licenseType: 'CC0-1.0',
    licenseUrl: 'https://github.com/MODFLOW-ORG/modflow6/blob/HEAD/LICENSE.md',
    programmingLanguages: ['Fortran'],
    applicationAreas: ['Groundwater', 'Solute transport', 'Surface water–groundwater interaction'],
    keyFeatures: [
      'Multiple models in one simulation, tightly or sequentially coupled',
      'Regular and flexible/unstructured grids',
      'Advanced stress packages (MAW, SFR, LAK, UZF) and Water Mover',
      'Block-structured keyword input',
      'BMI interface (srcbmi directory; used via Deltares/xmipy)',
      'Example suite built with FloPy; nightly builds',
    ],
    strengths: [
      'Multiple coupled models in a single simulation',
      'Structured and unstructured grids',
      'BMI interface for coupling with other software',
      'Example suite built with FloPy',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '6.6.1',
    lastReleaseDate: '2025-02-10',
    organizations: [{ name: 'U.S. Geological Survey', role: 'Developer', url: 'https://water.usgs.gov/ogw/modflow/MODFLOW.html' }],
    relevantOrganizations: [{ name: 'U.S. Geological Survey', role: 'Developer', url: 'https://water.usgs.gov/ogw/modflow/MODFLOW.html' }],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Groundwater flow', description: 'GWF model' },
        { capability_name: 'Groundwater transport', description: 'GWT model (solute)' },
        { capability_name: 'Groundwater energy', description: 'GroundWaterEnergy model' },
        { capability_name: 'Particle tracking', description: 'ParticleTracking model' },
        { capability_name: 'Surface water', description: 'Channel/overland flow models (in development tree)' },
      ],
      numerical_schemes: [],
      interoperability: {
        supported_input_formats: [{ format_name: 'MODFLOW 6 block-structured text input files', details: '' }],
        supported_output_formats: [],
        api_integrations: [{ api_type: 'BMI', details: "BMI interface (srcbmi), used through Deltares' xmipy", documentation_url: null }],
        external_tool_compatibility: [
          { tool_name: 'FloPy', tool_type: 'Python package', integration_details: 'Example suite built with FloPy' },
          { tool_name: 'xmipy', tool_type: 'Python package', integration_details: 'Drives MODFLOW 6 through BMI' },
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
          title: 'Code documentation',
          url: 'https://MODFLOW-ORG.github.io/modflow6/',
          description: 'MODFLOW 6: Code documentation.',
          type: 'documentation',
        },
        {
          title: 'USGS MODFLOW page',
          url: 'https://water.usgs.gov/ogw/modflow/MODFLOW.html',
          description: 'The official USGS MODFLOW page.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'MODFLOW 6 examples',
          url: 'https://modflow6-examples.readthedocs.io/en/master/examples.html',
          description: 'Learning material: MODFLOW 6 examples.',
          type: 'tutorial',
        },
        {
          title: 'Example notebooks',
          url: 'https://modflow6-examples.readthedocs.io/en/master/notebook_examples.html',
          description: 'MODFLOW 6: Example notebooks.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'MODFLOW 6 Modular Hydrologic Model (software release)',
          url: 'https://doi.org/10.5066/F76Q1VQV',
          authors: 'Langevin, C.D.; Hughes, J.D.; Provost, A.M.; Russcher, M.J.; et al.',
          year: null,
          journal_conference: 'U.S. Geological Survey software release',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/MODFLOW-ORG/modflow6/issues',
          description: 'Issue tracker for MODFLOW 6.',
        },
      ],
      relevant_organizations: [
        { name: 'U.S. Geological Survey', role: 'Developer', url: 'https://water.usgs.gov/ogw/modflow/MODFLOW.html' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'MODFLOW-USGS/modflow6@b06308efc1:README.md',
      'MODFLOW-USGS/modflow6@b06308efc1:LICENSE.md (public domain + CC0 1.0)',
      'MODFLOW-USGS/modflow6@b06308efc1:CITATION.cff (repository-code MODFLOW-ORG/modflow6, license CC0-1.0)',
      'MODFLOW-USGS/modflow6@b06308efc1:src/Model/',
      'tag 6.6.1 (2025-02-10)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'ATS',
    fullName: 'Advanced Terrestrial Simulator',
    shortDescription:
      'Watershed-scale ecohydrology simulator on Amanzi, covering surface and subsurface water, frozen ground, snow and reactive chemistry.',
    description:
      'The Advanced Terrestrial Simulator (ATS) is an ecohydrology code built as part of Amanzi, with Los Alamos and Oak Ridge National Laboratories as copyright holders; it targets watersheds and river basins rather than petroleum reservoirs. It couples Richards-equation subsurface flow with overland flow, thermal hydrology including frozen soils, evapotranspiration, surface energy balance and snow, and reactive transport through the Alquimia interface. Models are defined in XML and can be prepared with Watershed Workflow.',
    website: 'https://amanzi.github.io/ats/',
    sourceCodeRepository: 'https://github.com/amanzi/ats',
    licenseType: 'BSD-3-Clause',
    licenseUrl: 'https://github.com/amanzi/ats/blob/HEAD/LICENSE',
    programmingLanguages: ['C++'],
    applicationAreas: ['Integrated hydrology', 'Arctic / permafrost hydrology', 'Reactive transport', 'Watershed modelling'],
    keyFeatures: [
      'Richards equation coupled to surface flow',
      'Thermal processes incl. frozen soils',
      'Evapotranspiration, surface energy balance, snow',
      'Reactive transport via Alquimia interface',
      'Built as part of Amanzi',
      'Watershed Workflow for model setup',
    ],
    strengths: [
      'Integrated surface/subsurface flow with permafrost thermal hydrology',
      'Reactive transport through Alquimia',
      'Demos and a short course for learning',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '1.6.0',
    lastReleaseDate: '2025-07-25',
    organizations: [
      { name: 'Los Alamos National Laboratory', role: 'Copyright holder (Amanzi/ATS)' },
      { name: 'Oak Ridge National Laboratory', role: 'Copyright holder (Amanzi/ATS)' },
    ],
    relevantOrganizations: [
      { name: 'Los Alamos National Laboratory', role: 'Copyright holder (Amanzi/ATS)' },
      { name: 'Oak Ridge National Laboratory', role: 'Copyright holder (Amanzi/ATS)' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Variably saturated subsurface flow', description: 'Richards equation' },
        { capability_name: 'Surface flow', description: 'Coupled overland flow' },
        { capability_name: 'Thermal hydrology', description: 'Including ice in frozen soils' },
        {
          capability_name: 'Reactive transport',
          description: 'Subsurface and surface via Alquimia geochemical engines',
        },
        {
          capability_name: 'Land-surface processes',
          description: 'Evapotranspiration, surface energy exchange, snow, deformation',
        },
      ],
      numerical_schemes: [
        {
          scheme_type: 'Mimetic finite difference',
          methods_used: 'Surface/subsurface coupling with mimetic finite differences (per cited paper)',
        },
      ],
      interoperability: {
        supported_input_formats: [{ format_name: 'XML input files', details: '' }],
        supported_output_formats: [],
        api_integrations: [],
        external_tool_compatibility: [
          { tool_name: 'Amanzi', tool_type: 'Framework', integration_details: 'ATS is built as part of Amanzi' },
          {
            tool_name: 'Alquimia',
            tool_type: 'Geochemistry interface',
            integration_details: 'Reactive transport engines',
          },
          { tool_name: 'Watershed Workflow', tool_type: 'Pre-processing', integration_details: 'Model setup' },
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
          title: 'Documentation / input spec',
          url: 'https://amanzi.github.io/ats/',
          description: 'ATS: Documentation / input spec.',
          type: 'documentation',
        },
        {
          title: 'Installation (via Amanzi)',
          url: 'https://github.com/amanzi/amanzi/blob/master/INSTALL_ATS.md',
          description: 'ATS: Installation (via Amanzi).',
          type: 'documentation',
        },
        {
          title: 'Wiki / FAQ',
          url: 'https://github.com/amanzi/ats/wiki/FAQs',
          description: 'ATS: Wiki / FAQ.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'ATS demos',
          url: 'https://github.com/amanzi/ats-demos',
          description: 'Learning material: ATS demos.',
          type: 'tutorial',
        },
        {
          title: 'ATS short course',
          url: 'https://github.com/amanzi/ats-short-course',
          description: 'Learning material: ATS short course.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'Advanced Terrestrial Simulator (Version 1.0)',
          url: 'https://doi.org/10.11578/dc.20190911.1',
          authors:
            'Coon, E.T.; Berndt, M.; Jan, A.; Svyatsky, D.; Atchley, A.L.; Kikinzon, E.; Harp, D.R.; Manzini, G.; Shelef, E.; Lipnikov, K.; Garimella, R.; Xu, C.; Moulton, J.D.; Karra, S.; Painter, S.L.; Jafarov, E.; Molins, S.',
          year: 2020,
          journal_conference: 'U.S. Department of Energy (software)',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Google Group',
          url: 'https://groups.google.com/forum/#!forum/ats-users',
          description: 'Google Group for ATS.',
        },
      ],
      relevant_organizations: [
        { name: 'Los Alamos National Laboratory', role: 'Copyright holder (Amanzi/ATS)' },
        { name: 'Oak Ridge National Laboratory', role: 'Copyright holder (Amanzi/ATS)' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'amanzi/ats@42b0e9404c:README.md',
      'amanzi/ats@42b0e9404c:LICENSE (BSD, three clauses)',
      'amanzi/ats@42b0e9404c:COPYRIGHT',
      'tag ats-1.6.0 (2025-07-25)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'GemPy',
    fullName: 'GemPy',
    shortDescription:
      'Python package for constructing three-dimensional geological structure (folded layers, faults, unconformities) as implicit surfaces, including stochastic variants.',
    description:
      'GemPy builds 3D structural geological models rather than simulating flow: it interpolates geological surfaces implicitly with a potential-field method and handles folds, fault networks and unconformities. Models are evaluated on an octree and can be used for stochastic modelling and uncertainty quantification. Version 3 adds PyTorch support and splits the engine and viewer into the gempy_engine and gempy_viewer packages, all installable with pip.',
    website: 'https://www.gempy.org/',
    sourceCodeRepository: 'https://github.com/gempy-project/gempy',
    licenseType: 'EUPL-1.2',
    licenseUrl: 'https://github.com/gempy-project/gempy/blob/HEAD/LICENSE',
    programmingLanguages: ['Python'],
    applicationAreas: ['3D geological modelling', 'Structural geology', 'Uncertainty quantification'],
    keyFeatures: [
      'Implicit (potential-field) geological modelling',
      'Folds, fault networks and unconformities',
      'Octree-based evaluation',
      'PyTorch support (v3)',
      'Separate gempy_engine and gempy_viewer packages',
      'pip installable (gempy[base])',
    ],
    strengths: [
      'Implicit modelling of folds, faults and unconformities',
      'Stochastic modelling for uncertainty quantification',
      'pip-installable, with PyTorch support in v3',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '2026.0.3',
    lastReleaseDate: '2026-06-18',
    organizations: [],
    relevantOrganizations: [],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [],
      numerical_schemes: [
        {
          scheme_type: 'Interpolation',
          methods_used: 'Implicit (potential-field) representation of geological surfaces',
        },
      ],
      interoperability: {
        supported_input_formats: [],
        supported_output_formats: [],
        api_integrations: [
          {
            api_type: 'Python library',
            details: 'Installed with pip as gempy[base]',
            documentation_url: 'https://docs.gempy.org/getting_started/get_started.html',
          },
        ],
        external_tool_compatibility: [
          { tool_name: 'PyTorch', tool_type: 'Tensor library', integration_details: 'Supported in v3' },
          { tool_name: 'gempy_viewer', tool_type: 'Visualization', integration_details: 'Separate viewer package' },
          { tool_name: 'gempy_engine', tool_type: 'Computation', integration_details: 'Separate engine package' },
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
          url: 'http://docs.gempy.org/',
          description: 'GemPy: Documentation.',
          type: 'documentation',
        },
        {
          title: 'Getting started',
          url: 'https://docs.gempy.org/getting_started/get_started.html',
          description: 'GemPy: Getting started.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Tutorials and examples',
          url: 'https://www.gempy.org/tutorials',
          description: 'GemPy: Tutorials and examples.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'GemPy 1.0: open-source stochastic geological modeling and inversion',
          url: 'https://doi.org/10.5194/gmd-12-1-2019',
          authors: 'de la Varga, M.; Schaaf, A.; Wellmann, F.',
          year: 2019,
          journal_conference: 'Geoscientific Model Development 12, 1-32',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'GitHub Discussions',
          url: 'https://github.com/cgre-aachen/gempy/discussions',
          description: 'GitHub Discussions for GemPy.',
        },
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/cgre-aachen/gempy/issues',
          description: 'Issue tracker for GemPy.',
        },
      ],
      relevant_organizations: [],
    } satisfies LearningResourcesSeed,
    evidence: [
      'gempy-project/gempy@328af469a1:README.md',
      'gempy-project/gempy@328af469a1:LICENSE (EUPL v1.2)',
      'gempy-project/gempy@328af469a1:CITATION.cff',
      'gempy-project/gempy@328af469a1:AUTHORS.rst',
      'tag v2026.0.3 (2026-06-18)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
];
