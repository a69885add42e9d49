import type { SimulatorInput } from '@rsd/core';
import type { CapabilitiesSeed, LearningResourcesSeed } from './seed-shapes';
import { REFERENCE_FACTS_VERIFIED_ON } from './reference-facts';

/** DuMux, PFLOTRAN, GEOS, open-DARTS. */
export const simulatorsB: SimulatorInput[] = [
  {
    name: 'DuMux',
    fullName: 'DuMux – DUNE for Multi-{Phase, Component, Scale, Physics, …} flow and transport in porous media',
    shortDescription:
      "Stuttgart's porous-media modelling framework in C++, built on DUNE, known for its range of discretizations and for coupling different model domains.",
    description:
      'DuMux is a C++ simulation framework from the University of Stuttgart built on the DUNE grid, geometry and linear-solver modules. It provides single- to three-phase, multicomponent, non-isothermal, reactive and poromechanical models as well as free-flow and pore-network models, discretized with TPFA, MPFA, staggered and box schemes. A multi-domain framework couples subproblems such as free flow over a porous medium. Development happens on the Stuttgart GitLab (GitHub is a mirror), with semi-annual releases archived under a DOI.',
    website: 'https://dumux.org/',
    sourceCodeRepository: 'https://git.iws.uni-stuttgart.de/dumux-repositories/dumux',
    licenseType: 'GPL-3.0-or-later',
    licenseUrl: 'https://git.iws.uni-stuttgart.de/dumux-repositories/dumux/-/blob/master/LICENSE.md',
    programmingLanguages: ['C++', 'Python'],
    applicationAreas: [
      'CO2 storage',
      'Groundwater',
      'Soil remediation',
      'Reactive transport',
      'Geomechanics',
      'Fractured porous media',
      'Free-flow/porous-medium coupling',
    ],
    keyFeatures: [
      'Based on DUNE grid, geometry and linear-solver modules',
      'TPFA, MPFA, staggered and CVFE/box discretizations',
      'Multi-domain framework for coupling subproblems',
      'Customizable Newton solver with line search',
      'Pore-network, Navier–Stokes, shallow-water and poromechanics models',
      'Python bindings',
      'Semi-annual releases with DOI (DaRUS/Zenodo)',
    ],
    strengths: [
      'Wide model library from single-phase to multicomponent, reactive and poromechanical flow',
      'Multi-domain coupling of subproblems (e.g. free flow and porous media)',
      'Several finite-volume discretizations on DUNE grids',
      'Citable semi-annual releases (DaRUS/Zenodo)',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '3.10.0',
    lastReleaseDate: '2025-04-04',
    organizations: [{ name: 'University of Stuttgart (IWS)', role: 'Developer', url: 'https://www.uni-stuttgart.de/' }],
    relevantOrganizations: [{ name: 'University of Stuttgart (IWS)', role: 'Developer', url: 'https://www.uni-stuttgart.de/' }],
    benchmark_studies: [
      {
        benchmark_name: '11th SPE Comparative Solution Project (SPE11)',
        description: 'Geological CO2-storage benchmark. The SPE11 CSP repository provides DuMux input decks for the cases.',
        publication_or_report_url: 'https://github.com/Simulation-Benchmarks/11thSPE-CSP/tree/main/description',
        dataset_url: 'https://doi.org/10.5281/zenodo.20760402',
        source_url: 'https://github.com/Simulation-Benchmarks/11thSPE-CSP',
      },
    ],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Single/two/three-phase flow', description: '1p, 2p, 3p models' },
        { capability_name: 'Multicomponent and compositional', description: '2p2c, 2pnc, 3p3c, mpnc models' },
        { capability_name: 'Non-isothermal', description: 'nonisothermal models' },
        { capability_name: 'Richards equation', description: 'richards, richardsnc, extended Richards' },
        { capability_name: 'Mineralization/reactive', description: '1pncmin, 2pncmin, mineralization' },
        { capability_name: 'CO2', description: 'co2 model' },
        { capability_name: 'Poromechanics', description: 'poromechanics and solid mechanics models' },
        { capability_name: 'Free flow', description: 'Navier–Stokes and coupling with porous media' },
        { capability_name: 'Pore-network', description: 'pore network models' },
      ],
      numerical_schemes: [
        { scheme_type: 'Finite volume', methods_used: 'Cell-centred TPFA and MPFA, face-centred staggered' },
        { scheme_type: 'Control-volume finite element', methods_used: 'Box/CVFE schemes' },
        { scheme_type: 'Nonlinear', methods_used: "Newton's method with numeric-differentiation Jacobians" },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'Gmsh meshes', details: 'via DUNE grid managers' },
          { format_name: 'VTK grid reader', details: '' },
          { format_name: 'OPM corner-point grid', details: 'cpgridmanager' },
          { format_name: 'Parameter input files', details: '.input' },
        ],
        supported_output_formats: [{ format_name: 'VTK', details: 'VTU/PVD' }],
        api_integrations: [{ api_type: 'Python bindings', details: 'Python bindings for DuMux', documentation_url: null }],
        external_tool_compatibility: [
          {
            tool_name: 'DUNE',
            tool_type: 'Numerics framework',
            integration_details: 'Grid, geometry and linear-solver modules',
          },
          {
            tool_name: 'Gmsh',
            tool_type: 'Mesh generator',
            integration_details: 'Meshes read through DUNE grid managers',
          },
          {
            tool_name: 'OPM corner-point grid',
            tool_type: 'Grid manager',
            integration_details: 'cpgridmanager reads OPM corner-point grids',
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
          url: 'https://dumux.org/docs/doxygen/master/',
          description: 'DuMux: Documentation.',
          type: 'documentation',
        },
        {
          title: 'Installation',
          url: 'https://dumux.org/installation/',
          description: 'DuMux: Installation.',
          type: 'documentation',
        },
        {
          title: 'Getting started',
          url: 'https://dumux.org/docs/doxygen/master/getting-started.html',
          description: 'DuMux: Getting started.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'DuMux course materials',
          url: 'https://git.iws.uni-stuttgart.de/dumux-repositories/dumux-course/tree/master',
          description: 'Learning material: DuMux course materials.',
          type: 'tutorial',
        },
        {
          title: 'Examples',
          url: 'https://git.iws.uni-stuttgart.de/dumux-repositories/dumux/tree/master/examples',
          description: 'DuMux: Examples.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title:
            'DuMux 3 – an open-source simulator for solving flow and transport problems in porous media with a focus on model coupling',
          url: 'https://doi.org/10.1016/j.camwa.2020.02.012',
          authors: 'Koch, T.; Gläser, D.; Weishaupt, K.; et al.',
          year: 2021,
          journal_conference: 'Computers & Mathematics with Applications 81, 423-443',
        },
        {
          title: 'DuMux: DUNE for multi-{phase, component, scale, physics, …} flow and transport in porous media',
          url: 'https://doi.org/10.1016/j.advwatres.2011.03.007',
          authors: 'Flemisch, B.; et al.',
          year: 2011,
          journal_conference: 'Advances in Water Resources 34(9), 1102-1112',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Mailing list',
          url: 'https://listserv.uni-stuttgart.de/mailman/listinfo/dumux',
          description: 'Mailing list for DuMux.',
        },
        {
          channel_type: 'Issue tracker',
          url: 'https://git.iws.uni-stuttgart.de/dumux-repositories/dumux/-/issues',
          description: 'Issue tracker for DuMux.',
        },
        {
          channel_type: 'Wiki',
          url: 'https://git.iws.uni-stuttgart.de/dumux-repositories/dumux/wikis/home',
          description: 'Wiki for DuMux.',
        },
      ],
      relevant_organizations: [{ name: 'University of Stuttgart (IWS)', role: 'Developer', url: 'https://www.uni-stuttgart.de/' }],
    } satisfies LearningResourcesSeed,
    evidence: [
      'dumux/dumux@03d2afe5a5:README.md',
      'dumux/dumux@03d2afe5a5:LICENSE.md',
      'dumux/dumux@03d2afe5a5:codemeta.json',
      'dumux/dumux tag 3.10.0 (2025-04-04)',
      'dumux/dumux@03d2afe5a5:dumux/porousmediumflow/, dumux/io/',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'PFLOTRAN',
    fullName: 'PFLOTRAN',
    shortDescription:
      'Fortran code for large parallel runs of groundwater flow and geochemical reactions in the subsurface, scaling with PETSc from laptops to supercomputers.',
    description:
      'PFLOTRAN simulates variably saturated and multiphase subsurface flow together with multicomponent reactive transport, including aqueous complexation, sorption and mineral precipitation/dissolution. It is written in modern Fortran and relies on PETSc for domain-decomposition parallelism, scaling from a laptop to very large core counts with parallel HDF5 output. A Reaction Sandbox lets users add their own reactions. The licence (LGPL-3.0-only) is taken from source headers; no licence file URL was confirmed.',
    website: 'https://www.pflotran.org',
    sourceCodeRepository: 'https://bitbucket.org/pflotran/pflotran',
    licenseType: 'LGPL-3.0-only',
    licenseUrl: null,
    programmingLanguages: ['Fortran'],
    applicationAreas: ['Groundwater', 'Reactive transport', 'Multiphase subsurface flow', 'Fractured media'],
    keyFeatures: [
      'PETSc/MPI domain-decomposition parallelism',
      'Runs from laptops to very large core counts',
      'Parallel HDF5 I/O',
      'Reaction Sandbox for user-defined reactions',
      'Multiple interacting continua for fractured media',
    ],
    strengths: [
      'Scales from laptops to very large core counts via PETSc/MPI',
      'Detailed multicomponent geochemistry',
      'User-defined reactions through the Reaction Sandbox',
      'Parallel HDF5 I/O',
    ],
    developmentStatus: 'Maintained',
    lastReleaseVersion: '6.0',
    lastReleaseDate: '2024-08-23',
    organizations: [
      { name: 'Battelle Memorial Institute', role: 'Copyright holder (v5.x source headers)' },
      { name: 'Sandia National Laboratories', role: 'Contributor (per documentation material)' },
      { name: 'Los Alamos National Laboratory', role: 'Copyright holder (v2.0, 2009)' },
    ],
    relevantOrganizations: [
      { name: 'Battelle Memorial Institute', role: 'Copyright holder (v5.x source headers)' },
      { name: 'Sandia National Laboratories', role: 'Contributor (per documentation material)' },
      { name: 'Los Alamos National Laboratory', role: 'Copyright holder (v2.0, 2009)' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Richards equation', description: 'Variably saturated flow' },
        { capability_name: 'Multiphase flow', description: 'Anisothermal, miscible multiphase flow' },
        {
          capability_name: 'Reactive transport',
          description: 'Multicomponent reactive transport with aqueous complexation, sorption, mineral precipitation/dissolution',
        },
        { capability_name: 'Fractured media', description: 'Multiple interacting continua (MINC-type) approach' },
      ],
      numerical_schemes: [
        { scheme_type: 'Nonlinear', methods_used: 'Fully implicit Newton–Raphson for reactive transport' },
        { scheme_type: 'Parallel solvers', methods_used: 'PETSc' },
      ],
      interoperability: {
        supported_input_formats: [{ format_name: 'PFLOTRAN keyword input file', details: 'pflotran.in' }],
        supported_output_formats: [{ format_name: 'HDF5', details: '' }],
        api_integrations: [],
        external_tool_compatibility: [
          {
            tool_name: 'PETSc',
            tool_type: 'Solver library',
            integration_details: 'Parallel data structures and solvers',
          },
          { tool_name: 'HDF5', tool_type: 'I/O library', integration_details: 'Parallel output' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [
          { type: 'MPI (PETSc)', details: 'Domain decomposition through PETSc' },
          { type: 'Parallel I/O', details: 'Parallel HDF5 output' },
        ],
        scalability_info: { value: 'Runs from laptops to very large core counts.' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'PFLOTRAN documentation (release)',
          url: 'https://release.documentation.pflotran.org',
          description: 'The official PFLOTRAN documentation (release).',
          type: 'documentation',
        },
        {
          title: 'PFLOTRAN documentation (development)',
          url: 'https://documentation.pflotran.org',
          description: 'The official PFLOTRAN documentation (development).',
          type: 'documentation',
        },
        {
          title: 'User guide introduction',
          url: 'https://release.documentation.pflotran.org/user_guide/how_to/introduction.html',
          description: 'PFLOTRAN: User guide introduction.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'Mailing list (users)',
          url: 'https://groups.google.com/d/forum/pflotran-users',
          description: 'Mailing list (users) for PFLOTRAN.',
        },
        {
          channel_type: 'Mailing list (dev)',
          url: 'mailto:pflotran-dev@googlegroups.com',
          description: 'Mailing list (dev) for PFLOTRAN.',
        },
      ],
      relevant_organizations: [
        { name: 'Battelle Memorial Institute', role: 'Copyright holder (v5.x source headers)' },
        { name: 'Sandia National Laboratories', role: 'Contributor (per documentation material)' },
        { name: 'Los Alamos National Laboratory', role: 'Copyright holder (v2.0, 2009)' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'pflotran/pflotran@f5837ba6ee:README.md (GitHub repo only points to Bitbucket)',
      'https://release.documentation.pflotran.org (v6.0 released August 23, 2024; GNU LGPL)',
      'https://bitbucket.org/pflotran/pflotran/wiki/Home',
      "code-search excerpt of PFLOTRAN v5.X source header: 'GNU Lesser General Public License v3.0', Copyright 2023 Battelle",
      "spack package.py for pflotran: license('LGPL-3.0-only'), git bitbucket.org/pflotran/pflotran.git",
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'GEOS',
    fullName: 'GEOS (formerly GEOSX)',
    shortDescription:
      'Multiphysics framework for supercomputers, used for CO2 storage and geothermal studies where fluid flow interacts with rock deformation and fractures.',
    description:
      'GEOS (formerly GEOSX) is a multiphysics simulation framework whose main contributors are Lawrence Livermore National Laboratory, Stanford University, TotalEnergies and Chevron. It couples single-phase and compositional multiphase flow with wells, poromechanics, fracture mechanics and hydraulic fracturing, and also includes induced-seismicity and wave-propagation solvers. Its performance-portable design targets current and next-generation supercomputers, with XML-driven input and VTK mesh import. The release shown was read from an older copy of the repository, so newer releases may exist.',
    website: 'https://geosx-geosx.readthedocs-hosted.com/en/latest/',
    sourceCodeRepository: 'https://github.com/GEOS-DEV/GEOS',
    licenseType: 'LGPL-2.1-only',
    licenseUrl: 'https://github.com/GEOS-DEV/GEOS/blob/HEAD/LICENSE',
    programmingLanguages: ['C++', 'Python'],
    applicationAreas: ['CO2 storage', 'Geothermal', 'Geomechanics', 'Hydraulic fracturing', 'Induced seismicity', 'Wave propagation'],
    keyFeatures: [
      'Performance-portable programming model for current and next-generation HPC',
      'Single-phase and compositional multiphase flow with wells',
      'Poromechanics and thermo-poromechanics',
      'Fracture contact mechanics and hydraulic fracturing',
      'XML-driven input',
      'VTK mesh import with ParMETIS/PT-Scotch partitioning',
    ],
    strengths: [
      'Designed for current and next-generation HPC (performance portability)',
      'Tightly coupled flow, geomechanics and fracture mechanics',
      'Developed jointly by national labs, academia and industry',
      'Input decks published for the SPE11 CO2-storage benchmark',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '1.2.0',
    lastReleaseDate: '2024-10-02',
    organizations: [
      { name: 'Lawrence Livermore National Laboratory', role: 'Main contributor' },
      { name: 'Stanford University', role: 'Main contributor' },
      { name: 'TotalEnergies', role: 'Main contributor' },
      { name: 'Chevron', role: 'Main contributor' },
    ],
    relevantOrganizations: [
      { name: 'Lawrence Livermore National Laboratory', role: 'Main contributor' },
      { name: 'Stanford University', role: 'Main contributor' },
      { name: 'TotalEnergies', role: 'Main contributor' },
      { name: 'Chevron', role: 'Main contributor' },
    ],
    benchmark_studies: [
      {
        benchmark_name: '11th SPE Comparative Solution Project (SPE11)',
        description: 'Geological CO2-storage benchmark. The SPE11 CSP repository provides GEOS input decks for the cases.',
        publication_or_report_url: 'https://github.com/Simulation-Benchmarks/11thSPE-CSP/tree/main/description',
        dataset_url: 'https://doi.org/10.5281/zenodo.20760402',
        source_url: 'https://github.com/Simulation-Benchmarks/11thSPE-CSP',
      },
    ],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Single-phase flow', description: 'SinglePhaseFVM / hybrid FVM, thermal variants' },
        {
          capability_name: 'Compositional multiphase flow',
          description: 'Isothermal and thermal compositional multiphase solvers',
        },
        { capability_name: 'Wells', description: 'Single-phase and compositional multiphase well models' },
        { capability_name: 'Poromechanics', description: 'Coupled flow–geomechanics, incl. thermal' },
        {
          capability_name: 'Fractures',
          description: 'Lagrangian contact, EFEM fracture mechanics, surface generation, hydraulic fracturing, proppant transport',
        },
        { capability_name: 'Induced seismicity', description: 'inducedSeismicity solvers' },
        { capability_name: 'Wave propagation', description: 'wavePropagation solvers' },
        { capability_name: 'Reactive compositional (OBL)', description: 'ReactiveCompositionalMultiphaseOBL solver' },
      ],
      numerical_schemes: [
        { scheme_type: 'Finite volume', methods_used: 'Cell-centred FVM (TPFA) and hybrid (mimetic) FVM for flow' },
        { scheme_type: 'Finite element', methods_used: 'FEM for solid mechanics; embedded FEM for fractures' },
        { scheme_type: 'Operator-based linearization', methods_used: 'OBL for reactive compositional flow' },
        { scheme_type: 'Other', methods_used: 'Material point method, phase-field fracture' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'XML input files', details: '' },
          { format_name: 'VTK meshes', details: 'VTKMeshGenerator' },
          { format_name: 'Internal mesh generator', details: '' },
        ],
        supported_output_formats: [
          { format_name: 'VTK', details: '' },
          { format_name: 'Silo', details: '' },
          { format_name: 'HDF5', details: 'time history' },
        ],
        api_integrations: [],
        external_tool_compatibility: [
          {
            tool_name: 'ParMETIS / PT-Scotch',
            tool_type: 'Mesh partitioners',
            integration_details: 'Partition imported VTK meshes',
          },
          { tool_name: 'VTK', tool_type: 'Mesh format', integration_details: 'VTKMeshGenerator imports VTK meshes' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [
          {
            type: 'Performance portability',
            details: 'Programming model aimed at current and next-generation HPC architectures',
          },
          { type: 'Domain partitioning', details: 'ParMETIS or PT-Scotch partitioning of VTK meshes' },
        ],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'Main documentation',
          url: 'https://geosx-geosx.readthedocs-hosted.com/en/latest/',
          description: 'GEOS: Main documentation.',
          type: 'documentation',
        },
        {
          title: 'Developer guide',
          url: 'https://geosx-geosx.readthedocs-hosted.com/en/latest/docs/sphinx/developerGuide/Index.html',
          description: 'GEOS: Developer guide.',
          type: 'documentation',
        },
        {
          title: 'Publications',
          url: 'https://geosx-geosx.readthedocs-hosted.com/en/latest/docs/sphinx/Publications.html',
          description: 'GEOS: Publications.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [
        {
          title: 'GEOS: A performance portable multi-physics simulation framework for subsurface applications',
          url: 'https://doi.org/10.21105/joss.06973',
          authors:
            'Settgast, R.R.; Corbett, B.C.; Klevtsov, S.; Hamon, F.; Sherman, C.; Cusini, M.; Gazzola, T.; Tobin, W.; White, J.; Castelletto, N.; Borio, A.; Franceschini, A.; Huang, J.; et al.',
          year: 2024,
          journal_conference: 'Journal of Open Source Software 9(102), 6973',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/GEOS-DEV/GEOS/issues',
          description: 'Issue tracker for GEOS.',
        },
      ],
      relevant_organizations: [
        { name: 'Lawrence Livermore National Laboratory', role: 'Main contributor' },
        { name: 'Stanford University', role: 'Main contributor' },
        { name: 'TotalEnergies', role: 'Main contributor' },
        { name: 'Chevron', role: 'Main contributor' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'GEOS-DEV/GEOS@b43e001aec:README.md',
      'GEOS-DEV/GEOS@b43e001aec:LICENSE (LGPL 2.1) and RELEASE_NOTES.md (SPDX-License-Identifier: LGPL-2.1-only)',
      'GEOS-DEV/GEOS@b43e001aec:CITATION.cff',
      'GEOS-DEV/GEOS tag 1.2.0 (lightweight, commit 2024-10-02)',
      'GEOS-DEV/GEOS@b43e001aec:src/coreComponents/physicsSolvers/, fileIO/, mesh/generators/, inputFiles/',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'open-DARTS',
    fullName: 'open Delft Advanced Research Terra Simulator (openDARTS)',
    shortDescription:
      'Delft research simulator, scripted in Python, whose operator-based linearization handles geothermal, CO2/H2 storage and oil and gas models alike.',
    description:
      'open-DARTS (open Delft Advanced Research Terra Simulator) is a parallel framework from TU Delft that uses Operator-Based Linearization (OBL) to handle multiphase, multicomponent and thermal physics. Models are written in Python and the package installs from PyPI; it covers geothermal, CO2 and hydrogen storage, hydrocarbon recovery including thermal EOR, geomechanics with fault contact and geochemistry through PHREEQC. Multithreaded and GPU builds and adjoint gradients for inverse problems are available. Its canonical home is GitLab.',
    website: 'https://darts.citg.tudelft.nl/',
    sourceCodeRepository: 'https://gitlab.com/open-darts/open-darts',
    licenseType: 'Apache-2.0',
    licenseUrl: 'https://gitlab.com/open-darts/open-darts/-/blob/development/LICENSE',
    programmingLanguages: ['C++', 'Python'],
    applicationAreas: ['Geothermal', 'CO2 storage', 'Hydrogen storage', 'Hydrocarbon reservoir simulation', 'Thermal EOR', 'Geomechanics'],
    keyFeatures: [
      'Operator-Based Linearization (OBL)',
      'Python model interface, pip-installable (open-darts on PyPI)',
      'Multithreaded (OpenMP) and GPU (Linux) configurations',
      'Adjoint gradients for inverse problems',
      'Multisegment wells and unified well controls',
      'Contact mechanics for faults',
      'PHREEQC coupling for geochemistry (v1.3.1)',
    ],
    strengths: [
      'Operator-Based Linearization keeps complex physics tractable',
      'Python model interface, installable with pip',
      'OpenMP and GPU (Linux) configurations',
      'Adjoint gradients for inverse problems',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '1.3.2',
    lastReleaseDate: '2025-07-03',
    organizations: [{ name: 'Delft University of Technology (TU Delft)', role: 'Developer', url: 'https://darts.citg.tudelft.nl/' }],
    relevantOrganizations: [
      { name: 'Delft University of Technology (TU Delft)', role: 'Developer', url: 'https://darts.citg.tudelft.nl/' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Multiphase multicomponent flow',
          description: 'Mass and heat transport with phase behaviour',
        },
        { capability_name: 'Geothermal', description: 'Low- and high-enthalpy geothermal, water/steam' },
        { capability_name: 'Thermal-compositional', description: 'Thermal-compositional processes for EOR' },
        { capability_name: 'Geomechanics', description: 'Poromechanics and fault contact mechanics' },
        { capability_name: 'Geochemistry', description: 'Dissolution/precipitation kinetics, PHREEQC-based model' },
      ],
      numerical_schemes: [
        { scheme_type: 'Linearization', methods_used: 'Operator-Based Linearization (OBL)' },
        {
          scheme_type: 'Finite volume',
          methods_used: 'Finite-volume discretization incl. MPFA on structured, corner-point and unstructured (Gmsh) meshes',
        },
        { scheme_type: 'Linear solvers', methods_used: 'Direct and iterative solvers; GPU support' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'Python model scripts', details: '' },
          { format_name: 'Gmsh 2.1 meshes', details: '' },
          { format_name: 'Corner-point grids', details: 'cpg_model' },
        ],
        supported_output_formats: [{ format_name: 'VTK', details: 'VTS/VTU with PVD time series' }],
        api_integrations: [
          {
            api_type: 'Python package (PyPI)',
            details: 'Model interface in Python; installed with pip as open-darts',
            documentation_url: null,
          },
        ],
        external_tool_compatibility: [
          {
            tool_name: 'PHREEQC',
            tool_type: 'Geochemistry',
            integration_details: 'Coupled for geochemistry since v1.3.1',
          },
          { tool_name: 'Gmsh', tool_type: 'Mesh generator', integration_details: 'Reads Gmsh 2.1 meshes' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [
          { type: 'OpenMP', details: 'Multithreaded configuration' },
          { type: 'GPU', details: 'GPU configuration on Linux' },
        ],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'openDARTS documentation',
          url: 'https://open-darts.gitlab.io/open-darts/',
          description: 'open-DARTS: openDARTS documentation.',
          type: 'documentation',
        },
        {
          title: 'Build instructions (wiki)',
          url: 'https://gitlab.com/open-darts/open-darts/-/wikis/Build-instructions',
          description: 'open-DARTS: Build instructions (wiki).',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Tutorial',
          url: 'https://open-darts.gitlab.io/open-darts/getting_started/tutorial.html',
          description: 'open-DARTS: Tutorial.',
          type: 'tutorial',
        },
        {
          title: 'Geothermal teaching notebooks (EAGE)',
          url: 'https://gitlab.com/open-darts/darts-models/-/tree/main/teaching/EAGE?ref_type=heads',
          description: 'open-DARTS: Geothermal teaching notebooks (EAGE).',
          type: 'tutorial',
        },
        {
          title: 'CCS workshop notebooks',
          url: 'https://gitlab.com/open-darts/darts-models/-/tree/main/teaching/CCS_workshop?ref_type=heads',
          description: 'open-DARTS: CCS workshop notebooks.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'openDARTS (software archive)',
          url: 'https://doi.org/10.5281/zenodo.8046982',
          authors: '',
          year: null,
          journal_conference: 'Zenodo',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://gitlab.com/open-darts/open-darts/-/issues',
          description: 'Issue tracker for open-DARTS.',
        },
        {
          channel_type: 'Wiki',
          url: 'https://gitlab.com/open-darts/open-darts/-/wikis/home',
          description: 'Wiki for open-DARTS.',
        },
      ],
      relevant_organizations: [
        { name: 'Delft University of Technology (TU Delft)', role: 'Developer', url: 'https://darts.citg.tudelft.nl/' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'roderickperez/open-DARTS (third-party GitHub copy of upstream) tag v1.3.2: README.md, LICENSE, LICENSE.md, pyproject.toml',
      'roderickperez/open-DARTS@befdddcf41:CHANGELOG.md (1.3.2 [03-07-2025])',
      'roderickperez/open-DARTS v1.3.2:docs/getting_started/supported_features.md, docs/about_darts/about_darts.md',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
];
