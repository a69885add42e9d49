import type { SimulatorInput } from '@rsd/core';
import type { CapabilitiesSeed, LearningResourcesSeed } from './seed-shapes';
import { REFERENCE_FACTS_VERIFIED_ON } from './reference-facts';

/** Jutul.jl, Fimbul.jl, porousMultiphaseFoam, Waiwera. */
export const simulatorsD: SimulatorInput[] = [
  {
    name: 'Jutul.jl',
    fullName: 'Jutul.jl',
    shortDescription:
      'Building blocks in Julia for making new simulators that are differentiable end to end; JutulDarcy.jl and other SINTEF codes sit on it.',
    description:
      'Jutul.jl is the general simulation framework behind JutulDarcy.jl. It provides implicit finite-volume discretizations and automatic differentiation, so that simulators written with it are differentiable throughout. Besides JutulDarcy.jl it is the shared infrastructure of BattMo.jl and Mocca.jl, which makes it a building block for simulator developers rather than a ready-to-run reservoir model.',
    website: 'https://sintefmath.github.io/Jutul.jl/dev/',
    sourceCodeRepository: 'https://github.com/sintefmath/Jutul.jl',
    licenseType: 'MIT',
    licenseUrl: 'https://github.com/sintefmath/Jutul.jl/blob/HEAD/LICENSE',
    programmingLanguages: ['Julia'],
    applicationAreas: ['Reservoir simulation (via JutulDarcy.jl)', 'Simulator development framework'],
    keyFeatures: [
      'Fully differentiable simulators',
      'Implicit finite-volume discretization',
      'Automatic differentiation',
      'Shared infrastructure for JutulDarcy.jl, BattMo.jl and Mocca.jl',
    ],
    strengths: [
      'Differentiable by construction through automatic differentiation',
      'Shared foundation of several simulators (JutulDarcy.jl, BattMo.jl, Mocca.jl)',
      'Implicit finite-volume discretization',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '0.4.25',
    lastReleaseDate: '2026-07-01',
    organizations: [{ name: 'SINTEF Digital', role: 'Developer (copyright: Olav Møyner)' }],
    relevantOrganizations: [{ name: 'SINTEF Digital', role: 'Developer (copyright: Olav Møyner)' }],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [],
      numerical_schemes: [
        { scheme_type: 'Finite volume', methods_used: 'Implicit finite-volume methods' },
        { scheme_type: 'Nonlinear', methods_used: 'Automatic differentiation' },
      ],
      interoperability: {
        supported_input_formats: [],
        supported_output_formats: [],
        api_integrations: [],
        external_tool_compatibility: [
          {
            tool_name: 'JutulDarcy.jl',
            tool_type: 'Simulator',
            integration_details: 'Reservoir simulator built on Jutul.jl',
          },
          { tool_name: 'BattMo.jl', tool_type: 'Simulator', integration_details: 'Built on Jutul.jl' },
          { tool_name: 'Mocca.jl', tool_type: 'Simulator', integration_details: 'Built on Jutul.jl' },
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
          title: 'Documentation (dev)',
          url: 'https://sintefmath.github.io/Jutul.jl/dev/',
          description: 'Jutul.jl: Documentation (dev).',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'GitHub Discussions',
          url: 'https://github.com/sintefmath/Jutul.jl/discussions',
          description: 'GitHub Discussions for Jutul.jl.',
        },
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/sintefmath/Jutul.jl/issues',
          description: 'Issue tracker for Jutul.jl.',
        },
      ],
      relevant_organizations: [{ name: 'SINTEF Digital', role: 'Developer (copyright: Olav Møyner)' }],
    } satisfies LearningResourcesSeed,
    evidence: [
      'sintefmath/Jutul.jl@ea155124b2:README.md',
      'sintefmath/Jutul.jl@ea155124b2:LICENSE',
      'sintefmath/Jutul.jl@ea155124b2:Project.toml',
      'Jutul.jl tag v0.4.25 (2026-07-01)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'Fimbul.jl',
    fullName: 'Fimbul.jl',
    shortDescription:
      "SINTEF's Julia package for geothermal and heat-storage studies, providing example doublet, EGS, closed-loop and ATES/BTES setups on JutulDarcy.jl.",
    description:
      'Fimbul.jl extends the differentiable JutulDarcy.jl simulator with tools for geothermal energy. It ships example cases for geothermal doublets, enhanced and advanced geothermal systems, coaxial borehole heat exchangers and several kinds of thermal energy storage (ATES, high-temperature ATES, BTES, FTES). Closed-loop well models, including analytical solutions, and optimization utilities are included.',
    website: 'https://sintefmath.github.io/Fimbul.jl/dev/',
    sourceCodeRepository: 'https://github.com/sintefmath/Fimbul.jl',
    licenseType: 'MIT',
    licenseUrl: 'https://github.com/sintefmath/Fimbul.jl/blob/HEAD/LICENSE',
    programmingLanguages: ['Julia'],
    applicationAreas: ['Geothermal', 'Thermal energy storage'],
    keyFeatures: [
      'Built on the differentiable JutulDarcy.jl simulator',
      'Example cases: geothermal doublet, EGS, AGS, coaxial BHE',
      'Storage cases: ATES, high-temperature ATES, BTES, FTES',
      'Closed-loop well models incl. analytical solutions',
      'Optimization utilities',
    ],
    strengths: [
      'Ready-made geothermal and thermal-storage cases',
      'Inherits differentiability from JutulDarcy.jl',
      'Closed-loop well models with analytical solutions',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '0.3.5',
    lastReleaseDate: '2026-04-30',
    organizations: [
      {
        name: 'SINTEF Digital, Applied Computational Science group',
        role: 'Developer',
        url: 'https://www.sintef.no/en/digital/',
      },
    ],
    relevantOrganizations: [
      {
        name: 'SINTEF Digital, Applied Computational Science group',
        role: 'Developer',
        url: 'https://www.sintef.no/en/digital/',
      },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Geothermal flow and heat transport', description: 'Non-isothermal flow via JutulDarcy' },
        { capability_name: 'Closed-loop heat exchangers', description: 'Coaxial and U-tube closed-loop wells' },
      ],
      numerical_schemes: [{ scheme_type: 'Finite volume', methods_used: 'Inherited from JutulDarcy.jl/Jutul.jl' }],
      interoperability: {
        supported_input_formats: [],
        supported_output_formats: [],
        api_integrations: [],
        external_tool_compatibility: [
          { tool_name: 'JutulDarcy.jl', tool_type: 'Simulator', integration_details: 'Flow and heat-transport engine' },
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
          title: 'Documentation (dev)',
          url: 'https://sintefmath.github.io/Fimbul.jl/dev/',
          description: 'Fimbul.jl: Documentation (dev).',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Examples folder',
          url: 'https://github.com/sintefmath/Fimbul.jl/tree/main/examples',
          description: 'Fimbul.jl: Examples folder.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'Fimbul.jl – Fast, Flexible, Robust, and Differentiable Geothermal Energy Simulation in Julia',
          url: 'https://doi.org/10.3997/2214-4609.202521164',
          authors: 'Klemetsdal, Ø.; Andersen, O.; Møyner, O.',
          year: 2025,
          journal_conference: 'Sixth EAGE Global Energy Transition Conference & Exhibition (GET 2025)',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/sintefmath/Fimbul.jl/issues',
          description: 'Issue tracker for Fimbul.jl.',
        },
      ],
      relevant_organizations: [
        {
          name: 'SINTEF Digital, Applied Computational Science group',
          role: 'Developer',
          url: 'https://www.sintef.no/en/digital/',
        },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'sintefmath/Fimbul.jl@68c8ccc2ef:README.md',
      'sintefmath/Fimbul.jl@68c8ccc2ef:LICENSE',
      'sintefmath/Fimbul.jl@68c8ccc2ef:Project.toml',
      'sintefmath/Fimbul.jl@68c8ccc2ef:examples/, src/cases/, src/wells/',
      'Fimbul.jl tag v0.3.5 (2026-04-30)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'porousMultiphaseFoam',
    fullName: 'porousMultiphaseFoam (PMF) for OpenFOAM',
    shortDescription:
      "Adds porous-media physics to OpenFOAM: two-phase IMPES, Richards groundwater and solute-transport solvers that reuse OpenFOAM's tooling.",
    description:
      'porousMultiphaseFoam (PMF) adds porous-media solvers to OpenFOAM: IMPES two-phase solvers (including anisotropic variants), Richards-equation groundwater solvers in 2D and 3D, and solute transport with dispersion models. It needs only a standard OpenFOAM installation, works with both the openfoam.com and openfoam.org distributions, and inherits their pre/post-processing and parallel execution. The release shown was read from an older copy of the repository, so newer releases may exist.',
    website: 'https://porousmultiphasefoam.readthedocs.io/en/dev/',
    sourceCodeRepository: 'https://github.com/phorgue/porousMultiphaseFoam',
    licenseType: 'GPL-3.0-or-later',
    licenseUrl: 'https://github.com/phorgue/porousMultiphaseFoam/blob/HEAD/COPYING_OPENFOAM',
    programmingLanguages: ['C++'],
    applicationAreas: ['Groundwater', 'Multiphase flow in porous media', 'Solute transport', 'Watershed hydrology'],
    keyFeatures: [
      'Requires only a standard OpenFOAM install',
      'Compatible with openfoam.com and openfoam.org forks',
      'IMPES two-phase solvers (incl. anisotropic)',
      'Saturated/unsaturated groundwater solvers (2D and 3D)',
      'Porous scalar transport with dispersion models',
      'Inherits OpenFOAM pre/post-processing and parallelism',
    ],
    strengths: [
      'Works with both major OpenFOAM distributions',
      'Reuses OpenFOAM pre/post-processing and parallelism',
      'Groundwater and solute-transport solvers up to watershed scale',
    ],
    developmentStatus: 'Maintained',
    lastReleaseVersion: '2406.2',
    lastReleaseDate: '2024-10-22',
    organizations: [{ name: 'Toulouse INP', role: 'Copyright holder' }],
    relevantOrganizations: [{ name: 'Toulouse INP', role: 'Copyright holder' }],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Two-phase flow', description: 'impesFoam, anisoImpesFoam' },
        { capability_name: 'Groundwater flow', description: 'groundwaterFoam (Richards), groundwater2DFoam' },
        {
          capability_name: 'Solute transport',
          description: 'groundwaterTransportFoam, porousScalarTransportFoam and 2D variants',
        },
      ],
      numerical_schemes: [
        { scheme_type: 'Finite volume', methods_used: 'OpenFOAM finite-volume framework' },
        { scheme_type: 'Time integration', methods_used: 'IMPES (implicit pressure, explicit saturation)' },
      ],
      interoperability: {
        supported_input_formats: [{ format_name: 'OpenFOAM case dictionaries', details: '' }],
        supported_output_formats: [{ format_name: 'OpenFOAM field format', details: '' }],
        api_integrations: [],
        external_tool_compatibility: [
          {
            tool_name: 'OpenFOAM',
            tool_type: 'CFD framework',
            integration_details: 'Built on OpenFOAM; compatible with openfoam.com and openfoam.org',
          },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [{ type: 'OpenFOAM parallelism', details: 'Inherits parallel execution from OpenFOAM' }],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'PMF documentation',
          url: 'https://porousmultiphasefoam.readthedocs.io/en/dev/',
          description: 'porousMultiphaseFoam: PMF documentation.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Tutorials folder',
          url: 'https://github.com/phorgue/porousMultiphaseFoam/tree/HEAD/tutorials',
          description: 'porousMultiphaseFoam: Tutorials folder.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'An open-source toolbox for multiphase flow in porous media',
          url: 'https://www.sciencedirect.com/science/article/pii/S0010465514003403',
          authors: 'Horgue, P.; Soulaine, C.; Franc, J.; Guibert, R.; Debenest, G.',
          year: 2015,
          journal_conference: 'Computer Physics Communications 187, 217-226',
        },
        {
          title:
            'porousMultiphaseFoam v2107: An open-source tool for modeling saturated/unsaturated water flows and solute transfers at watershed scale',
          url: 'https://www.sciencedirect.com/science/article/pii/S0010465521003908',
          authors: 'Horgue, P.; Renard, F.; Gerlero, G.S.; Guibert, R.; Debenest, G.',
          year: 2022,
          journal_conference: 'Computer Physics Communications 273, 108278',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/phorgue/porousMultiphaseFoam/issues',
          description: 'Issue tracker for porousMultiphaseFoam.',
        },
      ],
      relevant_organizations: [{ name: 'Toulouse INP', role: 'Copyright holder' }],
    } satisfies LearningResourcesSeed,
    evidence: [
      'phorgue/porousMultiphaseFoam@3a1436aa0b:README.rst',
      'phorgue/porousMultiphaseFoam@3a1436aa0b:COPYING_OPENFOAM (GPLv3 or later)',
      'phorgue/porousMultiphaseFoam@3a1436aa0b:ReleaseNotes.txt',
      'phorgue/porousMultiphaseFoam@3a1436aa0b:solvers/',
      'tag v2406.2 (2024-10-22)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'Waiwera',
    fullName: 'Waiwera',
    shortDescription:
      'Geothermal reservoir simulator from Auckland that copes with boiling and phase changes, runs in parallel on PETSc and uses JSON inputs.',
    description:
      "Waiwera is an open-source geothermal reservoir simulator developed at the University of Auckland's Geothermal Institute with funding from New Zealand's MBIE. It models high-temperature, non-isothermal multiphase flow with robust handling of phase changes, with equation-of-state modules for water, air, CO2, non-condensable gases and salt, plus tracers and MINC dual porosity. It runs in parallel on shared and distributed memory through PETSc, reads JSON input, writes HDF5 and YAML output and is also distributed with Docker.",
    website: 'https://waiwera.github.io/',
    sourceCodeRepository: 'https://github.com/waiwera/waiwera',
    licenseType: 'LGPL-3.0-or-later',
    licenseUrl: 'https://github.com/waiwera/waiwera/blob/HEAD/LICENSE',
    programmingLanguages: ['Fortran', 'Python'],
    applicationAreas: ['Geothermal'],
    keyFeatures: [
      'High-temperature subsurface flow with robust phase changes',
      'Shared- and distributed-memory parallelism',
      'PETSc data structures and solvers',
      'JSON input, HDF5 and YAML output',
      'Multiple EOS modules (water, air, CO2, NCG, salt combinations)',
      'MINC dual-porosity support',
      'Docker distribution',
    ],
    strengths: [
      'Robust phase-change handling for high-temperature geothermal systems',
      'Several EOS modules (water, air, CO2, NCG, salt)',
      'Shared- and distributed-memory parallelism via PETSc',
      'Docker distribution',
    ],
    developmentStatus: 'Maintained',
    lastReleaseVersion: '1.5.1',
    lastReleaseDate: '2025-04-14',
    organizations: [
      {
        name: 'University of Auckland, Geothermal Institute',
        role: 'Developer',
        url: 'http://www.geothermal.auckland.ac.nz/',
      },
      {
        name: 'NZ Ministry of Business, Innovation and Employment (MBIE)',
        role: 'Funder (Geothermal Supermodels project)',
        url: 'https://www.mbie.govt.nz/',
      },
      { name: 'Contact Energy Ltd', role: 'Supporter', url: 'https://contact.co.nz/' },
    ],
    relevantOrganizations: [
      {
        name: 'University of Auckland, Geothermal Institute',
        role: 'Developer',
        url: 'http://www.geothermal.auckland.ac.nz/',
      },
      {
        name: 'NZ Ministry of Business, Innovation and Employment (MBIE)',
        role: 'Funder (Geothermal Supermodels project)',
        url: 'https://www.mbie.govt.nz/',
      },
      { name: 'Contact Energy Ltd', role: 'Supporter', url: 'https://contact.co.nz/' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Non-isothermal multiphase flow',
          description: 'Water/steam with phase changes (IAPWS-97, IFC-67)',
        },
        { capability_name: 'Non-condensable gases', description: 'Air, CO2 and generic NCG EOS modules' },
        { capability_name: 'Salt', description: 'Water–salt EOS variants' },
        { capability_name: 'Tracers', description: 'Tracer transport' },
        { capability_name: 'Dual porosity', description: 'MINC' },
      ],
      numerical_schemes: [
        { scheme_type: 'Finite volume', methods_used: 'Finite volume discretisation on unstructured meshes' },
        { scheme_type: 'Solvers', methods_used: 'PETSc nonlinear/linear solvers' },
      ],
      interoperability: {
        supported_input_formats: [{ format_name: 'JSON', details: '' }],
        supported_output_formats: [
          { format_name: 'HDF5', details: '' },
          { format_name: 'YAML', details: '' },
        ],
        api_integrations: [],
        external_tool_compatibility: [
          { tool_name: 'PETSc', tool_type: 'Solver library', integration_details: 'Data structures and solvers' },
          {
            tool_name: 'PyTOUGH',
            tool_type: 'Pre-processing',
            integration_details: 'Converts TOUGH2 models to Waiwera JSON input',
          },
          { tool_name: 'Docker', tool_type: 'Container', integration_details: 'Docker distribution' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [{ type: 'Shared and distributed memory', details: 'Parallel execution through PETSc' }],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'User guide',
          url: 'https://waiwera.readthedocs.io/',
          description: 'Waiwera: User guide.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/waiwera/waiwera/issues',
          description: 'Issue tracker for Waiwera.',
        },
      ],
      relevant_organizations: [
        {
          name: 'University of Auckland, Geothermal Institute',
          role: 'Developer',
          url: 'http://www.geothermal.auckland.ac.nz/',
        },
        {
          name: 'NZ Ministry of Business, Innovation and Employment (MBIE)',
          role: 'Funder (Geothermal Supermodels project)',
          url: 'https://www.mbie.govt.nz/',
        },
        { name: 'Contact Energy Ltd', role: 'Supporter', url: 'https://contact.co.nz/' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'waiwera/waiwera@3535153736:README.md',
      "waiwera/waiwera@3535153736:LICENSE (LGPL v3) and src headers ('version 3 ... or later')",
      'waiwera/waiwera@3535153736:src/ (eos_*.F90, minc.F90, tracer.F90)',
      'waiwera/waiwera@3535153736:doc/user (finite volume discretisation)',
      'tag 1.5.1 (2025-04-14)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
];
