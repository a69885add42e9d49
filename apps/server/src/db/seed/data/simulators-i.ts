import type { SimulatorInput } from '@rsd/core';
import type { CapabilitiesSeed, LearningResourcesSeed } from './seed-shapes';
import { REFERENCE_FACTS_VERIFIED_ON } from './reference-facts';

/** FALCON, GOLEM, PhreeqcRM, CrunchFlow (CrunchTope), FloPy. */
export const simulatorsI: SimulatorInput[] = [
  {
    name: 'FALCON',
    fullName: 'FALCON (Fracturing And Liquid CONvection)',
    shortDescription:
      'MOOSE-based finite-element simulator of coupled thermal, hydraulic, mechanical and chemical processes in geothermal reservoirs, used for Utah FORGE.',
    description:
      "FALCON (Fracturing And Liquid CONvection) is Idaho National Laboratory's geothermal reservoir simulator, developed with CSIRO and funded by the U.S. Department of Energy; it is the reservoir simulator of record for the Utah FORGE enhanced geothermal site. Built on MOOSE, it solves thermo-hydro-mechanical-chemical problems fully coupled and implicitly in 1D, 2D, axisymmetric and 3D, with pressure-temperature geothermal kernels, poromechanics, discrete fracture networks refined adaptively through MultiApps, well coupling and stochastic calibration workflows. Its development largely follows ASME NQA-1 software requirements. No tagged release was found, so none is shown.",
    website: 'https://www.mooseframework.org/falcon',
    sourceCodeRepository: 'https://github.com/idaholab/falcon',
    licenseType: 'LGPL-2.1',
    licenseUrl: 'https://github.com/idaholab/falcon/blob/HEAD/LICENSE',
    programmingLanguages: ['C++', 'Python'],
    applicationAreas: [
      'Geothermal reservoir simulation',
      'Enhanced geothermal systems (Utah FORGE)',
      'Reservoir thermal energy storage (RTES)',
      'Carbon sequestration',
      'Reactive transport',
      'Fractured reservoirs / discrete fracture networks',
      'Model calibration and uncertainty quantification',
    ],
    keyFeatures: [
      'Built on MOOSE; enables porous_flow, geochemistry, solid_mechanics, heat_transfer, thermal_hydraulics and stochastic_tools modules',
      'Fully coupled THMC formulation solved implicitly',
      '1D, 2D, 2D-RZ and 3D from workstations to large HPC systems',
      'Pressure-temperature (PT) single-phase geothermal kernels, BCs and materials',
      'Poromechanics with fixed-stress split example',
      'Discrete fracture network with adaptive mesh refinement via MultiApps',
      'Injection/production well coupling',
      'Stochastic fields and parameter calibration workflows',
      'Development largely follows ASME NQA-1 software requirements',
    ],
    strengths: [
      'Fully coupled THMC formulation solved implicitly',
      'Runs from workstations to large HPC systems',
      'Discrete fracture networks with adaptive mesh refinement',
      'Calibration and uncertainty workflows through MOOSE stochastic tools',
    ],
    developmentStatus: 'Maintained',
    lastReleaseVersion: null,
    lastReleaseDate: null,
    organizations: [
      { name: 'Idaho National Laboratory', role: 'Developer', url: 'http://www.inl.gov' },
      { name: 'Battelle Energy Alliance, LLC', role: 'Copyright holder' },
      {
        name: 'Commonwealth Scientific and Industrial Research Organisation (CSIRO), Mineral Resources',
        role: 'Collaborator',
        url: 'https://www.csiro.au/en/about/people/business-units/Mineral-Resources',
      },
      { name: 'United States Department of Energy', role: 'Funder', url: 'http://energy.gov' },
    ],
    relevantOrganizations: [
      { name: 'Idaho National Laboratory', role: 'Developer', url: 'http://www.inl.gov' },
      { name: 'Battelle Energy Alliance, LLC', role: 'Copyright holder' },
      {
        name: 'Commonwealth Scientific and Industrial Research Organisation (CSIRO), Mineral Resources',
        role: 'Collaborator',
        url: 'https://www.csiro.au/en/about/people/business-units/Mineral-Resources',
      },
      { name: 'United States Department of Energy', role: 'Funder', url: 'http://energy.gov' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Fluid flow', description: 'PT mass kernels, Darcy flux, mass point sources; MOOSE porous_flow' },
        { capability_name: 'Heat transfer', description: 'PT energy kernels and energy/enthalpy point sources' },
        { capability_name: 'Geomechanics', description: 'full-saturation poromechanics kernels and materials; MOOSE solid_mechanics' },
        { capability_name: 'Fractures', description: 'DFN with AMR MultiApp example; capsule aperture aux kernel' },
        { capability_name: 'Chemistry', description: 'MOOSE chemical_reactions and geochemistry modules' },
        { capability_name: 'Wells', description: 'injection-production well coupling example; thermal_hydraulics module' },
      ],
      numerical_schemes: [
        { scheme_type: 'Finite element', methods_used: 'MOOSE/libMesh finite elements, fully implicit coupling' },
        { scheme_type: 'Enriched Galerkin', methods_used: 'EGDiffusion DG kernel (enrichedGalerkin tests)' },
        { scheme_type: 'Operator splitting', methods_used: 'Fixed-stress split for poroelasticity (Mandel example)' },
        { scheme_type: 'Stochastic / inversion', methods_used: 'MOOSE stochastic_tools; FORGE effective-parameter inversion example' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'MOOSE input files', details: '.i' },
          { format_name: 'CSV nodal material data', details: 'CSVNodalMaterialDataAux' },
        ],
        supported_output_formats: [],
        api_integrations: [
          { api_type: 'MOOSE input files', details: 'Simulations are set up in MOOSE input files (.i)', documentation_url: null },
        ],
        external_tool_compatibility: [
          {
            tool_name: 'MOOSE',
            tool_type: 'Multiphysics framework',
            integration_details:
              'Built on MOOSE and its porous_flow, geochemistry, solid_mechanics, heat_transfer, thermal_hydraulics and stochastic_tools modules',
          },
          { tool_name: 'libMesh', tool_type: 'Finite-element library', integration_details: 'Finite elements through MOOSE' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [{ type: 'Parallel (MOOSE)', details: 'From workstations to large HPC systems' }],
        scalability_info: { value: 'Runs from workstations to large HPC systems.' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'FALCON website',
          url: 'https://www.mooseframework.org/falcon',
          description: 'The official FALCON website.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Example simulations (examples/)',
          url: 'https://github.com/idaholab/falcon/tree/HEAD/examples',
          description: 'FALCON: Example simulations (examples/).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'A Reference Thermal-Hydrologic-Mechanical Native State Model of the Utah FORGE Enhanced Geothermal Site',
          url: 'https://doi.org/10.3390/en14164758',
          authors: 'Podgorney R., Finnila, A., Simmons, S., and McLennan, J.',
          year: 2021,
          journal_conference: 'Energies, 14(16):4758',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'MOOSE Discussion Forum (GitHub Discussions)',
          url: 'https://github.com/idaholab/moose/discussions',
          description: 'MOOSE Discussion Forum (GitHub Discussions) for FALCON.',
        },
      ],
      relevant_organizations: [
        { name: 'Idaho National Laboratory', role: 'Developer', url: 'http://www.inl.gov' },
        { name: 'Battelle Energy Alliance, LLC', role: 'Copyright holder' },
        {
          name: 'Commonwealth Scientific and Industrial Research Organisation (CSIRO), Mineral Resources',
          role: 'Collaborator',
          url: 'https://www.csiro.au/en/about/people/business-units/Mineral-Resources',
        },
        { name: 'United States Department of Energy', role: 'Funder', url: 'http://energy.gov' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'idaholab/falcon@9ee5daba63:README.md (mirror HEAD devel, commit date 2026-08-19; master 437936c004 same day)',
      "idaholab/falcon@9ee5daba63:LICENSE (GNU LGPL 2.1 text; source headers have no 'or later' clause)",
      'idaholab/falcon@9ee5daba63:COPYRIGHT (Battelle Energy Alliance, LLC; DOE contract)',
      'idaholab/falcon@9ee5daba63:doc/content/index.md (THMC, FORGE, NQA-1, INL Geothermal Energy Group, CSIRO, DOE)',
      'idaholab/falcon@9ee5daba63:doc/content/examples/example_index.md',
      'idaholab/falcon@9ee5daba63:doc/content/help/faq/index.md (MOOSE Discussion Forum)',
      'idaholab/falcon@9ee5daba63:Makefile (enabled MOOSE modules)',
      'idaholab/falcon tree @9ee5daba63: src/{kernels,bcs,materials,dgkernels,dirackernels,auxkernels}, examples/, python/terrain/, test/tests/enrichedGalerkin/',
      'idaholab/falcon: no git tags in mirror -> no release version',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'GOLEM',
    fullName: 'GOLEM, a MOOSE-based application',
    shortDescription:
      'MOOSE-based finite-element simulator of coupled thermal, hydraulic and mechanical processes in faulted geothermal reservoirs.',
    description:
      'GOLEM, from the Basin Modelling section of the GFZ German Research Centre for Geosciences, couples fluid flow, heat transport and rock deformation in fractured and faulted reservoirs using MOOSE. It models elastic and inelastic rock (Drucker-Prager and pressure-dependent plasticity with hardening), porosity and permeability that evolve with the state, fluid properties from constant, linear or IAPWS laws, and reports fault normal and shear stress and slip tendency to assess stimulation and induced seismicity. Advective heat transport is stabilised by SUPG and runs are MPI-parallel. Its last release dates from 2017, and the copy read shows no code change since 2023.',
    website: 'https://github.com/ajacquey/golem',
    sourceCodeRepository: 'https://github.com/ajacquey/golem',
    licenseType: 'GPL-3.0-or-later',
    licenseUrl: 'https://github.com/ajacquey/golem/blob/HEAD/LICENSE',
    programmingLanguages: ['C++'],
    applicationAreas: [
      'Geothermal reservoir simulation',
      'Faulted and fractured reservoirs',
      'Hydraulic stimulation and induced micro-seismicity assessment',
      'Poroelastic and poroplastic rock deformation',
      'Thermal convection in faulted systems',
      'Basin-scale hydraulic modelling',
    ],
    keyFeatures: [
      'Coupled thermo-hydro-mechanical kernels built on MOOSE',
      'Elastic and inelastic rock behaviour (Drucker-Prager, pressure-dependent plasticity with hardening laws)',
      'Fault stress diagnostics: normal stress, shear stress, slip tendency',
      'Porosity and permeability evolution models (constant, THM porosity, Kozeny-Carman, cubic law)',
      'Fluid density and viscosity: constant, linear or IAPWS',
      'SUPG stabilisation for advective heat transport',
      'Material properties and boundary conditions read from files',
      'Parallel runs with MPI',
    ],
    strengths: [
      'Coupled thermo-hydro-mechanical kernels on MOOSE',
      'Fault stress and slip-tendency diagnostics',
      'Elastic and plastic rock behaviour',
      'MPI-parallel runs',
    ],
    developmentStatus: 'Inactive',
    lastReleaseVersion: '1.0',
    lastReleaseDate: '2017-09-29',
    organizations: [
      {
        name: 'GFZ German Research Centre for Geosciences, Section Basin Modelling',
        role: 'Developer',
        url: 'http://www.gfz-potsdam.de/en/home/',
      },
    ],
    relevantOrganizations: [
      {
        name: 'GFZ German Research Centre for Geosciences, Section Basin Modelling',
        role: 'Developer',
        url: 'http://www.gfz-potsdam.de/en/home/',
      },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Fluid flow', description: 'Darcy flow and poroelastic storage (GolemKernelH, GolemKernelHPoroElastic)' },
        { capability_name: 'Heat transport', description: 'conduction and advection (GolemKernelT, GolemKernelTH)' },
        { capability_name: 'Mechanics', description: 'elastic and inelastic deformation with thermal stresses (GolemKernelM)' },
        { capability_name: 'Fault reactivation indicators', description: 'fault normal/shear stress and slip tendency aux kernels' },
      ],
      numerical_schemes: [
        { scheme_type: 'Finite element', methods_used: 'MOOSE/libMesh finite elements with implicit THM coupling' },
        { scheme_type: 'Stabilisation', methods_used: 'SUPG upwinding for advection' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'MOOSE input files', details: '.i' },
          { format_name: 'Property and boundary-condition data files', details: '' },
        ],
        supported_output_formats: [],
        api_integrations: [
          { api_type: 'MOOSE input files', details: 'Simulations are set up in MOOSE input files (.i)', documentation_url: null },
        ],
        external_tool_compatibility: [
          { tool_name: 'MOOSE', tool_type: 'Multiphysics framework', integration_details: 'GOLEM is a MOOSE application' },
          { tool_name: 'libMesh', tool_type: 'Finite-element library', integration_details: 'Finite elements through MOOSE' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [{ type: 'MPI', details: 'Parallel runs with MPI' }],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'GOLEM documentation site (doc/config.yml)',
          url: 'https://ajacquey.github.io/golem/index.html',
          description: 'The official GOLEM documentation site (doc/config.yml).',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [
        {
          title: 'Flexible parallel implicit modelling of coupled thermal-hydraulic-mechanical processes in fractured rocks',
          url: 'https://doi.org/10.5194/se-8-921-2017',
          authors: 'Cacace, M. and Jacquey, A. B.',
          year: 2017,
          journal_conference: 'Solid Earth, 8, 921-941',
        },
        {
          title: 'GOLEM, a MOOSE-based application',
          url: 'http://doi.org/10.5281/zenodo.999401',
          authors: 'Antoine B. Jacquey, & Mauro Cacace',
          year: 2017,
          journal_conference: 'Zenodo (software)',
        },
      ],
      community_support_channels: [
        { channel_type: 'Gitter chat', url: 'https://gitter.im/Golem-Moose/golem', description: 'Gitter chat for GOLEM.' },
      ],
      relevant_organizations: [
        {
          name: 'GFZ German Research Centre for Geosciences, Section Basin Modelling',
          role: 'Developer',
          url: 'http://www.gfz-potsdam.de/en/home/',
        },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'ajacquey/golem@57d79d84d9:README.md (mirror HEAD master, commit date 2024-05-09; last code change 2023-12-03)',
      'ajacquey/golem@57d79d84d9:LICENSE (GPL v3 text)',
      "ajacquey/golem@57d79d84d9:src/actions/GolemPressureAction.C (header: 'either version 3 of the License, or (at your option) any later version'; GFZ Potsdam)",
      'ajacquey/golem@57d79d84d9:CITATION',
      'ajacquey/golem@57d79d84d9:doc/config.yml (home https://ajacquey.github.io/golem/index.html)',
      'ajacquey/golem tree @57d79d84d9: src/{kernels,materials,userobjects,auxkernels,bcs}',
      'ajacquey/golem tag v1.0 (2017-09-29)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'PhreeqcRM',
    fullName: 'PhreeqcRM: A reaction module for transport simulators based on the geochemical model PHREEQC',
    shortDescription:
      'USGS reaction module that lets reactive-transport codes run PHREEQC geochemistry cell by cell, with C++, C, Fortran and Python interfaces.',
    description:
      "PhreeqcRM is the U.S. Geological Survey's reaction module for transport simulators. Built on IPhreeqc, it holds the chemistry of every model cell: the host code sets initial and boundary conditions, moves concentrations, and calls PhreeqcRM to run PHREEQC equilibrium and kinetic reactions in each cell before taking the results back. It runs in parallel with MPI or OpenMP, implements the Basic Model Interface, can be initialised from YAML, and ships PHREEQC thermodynamic databases. The release shown belongs to the library's series; the Python package has its own numbering.",
    website: 'https://www.usgs.gov/software/phreeqc-version-3',
    sourceCodeRepository: 'https://github.com/usgs-coupled/phreeqcrm',
    licenseType: 'CC0-1.0',
    licenseUrl: 'https://github.com/usgs-coupled/phreeqcrm/blob/HEAD/LICENSE',
    programmingLanguages: ['C++', 'C', 'Fortran', 'Python'],
    applicationAreas: [
      'Reactive transport modelling',
      'Groundwater geochemistry',
      'Coupling geochemistry to flow and transport simulators',
      'Aqueous speciation and water-rock-gas reactions',
    ],
    keyFeatures: [
      'Based on IPhreeqc; exposes PHREEQC reaction capabilities',
      'Methods for initial and boundary conditions and reactions in all model cells',
      'Transfer of concentrations and properties to and from the host transport code',
      'Parallelisation by MPI or OpenMP',
      'Basic Model Interface (BMI) implementation',
      'YAML-based initialisation (YAMLPhreeqcRM)',
      'C++, C, Fortran and SWIG-generated Python interfaces (phreeqcrm package)',
      'Bundled PHREEQC thermodynamic databases',
    ],
    strengths: [
      'Adds PHREEQC geochemistry to any transport code',
      'MPI or OpenMP parallel reaction step',
      'Basic Model Interface (BMI) implementation',
      'C++, C, Fortran and Python interfaces',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '3.8.8',
    lastReleaseDate: '2025-09-10',
    organizations: [{ name: 'U.S. Geological Survey', role: 'Developer', url: 'https://www.usgs.gov/software/phreeqc-version-3' }],
    relevantOrganizations: [{ name: 'U.S. Geological Survey', role: 'Developer', url: 'https://www.usgs.gov/software/phreeqc-version-3' }],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Geochemical reactions', description: 'PHREEQC equilibrium and kinetic reaction calculations for each cell' },
        {
          capability_name: 'Speciation and phase equilibria',
          description: 'aqueous speciation, mineral and gas-phase reactions via IPhreeqc',
        },
        {
          capability_name: 'Reactive transport coupling',
          description: 'reaction step driven by a host transport simulator (advection examples)',
        },
      ],
      numerical_schemes: [
        {
          scheme_type: 'Reaction module coupling',
          methods_used: 'host code transports components; PhreeqcRM runs PHREEQC reactions cell by cell',
        },
        { scheme_type: 'Parallel computing', methods_used: 'MPI and OpenMP' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'PHREEQC input files', details: '.pqi' },
          { format_name: 'PHREEQC databases', details: '.dat' },
          { format_name: 'YAML initialisation files', details: '' },
        ],
        supported_output_formats: [],
        api_integrations: [
          { api_type: 'C++, C and Fortran', details: 'Library interfaces for host transport codes', documentation_url: null },
          { api_type: 'Python (phreeqcrm)', details: 'SWIG-generated Python package', documentation_url: null },
          { api_type: 'BMI', details: 'Basic Model Interface implementation', documentation_url: null },
        ],
        external_tool_compatibility: [
          { tool_name: 'IPhreeqc', tool_type: 'Geochemistry library', integration_details: 'PhreeqcRM is built on IPhreeqc' },
          { tool_name: 'PHREEQC', tool_type: 'Geochemical model', integration_details: 'Runs PHREEQC reactions in each cell' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [
          { type: 'MPI', details: 'Parallel reaction calculations' },
          { type: 'OpenMP', details: 'Threaded reaction calculations' },
        ],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'USGS PHREEQC Version 3 release page',
          url: 'https://www.usgs.gov/software/phreeqc-version-3',
          description: 'PhreeqcRM: USGS PHREEQC Version 3 release page.',
          type: 'documentation',
        },
        {
          title: 'PHREEQC version 3 manual (PDF in repository)',
          url: 'https://github.com/usgs-coupled/phreeqcrm/blob/HEAD/doc/Phreeqc_3_2013_manual.pdf',
          description: 'PhreeqcRM: PHREEQC version 3 manual (PDF in repository).',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Advection and usage examples in C++, C and Fortran (Tests/)',
          url: 'https://github.com/usgs-coupled/phreeqcrm/tree/HEAD/Tests',
          description: 'PhreeqcRM: Advection and usage examples in C++, C and Fortran (Tests/).',
          type: 'tutorial',
        },
        {
          title: 'Python examples (swig/python)',
          url: 'https://github.com/usgs-coupled/phreeqcrm/tree/HEAD/swig/python',
          description: 'PhreeqcRM: Python examples (swig/python).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [],
      community_support_channels: [],
      relevant_organizations: [
        { name: 'U.S. Geological Survey', role: 'Developer', url: 'https://www.usgs.gov/software/phreeqc-version-3' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'usgs-coupled/phreeqcrm@f05f6f55cf:README.md (mirror HEAD master, commit date 2026-04-20)',
      'usgs-coupled/phreeqcrm@f05f6f55cf:LICENSE (CC0 1.0 Universal)',
      'usgs-coupled/phreeqcrm@f05f6f55cf:pyproject.toml (phreeqcrm Python package version 0.0.17, CC0 classifier)',
      'usgs-coupled/phreeqcrm@f05f6f55cf:doc/README.TXT, doc/NOTICE.TXT',
      'usgs-coupled/phreeqcrm tree @f05f6f55cf: src/{PhreeqcRM.cpp,BMIPhreeqcRM.cpp,YAMLPhreeqcRM.cpp,RM_interface.F90,BMI_interface.F90}, swig/python/, Tests/, database/',
      'usgs-coupled/phreeqcrm tag v3.8.8 (2025-09-10) (library release series; Python package series tag v0.0.17 on 2025-09-22)',
      'No CITATION.cff and no explicit citation request in README',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'CrunchFlow (CrunchTope)',
    fullName: 'CrunchFlow: Software for Modeling Multicomponent Reactive Flow and Transport',
    shortDescription:
      'Fortran reactive transport code from Berkeley Lab for multicomponent flow and transport in porous media, including unsaturated flow by the Richards equation.',
    description:
      "CrunchFlow, developed in the Energy Geosciences Division of Lawrence Berkeley National Laboratory and published as CrunchTope, couples multicomponent transport with geochemical reactions on 1D to 3D structured grids. Reaction and transport are solved together in its global implicit mode (the operator-splitting mode is temporarily disabled), with kinetic and equilibrium mineral reactions, aqueous kinetics including microbially mediated reactions, ion exchange and surface complexation, gas diffusion, saturated flow with pumping wells and transient Richards-equation flow with evaporation. It uses PETSc, couples to PEST for parameter estimation, and ships a manual and short-course exercises. Its licence is Berkeley Lab's variant of BSD-3-Clause.",
    website: 'https://crunch.lbl.gov/',
    sourceCodeRepository: 'https://github.com/CISteefel/CrunchTope',
    licenseType: 'BSD-3-Clause-LBNL',
    licenseUrl: 'https://github.com/CISteefel/CrunchTope/blob/HEAD/license.txt',
    programmingLanguages: ['Fortran'],
    applicationAreas: [
      'Multicomponent reactive transport',
      'Mineral dissolution and precipitation',
      'Unsaturated-zone flow and evaporation',
      'Sorption, ion exchange and surface complexation',
      'Microbially mediated biogeochemistry',
      'Parameter estimation with PEST',
    ],
    keyFeatures: [
      'Global implicit reactive transport mode (GIMRT); operator-splitting OS3D mode temporarily disabled',
      '1D-3D structured-grid discretisation',
      'Kinetic (TST) and equilibrium mineral reactions, aqueous kinetics',
      'Ion exchange and surface complexation',
      'Multicomponent and Fickian diffusion, dispersion, gas diffusion',
      'Saturated flow with pumping wells and transient Richards-equation flow (1D/2D)',
      'PEST coupling for parameter estimation',
      'Spatial fields (permeability, porosity, velocity, temperature, ...) read from files',
      'Uses PETSc; container files and prebuilt Windows executable provided',
    ],
    strengths: [
      'Global implicit coupling of reaction and transport',
      'Broad geochemistry: mineral kinetics, ion exchange, surface complexation',
      'Unsaturated flow and evaporation',
      'PEST coupling for parameter estimation',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '3.0',
    lastReleaseDate: '2025-01-10',
    organizations: [
      {
        name: 'Lawrence Berkeley National Laboratory, Energy Geosciences Division (The Regents of the University of California)',
        role: 'Developer / copyright holder',
      },
    ],
    relevantOrganizations: [
      {
        name: 'Lawrence Berkeley National Laboratory, Energy Geosciences Division (The Regents of the University of California)',
        role: 'Developer / copyright holder',
      },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Reactive transport', description: 'advection, dispersion and diffusion of multicomponent aqueous species' },
        { capability_name: 'Mineral reactions', description: 'kinetic (TST-type rate laws) and equilibrium dissolution/precipitation' },
        { capability_name: 'Aqueous kinetics / biogeochemistry', description: 'AQUEOUS_KINETICS block; microbial sulfur exercise' },
        { capability_name: 'Sorption', description: 'ION_EXCHANGE and SURFACE_COMPLEXATION blocks' },
        { capability_name: 'Gases', description: 'gas species and gas diffusion' },
        { capability_name: 'Saturated flow', description: 'flow calculation with pumping wells' },
        { capability_name: 'Unsaturated flow', description: 'transient Richards equation in 1D and 2D, incl. evaporation' },
        { capability_name: 'Porosity, temperature and erosion/burial', description: 'POROSITY, TEMPERATURE and EROSION keyword blocks' },
      ],
      numerical_schemes: [
        { scheme_type: 'Global implicit coupling', methods_used: 'GIMRT: reaction and transport solved together' },
        { scheme_type: 'Operator splitting', methods_used: 'OS3D (temporarily disabled)' },
        { scheme_type: 'Structured grid', methods_used: 'DISCRETIZATION block for 1D-3D grids' },
        { scheme_type: 'Linear algebra', methods_used: 'PETSc' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'Keyword-block text input file', details: '' },
          { format_name: 'Thermodynamic database', details: "format close to PFLOTRAN's" },
          { format_name: 'Field files: SingleColumn, ContinuousRead, FullFormat, Unformatted', details: 'binary' },
        ],
        supported_output_formats: [
          { format_name: 'Kaleidagraph, Tecplot and Xmgr/Gnuplot graphics formats', details: '' },
          { format_name: 'Spatial profiles and time-series files', details: '' },
        ],
        api_integrations: [
          {
            api_type: 'Keyword-block input file',
            details: 'Simulations are defined in a keyword-block text file',
            documentation_url: null,
          },
        ],
        external_tool_compatibility: [
          { tool_name: 'PETSc', tool_type: 'Linear algebra', integration_details: 'Solves the coupled systems' },
          { tool_name: 'PEST', tool_type: 'Parameter estimation', integration_details: 'Coupling for parameter estimation' },
          { tool_name: 'Tecplot / Kaleidagraph / Xmgr', tool_type: 'Plotting', integration_details: 'Graphics output formats' },
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
          title: "CrunchFlow User's Manual (PDF)",
          url: 'https://github.com/CISteefel/CrunchTope/blob/master/docs/CrunchFlowManual.pdf',
          description: "The official CrunchFlow User's Manual (PDF).",
          type: 'documentation',
        },
        {
          title: 'Input file keyword block documentation',
          url: 'https://github.com/CISteefel/CrunchTope/tree/master/docs/input_file',
          description: 'CrunchFlow (CrunchTope): Input file keyword block documentation.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Short-course exercises (Exercises/)',
          url: 'https://github.com/CISteefel/CrunchTope/tree/master/Exercises',
          description: 'CrunchFlow (CrunchTope): Short-course exercises (Exercises/).',
          type: 'tutorial',
        },
        {
          title: 'Short-course exercise descriptions (PDF)',
          url: 'https://github.com/CISteefel/CrunchTope/blob/master/docs/CrunchCourseExerciseDescriptions.pdf',
          description: 'CrunchFlow (CrunchTope): Short-course exercise descriptions (PDF).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [],
      community_support_channels: [],
      relevant_organizations: [
        {
          name: 'Lawrence Berkeley National Laboratory, Energy Geosciences Division (The Regents of the University of California)',
          role: 'Developer / copyright holder',
        },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      "CISteefel/CrunchTope@472bbd3734:README.md (mirror HEAD master, commit date 2026-04-17; website link text 'crunchflow.lbl.gov' points to https://crunch.lbl.gov/)",
      'CISteefel/CrunchTope@472bbd3734:license.txt (LBNL BSD three-clause with Enhancements clause)',
      'CISteefel/CrunchTope@472bbd3734:docs/input_file/running_crunchflow.md (GIMRT, OS3D disabled, LBNL Energy Geosciences Division)',
      'CISteefel/CrunchTope@472bbd3734:docs/input_file/input_file_formats.md',
      'CISteefel/CrunchTope@472bbd3734:docs/input_file/runtime.md (kaleidagraph/tecplot/xmgr graphics options)',
      'CISteefel/CrunchTope@472bbd3734:docs/input_file/output.md',
      'CISteefel/CrunchTope tree @472bbd3734: Source/*.F90, Exercises/Ex1..Ex16, Containers/, Windows/, docs/CrunchFlowManual.pdf',
      'CISteefel/CrunchTope tag v3.0 (2025-01-10)',
      'No CITATION.cff and no citation request found',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'FloPy',
    fullName: 'FloPy',
    shortDescription:
      'Python package to build, run and post-process MODFLOW 6 and earlier MODFLOW, MT3D, SEAWAT and MODPATH groundwater models, with plotting and export tools.',
    description:
      "FloPy, a U.S. Geological Survey software release, scripts groundwater models in Python. Its MODFLOW 6 classes are generated from MODFLOW's own definition files, and it also supports MODFLOW-2005, NWT, USG and 2000, MT3DMS, MT3D-USGS, SEAWAT and MODPATH. It loads existing models, reads binary head and budget output, plots maps and cross-sections, exports to NetCDF, shapefile and VTK, builds structured, vertex and unstructured grids, and splits models for parallel MODFLOW 6; a get-modflow command installs the executables. The release shown was read from an older copy of the repository, so newer releases may exist.",
    website: 'https://github.com/modflowpy/flopy',
    sourceCodeRepository: 'https://github.com/modflowpy/flopy',
    licenseType: 'CC0-1.0',
    licenseUrl: 'https://github.com/modflowpy/flopy/blob/HEAD/LICENSE.md',
    programmingLanguages: ['Python'],
    applicationAreas: [
      'Groundwater flow modelling',
      'Solute transport modelling',
      'Variable-density flow / saltwater intrusion',
      'Particle tracking',
      'Model pre- and post-processing',
      'Scripted, reproducible modelling workflows',
    ],
    keyFeatures: [
      'Python API for MODFLOW 6 (classes generated from MF6 definition files)',
      'Support for MODFLOW-2005, MODFLOW-NWT, MODFLOW-USG and MODFLOW-2000',
      'Supports MODPATH 6/7, MT3DMS, MT3D-USGS and SEAWAT',
      'Loads existing models and reads binary head/budget output',
      'Map-view and cross-section plotting',
      'Export to NetCDF, shapefile and VTK',
      'Grid tools: structured, vertex and unstructured grids, gridgen, Triangle and Voronoi helpers, grid intersection',
      'Model splitting for parallel MODFLOW 6 and zone budget utilities',
      'get-modflow command to install MODFLOW executables',
    ],
    strengths: [
      'One Python API across the MODFLOW family',
      'Loads existing models and reads their binary output',
      'Grid tools for structured, vertex and unstructured grids',
      'Export to NetCDF, shapefile and VTK',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '3.9.3',
    lastReleaseDate: '2025-05-12',
    organizations: [{ name: 'U.S. Geological Survey', role: 'Developer (USGS software release; public-domain origin per LICENSE)' }],
    relevantOrganizations: [
      { name: 'U.S. Geological Survey', role: 'Developer (USGS software release; public-domain origin per LICENSE)' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Groundwater flow',
          description: 'model setup for MODFLOW 6 GWF and earlier MODFLOW versions (e.g. NWT Newton, USG unstructured)',
        },
        { capability_name: 'Solute transport', description: 'MT3DMS and MT3D-USGS model construction' },
        { capability_name: 'Variable-density flow', description: 'SEAWAT models; SWI2 saltwater-interface examples' },
        { capability_name: 'Particle tracking', description: 'MODPATH 6 and 7 simulations and pathline/endpoint output' },
      ],
      numerical_schemes: [],
      interoperability: {
        supported_input_formats: [
          { format_name: 'MODFLOW / MODFLOW 6 input files', details: 'model loading' },
          { format_name: 'MODFLOW binary head and cell-budget files', details: '' },
          { format_name: 'MODFLOW list files', details: '' },
          { format_name: 'Shapefiles and raster files', details: 'e.g. GeoTIFF via rasterio' },
        ],
        supported_output_formats: [
          { format_name: 'MODFLOW family input files', details: '' },
          { format_name: 'NetCDF', details: '' },
          { format_name: 'Shapefile', details: '' },
          { format_name: 'VTK', details: '' },
        ],
        api_integrations: [
          { api_type: 'Python API', details: 'Classes for MODFLOW 6 generated from its definition files', documentation_url: null },
        ],
        external_tool_compatibility: [
          {
            tool_name: 'MODFLOW 6',
            tool_type: 'Groundwater simulator',
            integration_details: 'Builds, runs and post-processes MODFLOW 6 models',
          },
          { tool_name: 'MT3DMS / MT3D-USGS / SEAWAT', tool_type: 'Transport simulators', integration_details: 'Model construction' },
          { tool_name: 'MODPATH', tool_type: 'Particle tracking', integration_details: 'MODPATH 6 and 7 simulations' },
          {
            tool_name: 'Triangle / gridgen',
            tool_type: 'Grid generators',
            integration_details: 'Helpers for unstructured and quadtree grids',
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
          title: 'FloPy documentation (latest release)',
          url: 'https://flopy.readthedocs.io/en/stable',
          description: 'The official FloPy documentation (latest release).',
          type: 'documentation',
        },
        {
          title: 'FloPy documentation (release candidate)',
          url: 'https://flopy.readthedocs.io/en/latest',
          description: 'The official FloPy documentation (release candidate).',
          type: 'documentation',
        },
        {
          title: 'Supported packages',
          url: 'https://github.com/modflowpy/flopy/blob/HEAD/docs/supported_packages.md',
          description: 'FloPy: Supported packages.',
          type: 'documentation',
        },
        {
          title: 'Version changes / release notes',
          url: 'https://github.com/modflowpy/flopy/blob/develop/docs/version_changes.md',
          description: 'FloPy: Version changes / release notes.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'FloPy tutorials',
          url: 'https://flopy.readthedocs.io/en/latest/tutorials.html',
          description: 'Learning material: FloPy tutorials.',
          type: 'tutorial',
        },
        {
          title: 'FloPy example notebooks',
          url: 'https://flopy.readthedocs.io/en/latest/notebooks.html',
          description: 'Learning material: FloPy example notebooks.',
          type: 'tutorial',
        },
        {
          title: 'MODFLOW 6 example problems',
          url: 'https://modflow6-examples.readthedocs.io/en/latest/',
          description: 'FloPy: MODFLOW 6 example problems.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'FloPy Workflows for Creating Structured and Unstructured MODFLOW Models',
          url: 'https://doi.org/10.1111/gwat.13327',
          authors: 'Hughes, J.D., Langevin, C.D., Paulinski, S.R., Larsen, J.D. and Brakenhoff, D.',
          year: 2023,
          journal_conference: 'Groundwater',
        },
        {
          title: 'Scripting MODFLOW Model Development Using Python and FloPy',
          url: 'https://doi.org/10.1111/gwat.12413',
          authors: 'Bakker, Mark, Post, Vincent, Langevin, C. D., Hughes, J. D., White, J. T., Starn, J. J. and Fienen, M. N.',
          year: 2016,
          journal_conference: 'Groundwater',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'GitHub Discussions',
          url: 'https://github.com/modflowpy/flopy/discussions',
          description: 'GitHub Discussions for FloPy.',
        },
        { channel_type: 'Issue tracker', url: 'https://github.com/modflowpy/flopy/issues', description: 'Issue tracker for FloPy.' },
        {
          channel_type: 'Stack Overflow tag',
          url: 'https://stackoverflow.com/questions/tagged/flopy',
          description: 'Stack Overflow tag for FloPy.',
        },
        {
          channel_type: 'Mailing list / forum (MODFLOW Users Group)',
          url: 'https://groups.google.com/forum/#!forum/modflow',
          description: 'Mailing list / forum (MODFLOW Users Group) for FloPy.',
        },
      ],
      relevant_organizations: [
        { name: 'U.S. Geological Survey', role: 'Developer (USGS software release; public-domain origin per LICENSE)' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'modflowpy/flopy@e626aca786:README.md (mirror HEAD commit dated 2025-05-23; mirror may be stale)',
      'modflowpy/flopy@e626aca786:LICENSE.md (USGS public domain + CC0 1.0)',
      'modflowpy/flopy@e626aca786:CITATION.cff (license CC0-1.0; preferred citation Hughes et al. 2023; reference Bakker et al. 2016)',
      'modflowpy/flopy@e626aca786:pyproject.toml (license CC0, Python >=3.10, project.urls incl. Bug Tracker)',
      'modflowpy/flopy@e626aca786:.docs/introduction.rst',
      'modflowpy/flopy@e626aca786:.docs/Notebooks/export_tutorial.py (NetCDF/shapefile export)',
      'modflowpy/flopy@e626aca786:flopy/export/vtk.py, flopy/utils/rasters.py, flopy/utils/gridgen.py, flopy/utils/triangle.py, flopy/utils/voronoi.py',
      'modflowpy/flopy@e626aca786:docs/supported_packages.md',
      'modflowpy/flopy@e626aca786:.docs/md/version_changes.md (Version 3.9.3 top entry)',
      'FloPy tag 3.9.3 (2025-05-12)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
];
