import type { SimulatorInput } from '@rsd/core';
import type { CapabilitiesSeed, LearningResourcesSeed } from './seed-shapes';
import { REFERENCE_FACTS_VERIFIED_ON } from './reference-facts';

/** MOOSE PorousFlow, PorePy, OpenGeoSys, JutulDarcy.jl. */
export const simulatorsC: SimulatorInput[] = [
  {
    name: 'MOOSE PorousFlow',
    fullName: 'PorousFlow module of MOOSE (Multiphysics Object-Oriented Simulation Environment)',
    shortDescription:
      'MOOSE add-on from INL and CSIRO that couples heat, fluid flow, rock mechanics and chemistry in porous media using finite elements.',
    description:
      'PorousFlow is a module of MOOSE, the Multiphysics Object-Oriented Simulation Environment from Idaho National Laboratory, with CSIRO as a major contributor. It solves fully coupled thermal, hydraulic, mechanical and chemical (THMC) problems for any number of fluid phases and components, including brine–CO2 and water–gas formulations with compositional flash. It builds on MOOSE, libMesh and PETSc and runs massively parallel. No tagged release was confirmed, and the licence (LGPL-2.1) is taken from source headers.',
    website: 'https://mooseframework.inl.gov',
    sourceCodeRepository: 'https://github.com/idaholab/moose',
    licenseType: 'LGPL-2.1',
    licenseUrl: 'https://www.gnu.org/licenses/lgpl-2.1.html',
    programmingLanguages: ['C++'],
    applicationAreas: ['Groundwater', 'Geothermal', 'CO2 storage', 'Hydrogen storage', 'Geomechanics', 'Mining', 'Mineralization'],
    keyFeatures: [
      'Arbitrary number of phases and fluid components',
      'Fully coupled THMC in one framework',
      'Brine–CO2 and water–non-condensable-gas formulations with compositional flash',
      'Fluid properties from MOOSE Fluid Properties module',
      'Mass lumping and upwinding options',
      'Built on MOOSE/libMesh/PETSc, massively parallel',
    ],
    strengths: [
      'Any number of phases and fluid components',
      'THMC coupling in a single framework',
      "Inherits MOOSE's massive parallelism",
      'Reuses MOOSE fluid-property and solid-mechanics modules',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: null,
    lastReleaseDate: null,
    organizations: [
      { name: 'Idaho National Laboratory', role: 'MOOSE framework developer', url: 'https://mooseframework.inl.gov' },
      { name: 'CSIRO', role: 'PorousFlow authors / major contributor' },
    ],
    relevantOrganizations: [
      { name: 'Idaho National Laboratory', role: 'MOOSE framework developer', url: 'https://mooseframework.inl.gov' },
      { name: 'CSIRO', role: 'PorousFlow authors / major contributor' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Single and multiphase flow',
          description: 'General formulations for arbitrary phases/components',
        },
        { capability_name: 'Heat transport', description: 'Advection and conduction' },
        { capability_name: 'Geomechanics', description: 'Coupling with solid mechanics (effective stress, Biot)' },
        { capability_name: 'Chemistry', description: 'Aqueous equilibrium and mineral precipitation/dissolution' },
        { capability_name: 'Unsaturated flow', description: 'Van Genuchten and other capillary/relperm models' },
        { capability_name: 'Tracers', description: 'Tracer transport incl. radioactive decay' },
      ],
      numerical_schemes: [
        { scheme_type: 'Finite element', methods_used: 'Galerkin FEM via MOOSE/libMesh, fully implicit' },
        { scheme_type: 'Stabilization', methods_used: 'Mass lumping, upwinding, numerical-diffusion controls' },
        { scheme_type: 'Solvers', methods_used: 'PETSc nonlinear and linear solvers' },
      ],
      interoperability: {
        supported_input_formats: [{ format_name: 'MOOSE input files', details: '.i, block syntax' }],
        supported_output_formats: [],
        api_integrations: [],
        external_tool_compatibility: [
          {
            tool_name: 'MOOSE Fluid Properties',
            tool_type: 'Framework module',
            integration_details: 'Supplies fluid properties',
          },
          {
            tool_name: 'libMesh',
            tool_type: 'Finite-element library',
            integration_details: 'Underlying discretization',
          },
          { tool_name: 'PETSc', tool_type: 'Solver library', integration_details: 'Nonlinear and linear solvers' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [{ type: 'MPI (MOOSE/libMesh/PETSc)', details: 'Massively parallel through the underlying framework' }],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'PorousFlow documentation',
          url: 'https://mooseframework.org/modules/porous_flow/index.html',
          description: 'MOOSE PorousFlow: PorousFlow documentation.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'PorousFlow tutorial (source page)',
          url: 'https://github.com/idaholab/moose/blob/master/modules/porous_flow/doc/content/documentation/modules/porous_flow/tutorial_00.md',
          description: 'MOOSE PorousFlow: PorousFlow tutorial (source page).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'PorousFlow: a multiphysics simulation code for coupled problems in porous media',
          url: null,
          authors: 'Wilkins, A.; Green, C.P.; Ennis-King, J.',
          year: 2020,
          journal_conference: 'Journal of Open Source Software',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/idaholab/moose/issues',
          description: 'Issue tracker for MOOSE PorousFlow.',
        },
      ],
      relevant_organizations: [
        { name: 'Idaho National Laboratory', role: 'MOOSE framework developer', url: 'https://mooseframework.inl.gov' },
        { name: 'CSIRO', role: 'PorousFlow authors / major contributor' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'idaholab/moose (index) README.md',
      'idaholab/moose (index) COPYRIGHT',
      "find_string: MOOSE source headers 'Licensed under LGPL 2.1, please see LICENSE'",
      'idaholab/moose (index) modules/porous_flow/doc/content/documentation/modules/porous_flow/index.md and tutorial_00.md',
      'idaholab/moose (index) modules/porous_flow/paper.md',
      'GitHub PR idaholab/moose#31999 (2025-11-27) as activity evidence',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'PorePy',
    fullName: 'PorePy: A Simulation Tool for Fractured and Deformable Porous Media',
    shortDescription:
      "Bergen's Python toolkit for fractured rock, where fractures become lower-dimensional grids; covers flow, heat, poroelasticity and sliding fractures.",
    description:
      "PorePy, from the Porous Media Group at the University of Bergen, models multiphysics processes in fractured porous media by representing fractures and their intersections as lower-dimensional grids. It meshes 2D and 3D fracture networks automatically with Gmsh and combines finite-volume, mixed and virtual finite-element discretizations with an automatic-differentiation framework. Fracture deformation is treated as frictional contact, which supports thermo-poroelastic and fault-mechanics studies. The licence text is GPLv3 without an 'only' or 'or later' statement, and the release shown was read from an older copy of the repository.",
    website: 'https://github.com/pmgbergen/porepy',
    sourceCodeRepository: 'https://github.com/pmgbergen/porepy',
    licenseType: 'GPL-3.0',
    licenseUrl: 'https://github.com/pmgbergen/porepy/blob/HEAD/LICENSE.md',
    programmingLanguages: ['Python'],
    applicationAreas: ['Fractured reservoirs', 'Geothermal', 'Geomechanics', 'Induced seismicity / fault mechanics'],
    keyFeatures: [
      'Mixed-dimensional grids from intersecting 2D/3D fracture networks',
      'Automatic gridding of fracture networks (Gmsh)',
      'Finite-volume and mixed/virtual finite-element discretizations',
      'Fracture deformation as frictional contact',
      'Automatic differentiation framework',
      'Docker images (porepy/stable, porepy/dev)',
    ],
    strengths: [
      'Mixed-dimensional treatment of fracture networks',
      'Automatic gridding of intersecting fractures',
      'Frictional contact mechanics for fractures',
      'Docker images for stable and development versions',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '1.11',
    lastReleaseDate: '2025-05-22',
    organizations: [
      { name: 'University of Bergen, Porous Media Group', role: 'Developer' },
      { name: 'Research Council of Norway', role: 'Funder' },
      { name: 'European Research Council', role: 'Funder' },
      { name: 'Equinor', role: 'Funder' },
    ],
    relevantOrganizations: [
      { name: 'University of Bergen, Porous Media Group', role: 'Developer' },
      { name: 'Research Council of Norway', role: 'Funder' },
      { name: 'European Research Council', role: 'Funder' },
      { name: 'Equinor', role: 'Funder' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Single-phase flow', description: 'Darcy flow in matrix and fractures' },
        { capability_name: 'Transport', description: 'Advective transport and heat transport' },
        { capability_name: 'Thermo-poroelasticity', description: 'Coupled flow, heat and deformation' },
        { capability_name: 'Fracture contact mechanics', description: 'Frictional contact of existing fractures' },
        { capability_name: 'Compositional flow', description: 'compositional flow models' },
      ],
      numerical_schemes: [
        { scheme_type: 'Finite volume', methods_used: 'TPFA, MPFA, MPSA, TPSA, upwind' },
        { scheme_type: 'Mixed finite element', methods_used: 'RT0' },
        { scheme_type: 'Virtual element', methods_used: 'Mixed VEM' },
        { scheme_type: 'Nonlinear', methods_used: 'Automatic differentiation (porepy.numerics.ad)' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'Fracture network definitions', details: 'incl. file import' },
          { format_name: 'Gmsh-generated meshes', details: '' },
        ],
        supported_output_formats: [{ format_name: 'VTU/PVD', details: 'exporter' }],
        api_integrations: [{ api_type: 'Python library', details: 'Used as a Python package', documentation_url: null }],
        external_tool_compatibility: [
          {
            tool_name: 'Gmsh',
            tool_type: 'Mesh generator',
            integration_details: 'Automatic gridding of fracture networks',
          },
          {
            tool_name: 'Docker',
            tool_type: 'Container images',
            integration_details: 'porepy/stable and porepy/dev images',
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
          title: 'Documentation (under construction)',
          url: 'https://pmgbergen.github.io/porepy/html/docsrc/porepy/porepy.html',
          description: 'PorePy: Documentation (under construction).',
          type: 'documentation',
        },
        {
          title: 'Install from source',
          url: 'https://github.com/pmgbergen/porepy/blob/develop/Install.md',
          description: 'PorePy: Install from source.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Tutorials',
          url: 'https://github.com/pmgbergen/porepy/tree/develop/tutorials',
          description: 'PorePy: Tutorials.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'PorePy: an open-source software for simulation of multiphysics processes in fractured porous media',
          url: 'https://doi.org/10.1007/s10596-020-10002-5',
          authors: 'Keilegavlen, E.; Berge, R.; Fumagalli, A.; Starnoni, M.; Stefansson, I.; Varela, J.; Berre, I.',
          year: 2021,
          journal_conference: 'Computational Geosciences 25, 243-265',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/pmgbergen/porepy/issues',
          description: 'Issue tracker for PorePy.',
        },
      ],
      relevant_organizations: [
        { name: 'University of Bergen, Porous Media Group', role: 'Developer' },
        { name: 'Research Council of Norway', role: 'Funder' },
        { name: 'European Research Council', role: 'Funder' },
        { name: 'Equinor', role: 'Funder' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'pmgbergen/porepy@614c076cfc:Readme.md',
      'pmgbergen/porepy@614c076cfc:LICENSE.md',
      'pmgbergen/porepy@614c076cfc:pyproject.toml',
      'pmgbergen/porepy tag v1.11 (2025-05-22)',
      'pmgbergen/porepy@614c076cfc:src/porepy/numerics/, src/porepy/models/, src/porepy/viz/exporter.py',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'OpenGeoSys',
    fullName: 'OpenGeoSys 6 (OGS)',
    shortDescription:
      'Community FE simulator from the OGS project for geothermal, storage and repository studies needing coupled heat, water, stress and chemistry.',
    description:
      'OpenGeoSys 6 is developed by the OpenGeoSys community and uses finite elements to model how heat, water, stress and chemistry interact (THMC) in porous and fractured rock. Its process library covers non-isothermal two-phase flow in deformable media (TH2M), hydro-mechanics with fractures, reactive transport coupled to PHREEQC, borehole heat exchangers and Stokes flow in fractures. It comes in MPI and OpenMP parallel versions and as a Python package on PyPI, under a project-specific modified BSD licence. No release date was confirmed for the version shown.',
    website: 'https://www.opengeosys.org',
    sourceCodeRepository: 'https://github.com/ufz/ogs',
    licenseType: 'LicenseRef-OpenGeoSys-Modified-BSD',
    licenseUrl: 'https://github.com/ufz/ogs/blob/HEAD/LICENSE.txt',
    programmingLanguages: ['C++', 'Python'],
    applicationAreas: ['CO2 storage', 'Geothermal', 'Water resources / hydrology', 'Waste disposal / repositories', 'Geomechanics'],
    keyFeatures: [
      'THMC process library',
      'MPI and OpenMP parallel versions',
      'Python package on PyPI (ogs)',
      'PHREEQC coupling for reactive transport',
      'Borehole heat exchanger process (HeatTransportBHE)',
      'Data Explorer visualization tool',
    ],
    strengths: [
      'Broad THMC process library',
      'MPI and OpenMP parallel versions',
      'pip-installable Python package',
      'PHREEQC coupling for reactive transport',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '6.5.9',
    lastReleaseDate: null,
    organizations: [{ name: 'OpenGeoSys Community', role: 'Developer', url: 'https://www.opengeosys.org' }],
    relevantOrganizations: [{ name: 'OpenGeoSys Community', role: 'Developer', url: 'https://www.opengeosys.org' }],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Thermo-hydro-mechanical-chemical coupling',
          description: 'THMC processes in porous/fractured media',
        },
        { capability_name: 'Two-phase non-isothermal flow in deformable media', description: 'TH2M process' },
        { capability_name: 'Reactive transport', description: 'ComponentTransport with PHREEQC coupling' },
        {
          capability_name: 'Hydro-mechanics',
          description: 'HydroMechanics, ThermoRichardsMechanics, LIE fracture processes',
        },
        { capability_name: 'Borehole heat exchangers', description: 'HeatTransportBHE' },
        { capability_name: 'Stokes flow in fractures', description: 'StokesFlow process' },
      ],
      numerical_schemes: [
        { scheme_type: 'Finite element', methods_used: 'FEM (Taylor–Hood for Stokes flow)' },
        { scheme_type: 'Stabilization', methods_used: 'FCT numerical stabilization (6.5.1)' },
        { scheme_type: 'Nonlinear', methods_used: 'Newton iterations' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'XML project files', details: '.prj' },
          { format_name: 'VTU meshes', details: '' },
          { format_name: 'GML geometry', details: '' },
        ],
        supported_output_formats: [{ format_name: 'HDF5-based output', details: '' }],
        api_integrations: [
          {
            api_type: 'Python package (PyPI)',
            details: 'The ogs package on PyPI',
            documentation_url: 'https://pypi.org/project/ogs/6.5.9/',
          },
        ],
        external_tool_compatibility: [
          { tool_name: 'PHREEQC', tool_type: 'Geochemistry', integration_details: 'Reactive transport coupling' },
          {
            tool_name: 'Data Explorer',
            tool_type: 'Visualization',
            integration_details: 'OpenGeoSys Data Explorer tool',
          },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [
          { type: 'MPI', details: 'Distributed-memory parallel version' },
          { type: 'OpenMP', details: 'Shared-memory parallel version' },
        ],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'OpenGeoSys website',
          url: 'https://www.opengeosys.org',
          description: 'The official OpenGeoSys website.',
          type: 'documentation',
        },
        {
          title: 'PyPI package',
          url: 'https://pypi.org/project/ogs/6.5.9/',
          description: 'OpenGeoSys: PyPI package.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/ufz/ogs/issues',
          description: 'Issue tracker for OpenGeoSys.',
        },
      ],
      relevant_organizations: [{ name: 'OpenGeoSys Community', role: 'Developer', url: 'https://www.opengeosys.org' }],
    } satisfies LearningResourcesSeed,
    evidence: [
      'ufz/ogs (index, older version) README.md and LICENSE.txt',
      'https://pypi.org/project/ogs/6.5.9/ (docs corpus)',
      'https://anaconda.org/conda-forge/ogs (license field BSD-3-Clause; last updated Feb 3, 2026)',
      'https://github.com/ufz/ogs/releases (6.5.1 notes), .../releases/tag/6.4.1',
      'gist endJunction (OGS log reading .prj, .gml, VTU)',
      'https://pypi.org/project/ogs6py (describes OGS as finite element software)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'JutulDarcy.jl',
    fullName: 'JutulDarcy.jl',
    shortDescription:
      'Julia reservoir simulator from SINTEF whose every result can be differentiated; covers black-oil, compositional, CO2, geothermal and H2 cases.',
    description:
      "JutulDarcy.jl is SINTEF's Darcy-scale reservoir simulator written entirely in Julia on top of Jutul.jl. Automatic differentiation makes it fully differentiable, giving adjoint sensitivities with respect to any model parameter. It handles immiscible, black-oil and EOS compositional flow with multisegment wells, runs ECLIPSE-style .DATA decks on corner-point grids and imports MRST models. CPR solvers, MPI parallelism with METIS partitioning, a Python interface and Makie-based 3D plots round it off.",
    website: 'https://sintefmath.github.io/JutulDarcy.jl/stable/',
    sourceCodeRepository: 'https://github.com/sintefmath/JutulDarcy.jl',
    licenseType: 'MIT',
    licenseUrl: 'https://github.com/sintefmath/JutulDarcy.jl/blob/HEAD/LICENSE',
    programmingLanguages: ['Julia'],
    applicationAreas: ['Black-oil reservoir simulation', 'Compositional simulation', 'CO2 storage', 'Geothermal', 'Gas/H2 storage'],
    keyFeatures: [
      'Pure Julia with automatic differentiation',
      'Adjoint sensitivities w.r.t. any model parameter',
      'CPR (BILU(0)/AMG) solvers; MPI with BoomerAMG-CPR and METIS partitioning',
      'Multisegment wells',
      'Runs ECLIPSE-style .DATA decks with corner-point grids',
      'Imports MRST models',
      'Python interface (pip install jutuldarcy)',
      'Makie-based 3D visualization',
    ],
    strengths: [
      'Adjoint sensitivities with respect to any model parameter',
      'Runs ECLIPSE-style decks and imports MRST models',
      'MPI parallelism with BoomerAMG-CPR',
      'Python interface installable with pip',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '0.3.7',
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
        { capability_name: 'Immiscible multiphase flow', description: 'General immiscible flow' },
        { capability_name: 'Black-oil', description: 'Dissolved gas (Rs) and vaporized oil (Rv)' },
        {
          capability_name: 'Compositional',
          description: 'EOS compositional flow, up to three phases, any number of components',
        },
        { capability_name: 'Geothermal', description: 'Geothermal systems' },
        { capability_name: 'Wells', description: 'Multisegment wells with friction losses and controls' },
      ],
      numerical_schemes: [
        {
          scheme_type: 'Finite volume',
          methods_used: 'Implicit finite-volume (Jutul.jl) with consistent AvgMPFA/NTPFA options',
        },
        { scheme_type: 'Nonlinear', methods_used: 'Newton with AD and dynamic sparsity detection' },
        { scheme_type: 'Linear solvers', methods_used: 'CPR with ILU(0)/AMG (hypre), Krylov.jl' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'ECLIPSE-style .DATA input files', details: 'via GeoEnergyIO' },
          { format_name: 'MRST exported models', details: '' },
        ],
        supported_output_formats: [],
        api_integrations: [{ api_type: 'Python interface', details: 'Installed with pip install jutuldarcy', documentation_url: null }],
        external_tool_compatibility: [
          { tool_name: 'MRST', tool_type: 'Simulator', integration_details: 'Imports MRST-exported models' },
          {
            tool_name: 'GeoEnergyIO',
            tool_type: 'Input parser',
            integration_details: 'Reads ECLIPSE-style .DATA decks',
          },
          { tool_name: 'Makie', tool_type: 'Visualization', integration_details: '3D visualization' },
          {
            tool_name: 'hypre',
            tool_type: 'Linear solver library',
            integration_details: 'AMG (BoomerAMG) in CPR preconditioning',
          },
          { tool_name: 'Krylov.jl', tool_type: 'Linear solver library', integration_details: 'Krylov solvers' },
          { tool_name: 'METIS', tool_type: 'Partitioner', integration_details: 'Partitioning for MPI runs' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [{ type: 'MPI', details: 'BoomerAMG-CPR solvers with METIS partitioning' }],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'Documentation (stable)',
          url: 'https://sintefmath.github.io/JutulDarcy.jl/stable/',
          description: 'JutulDarcy.jl: Documentation (stable).',
          type: 'documentation',
        },
        {
          title: 'Documentation (dev)',
          url: 'https://sintefmath.github.io/JutulDarcy.jl/dev/',
          description: 'JutulDarcy.jl: Documentation (dev).',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Examples (wells intro)',
          url: 'https://sintefmath.github.io/JutulDarcy.jl/dev/examples/introduction/wells_intro',
          description: 'JutulDarcy.jl: Examples (wells intro).',
          type: 'tutorial',
        },
        {
          title: 'Examples folder',
          url: 'https://github.com/sintefmath/JutulDarcy.jl/tree/main/examples',
          description: 'JutulDarcy.jl: Examples folder.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'JutulDarcy.jl - a fully differentiable high-performance reservoir simulator based on automatic differentiation',
          url: 'https://doi.org/10.1007/s10596-025-10366-6',
          authors: 'Møyner, O.',
          year: 2025,
          journal_conference: 'Computational Geosciences 29 (30)',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/sintefmath/JutulDarcy.jl/issues',
          description: 'Issue tracker for JutulDarcy.jl.',
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
      'sintefmath/JutulDarcy.jl@8678195c48:README.md',
      'sintefmath/JutulDarcy.jl@8678195c48:LICENSE',
      'sintefmath/JutulDarcy.jl@8678195c48:CITATION.cff',
      'sintefmath/JutulDarcy.jl@8678195c48:Project.toml',
      'JutulDarcy.jl tag v0.3.7 (2026-04-30)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
];
