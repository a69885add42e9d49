import type { SimulatorInput } from '@rsd/core';
import type { CapabilitiesSeed, LearningResourcesSeed } from './seed-shapes';
import { REFERENCE_FACTS_VERIFIED_ON } from './reference-facts';

/** OpenPNM, PoreSpy, Reaktoro, GeoChemFoam, Amanzi. */
export const simulatorsH: SimulatorInput[] = [
  {
    name: 'OpenPNM',
    fullName: 'OpenPNM pore network modeling framework',
    shortDescription:
      'Python framework that builds pore networks of porous materials and runs flow, diffusion, conduction, reactive and invasion simulations on them.',
    description:
      'OpenPNM, from the Porous Materials Engineering and Analysis Lab at the University of Waterloo, represents a porous material as a network of pores and throats. It generates cubic, BCC, FCC, Delaunay and Voronoi networks or imports extracted ones (from PoreSpy, Statoil files, MAROCK, PerGeos), attaches pore-scale geometry, phase and physics models, and solves steady and transient Stokes flow, Fickian diffusion, advection-diffusion, heat and electrical conduction and reactive transport, as well as drainage and invasion percolation. Sparse systems go to SciPy, PyPardiso, PETSc or PyAMG. The release shown is the newest tag in an older copy of the repository; later versions exist.',
    website: 'https://openpnm.org',
    sourceCodeRepository: 'https://github.com/PMEAL/OpenPNM',
    licenseType: 'MIT',
    licenseUrl: 'https://github.com/PMEAL/OpenPNM/blob/HEAD/LICENSE',
    programmingLanguages: ['Python'],
    applicationAreas: [
      'Pore-scale modelling of porous materials',
      'Absolute and relative permeability estimation',
      'Effective diffusivity, tortuosity and formation factor',
      'Mercury intrusion / capillary drainage simulation',
      'Dispersion and reactive transport in pore networks',
      'Networks extracted from tomography images',
    ],
    keyFeatures: [
      'Network generators: cubic, BCC, FCC, Delaunay, Voronoi and Voronoi-Delaunay dual',
      'Library of pore-scale geometry, phase and physics models (size factors, conductances, capillary pressure)',
      'Steady and transient transport algorithms (Stokes flow, Fickian diffusion, advection-diffusion, Fourier and Ohmic conduction)',
      'Drainage and invasion percolation algorithms',
      'Reactive transport with source terms',
      'Pluggable sparse solvers: SciPy, PyPardiso, PETSc, PyAMG',
      'Imports networks from PoreSpy, Statoil, MAROCK, PerGeos, NetworkX, CSV',
      'Exports to VTK/ParaView, XDMF, HDF5, CSV, pandas, COMSOL, Salome, STL',
      'Installable with pip or from conda-forge',
    ],
    strengths: [
      'Network generators and imports of networks extracted from images',
      'Library of pore-scale geometry, phase and physics models',
      'Steady and transient transport plus percolation algorithms in one framework',
      'Exports to VTK/ParaView, XDMF, HDF5, COMSOL and more',
    ],
    developmentStatus: 'Maintained',
    lastReleaseVersion: '3.4.1',
    lastReleaseDate: '2024-01-26',
    organizations: [
      {
        name: 'Porous Materials Engineering and Analysis Lab (PMEAL), Department of Chemical Engineering, University of Waterloo',
        role: 'Developer',
        url: 'http://pmeal.com',
      },
      { name: 'CANARIE', role: 'Funder', url: 'https://canarie.ca' },
      {
        name: 'Natural Sciences and Engineering Research Council of Canada (NSERC)',
        role: 'Funder',
        url: 'https://www.nserc-crsng.gc.ca/',
      },
    ],
    relevantOrganizations: [
      {
        name: 'Porous Materials Engineering and Analysis Lab (PMEAL), Department of Chemical Engineering, University of Waterloo',
        role: 'Developer',
        url: 'http://pmeal.com',
      },
      { name: 'CANARIE', role: 'Funder', url: 'https://canarie.ca' },
      {
        name: 'Natural Sciences and Engineering Research Council of Canada (NSERC)',
        role: 'Funder',
        url: 'https://www.nserc-crsng.gc.ca/',
      },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Single-phase viscous flow', description: 'StokesFlow algorithm with hydraulic conductance models' },
        { capability_name: 'Diffusion', description: 'FickianDiffusion and TransientFickianDiffusion' },
        { capability_name: 'Advection-diffusion / dispersion', description: 'AdvectionDiffusion and transient variant' },
        { capability_name: 'Heat conduction', description: 'FourierConduction and transient variant' },
        { capability_name: 'Electrical conduction', description: 'OhmicConduction algorithm' },
        { capability_name: 'Reactive transport', description: 'ReactiveTransport and TransientReactiveTransport with source-term models' },
        {
          capability_name: 'Capillary invasion',
          description: 'Drainage and InvasionPercolation algorithms; capillary pressure and meniscus models',
        },
        { capability_name: 'Multiphase transport (contrib)', description: 'contrib multiphase and transient multiphysics classes' },
      ],
      numerical_schemes: [
        {
          scheme_type: 'Pore network model',
          methods_used: 'Conductance-based conservation equations on the pore/throat graph assembled into sparse linear systems',
        },
        { scheme_type: 'Sparse linear solvers', methods_used: 'Wrappers for SciPy, PyPardiso, PETSc and PyAMG solvers' },
        { scheme_type: 'Time integration', methods_used: 'SciPy-based integrators for transient algorithms' },
        { scheme_type: 'Percolation algorithms', methods_used: 'Invasion percolation and drainage algorithms' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'PoreSpy-extracted networks', details: '' },
          { format_name: 'Statoil network files', details: '' },
          { format_name: 'MAROCK', details: '' },
          { format_name: 'PerGeos', details: '' },
          { format_name: 'NetworkX graphs', details: '' },
          { format_name: 'CSV', details: '' },
          { format_name: 'JSON graph', details: '' },
        ],
        supported_output_formats: [
          { format_name: 'VTK / ParaView', details: '' },
          { format_name: 'XDMF', details: '' },
          { format_name: 'HDF5', details: '' },
          { format_name: 'CSV', details: '' },
          { format_name: 'pandas DataFrame', details: '' },
          { format_name: 'COMSOL', details: '' },
          { format_name: 'Salome', details: '' },
          { format_name: 'STL', details: '' },
          { format_name: 'PerGeos', details: '' },
          { format_name: 'NetworkX', details: '' },
          { format_name: 'JSON graph', details: '' },
        ],
        api_integrations: [
          {
            api_type: 'Python API',
            details: 'The whole framework is a Python package, installable with pip or from conda-forge',
            documentation_url: null,
          },
        ],
        external_tool_compatibility: [
          { tool_name: 'PoreSpy', tool_type: 'Image analysis', integration_details: 'Imports networks extracted by PoreSpy' },
          { tool_name: 'ParaView', tool_type: 'Visualization', integration_details: 'Exports to VTK for ParaView' },
          { tool_name: 'COMSOL', tool_type: 'Simulation software', integration_details: 'Exports networks to COMSOL' },
          {
            tool_name: 'PETSc / PyPardiso / PyAMG',
            tool_type: 'Linear solvers',
            integration_details: 'Pluggable sparse solvers besides SciPy',
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
          title: 'OpenPNM online documentation',
          url: 'https://openpnm.org',
          description: 'The official OpenPNM online documentation.',
          type: 'documentation',
        },
        {
          title: 'Examples gallery',
          url: 'https://openpnm.org/_examples/index.html',
          description: 'OpenPNM: Examples gallery.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Tutorial notebooks (examples/tutorials)',
          url: 'https://github.com/PMEAL/OpenPNM/tree/HEAD/examples/tutorials',
          description: 'OpenPNM: Tutorial notebooks (examples/tutorials).',
          type: 'tutorial',
        },
        {
          title: 'Application notebooks (permeability, formation factor, relative permeability, porosimetry)',
          url: 'https://github.com/PMEAL/OpenPNM/tree/HEAD/examples/applications',
          description: 'OpenPNM: Application notebooks (permeability, formation factor, relative permeability, porosimetry).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'OpenPNM: a pore network modeling package',
          url: 'https://doi.org/10.1109/MCSE.2016.49',
          authors: 'Gostick et al.',
          year: 2016,
          journal_conference: 'Computing in Science & Engineering 18(4): 60-74',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'GitHub Discussions',
          url: 'https://github.com/PMEAL/OpenPNM/discussions',
          description: 'GitHub Discussions for OpenPNM.',
        },
        { channel_type: 'Issue tracker', url: 'https://github.com/PMEAL/OpenPNM/issues', description: 'Issue tracker for OpenPNM.' },
      ],
      relevant_organizations: [
        {
          name: 'Porous Materials Engineering and Analysis Lab (PMEAL), Department of Chemical Engineering, University of Waterloo',
          role: 'Developer',
          url: 'http://pmeal.com',
        },
        { name: 'CANARIE', role: 'Funder', url: 'https://canarie.ca' },
        {
          name: 'Natural Sciences and Engineering Research Council of Canada (NSERC)',
          role: 'Funder',
          url: 'https://www.nserc-crsng.gc.ca/',
        },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'PMEAL/OpenPNM@c6c2d5c6f3:README.md (mirror HEAD = dev branch, commit date 2024-03-08; snapshot is stale)',
      'PMEAL/OpenPNM@c6c2d5c6f3:LICENSE (MIT, Copyright (c) 2018 PMEAL)',
      'PMEAL/OpenPNM@c6c2d5c6f3:CITATION.cff',
      'PMEAL/OpenPNM@c6c2d5c6f3:docs/index.rst',
      'PMEAL/OpenPNM@c6c2d5c6f3:setup.py (project_urls: Documentation, Source, Tracker)',
      'PMEAL/OpenPNM@c6c2d5c6f3:openpnm/io/__init__.py',
      'PMEAL/OpenPNM@c6c2d5c6f3:openpnm/solvers/__init__.py',
      'PMEAL/OpenPNM tree @c6c2d5c6f3: openpnm/algorithms/, openpnm/network/, openpnm/contrib/, openpnm/integrators/, examples/tutorials/, examples/applications/',
      'PMEAL/OpenPNM tag v3.4.1 (2024-01-26) = newest tag in mirror',
      'PMEAL/OpenPNM@00b65e06b0:pyproject.toml (index copy, not in mirror: version = "3.5.5", scipy>=1.16.2; tag date not verifiable)',
      'PMEAL/OpenPNM@e1ca554fe7:.github/workflows/ruff.yml (index copy, not in mirror; uses actions/checkout@v6) -> commits exist after the mirror snapshot',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'PoreSpy',
    fullName: 'PoreSpy: Python toolkit for quantitative analysis of porous media images',
    shortDescription:
      'Python toolkit for 2D and 3D images of porous materials: it measures them, simulates drainage and imbibition on the voxels and extracts pore networks.',
    description:
      'PoreSpy, from the PMEAL group, collects image-analysis and image-based simulation routines for voxel images of porous materials such as X-ray tomograms. It generates synthetic microstructures, applies morphological filters (local thickness, chord analysis, porosimetry), computes metrics such as two-point correlation and pore size distribution, and runs drainage, imbibition, injection and invasion-percolation simulations directly on the image. Its SNOW2 algorithm extracts pore networks for OpenPNM, with which it also computes tortuosity by finite differences. No release could be read from its repository, so none is shown.',
    website: 'https://porespy.org',
    sourceCodeRepository: 'https://github.com/PMEAL/porespy',
    licenseType: 'MIT',
    licenseUrl: 'https://github.com/PMEAL/porespy/blob/HEAD/LICENSE',
    programmingLanguages: ['Python'],
    applicationAreas: [
      'Digital rock / micro-CT image analysis',
      'Pore size distribution and porosimetry',
      'Pore network extraction for pore network modelling',
      'Tortuosity and formation factor estimation',
      'Drainage and imbibition on voxel images',
      'Synthetic porous microstructure generation',
    ],
    keyFeatures: [
      'Modules: generators, filters, metrics, simulations, networks, visualization, io, tools',
      'Synthetic image generators (blobs, pseudo-packings, TPMS, fractal noise, micromodels)',
      'Morphological filters such as local thickness, chord analysis and porosimetry',
      'Metrics incl. two-point correlation, pore size distribution and region properties',
      'SNOW2 watershed-based pore network extraction; maximal-ball wrapper',
      'Image-based drainage, imbibition, injection and invasion-percolation simulations',
      'Finite-difference tortuosity computed through OpenPNM',
      'Export to VTK, STL, Palabos and ParaView',
    ],
    strengths: [
      'Image-based drainage, imbibition and invasion simulations on voxel images',
      'SNOW2 pore network extraction for pore network modelling',
      'Synthetic microstructure generators and morphological metrics',
      'Exports to VTK, STL, Palabos and ParaView',
    ],
    developmentStatus: 'Maintained',
    lastReleaseVersion: null,
    lastReleaseDate: null,
    organizations: [
      {
        name: 'The PMEAL Group (Porous Materials Engineering and Analysis Lab)',
        role: 'Developer / copyright holder',
        url: 'https://github.com/PMEAL',
      },
      { name: 'CANARIE', role: 'Funder', url: 'https://canarie.ca' },
      {
        name: 'Natural Sciences and Engineering Research Council of Canada (NSERC)',
        role: 'Funder',
        url: 'https://www.nserc-crsng.gc.ca/',
      },
    ],
    relevantOrganizations: [
      {
        name: 'The PMEAL Group (Porous Materials Engineering and Analysis Lab)',
        role: 'Developer / copyright holder',
        url: 'https://github.com/PMEAL',
      },
      { name: 'CANARIE', role: 'Funder', url: 'https://canarie.ca' },
      {
        name: 'Natural Sciences and Engineering Research Council of Canada (NSERC)',
        role: 'Funder',
        url: 'https://www.nserc-crsng.gc.ca/',
      },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Capillary drainage / injection',
          description: 'simulations drainage, injection and invasion-percolation routines on voxel images',
        },
        { capability_name: 'Imbibition', description: 'simulations imbibition routine' },
        { capability_name: 'Diffusion / tortuosity', description: 'tortuosity_fd: Fickian diffusion on the voxel grid via OpenPNM' },
        { capability_name: 'Mercury intrusion porosimetry', description: 'filters.porosimetry with intrusion-curve metrics' },
      ],
      numerical_schemes: [
        {
          scheme_type: 'Image morphology',
          methods_used: 'Distance transforms, morphological operations and watershed segmentation (scipy.ndimage, scikit-image, edt)',
        },
        {
          scheme_type: 'Finite difference on voxel grid',
          methods_used: 'tortuosity_fd using an OpenPNM cubic template network and PyAMG solver',
        },
        { scheme_type: 'Network extraction', methods_used: 'SNOW2 watershed partitioning; maximal-ball wrapper' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'NumPy voxel arrays', details: '2D/3D images' },
          { format_name: 'OpenPNM networks', details: 'openpnm_to_im' },
        ],
        supported_output_formats: [
          { format_name: 'VTK', details: 'via pyevtk' },
          { format_name: 'STL', details: '' },
          { format_name: 'Palabos geometry text file', details: '' },
          { format_name: 'ParaView state file', details: '.pvsm' },
        ],
        api_integrations: [
          {
            api_type: 'Python API',
            details: 'Modules for generators, filters, metrics, simulations, networks, visualization, io and tools',
            documentation_url: null,
          },
        ],
        external_tool_compatibility: [
          {
            tool_name: 'OpenPNM',
            tool_type: 'Pore network modelling',
            integration_details: 'Extracted networks feed OpenPNM; tortuosity is computed through OpenPNM',
          },
          { tool_name: 'Palabos', tool_type: 'Lattice Boltzmann solver', integration_details: 'Exports Palabos geometry files' },
          { tool_name: 'ParaView', tool_type: 'Visualization', integration_details: 'Writes ParaView state files and VTK' },
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
          title: 'PoreSpy documentation',
          url: 'https://porespy.org',
          description: 'The official PoreSpy documentation.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Example notebooks (examples/)',
          url: 'https://github.com/PMEAL/porespy/tree/dev/examples',
          description: 'PoreSpy: Example notebooks (examples/).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'PoreSpy: A python toolkit for quantitative analysis of porous media images',
          url: 'https://doi.org/10.21105/joss.01296',
          authors: 'Jeff Gostick, Zohaib A. Khan, Thomas Tranter, Matthew Kok, Mehrez Agnaou, Mohammadamin Sadeghi, Rhodri Jervis',
          year: 2019,
          journal_conference: 'Journal of Open Source Software',
        },
      ],
      community_support_channels: [
        { channel_type: 'Issue tracker', url: 'https://github.com/PMEAL/porespy/issues', description: 'Issue tracker for PoreSpy.' },
      ],
      relevant_organizations: [
        {
          name: 'The PMEAL Group (Porous Materials Engineering and Analysis Lab)',
          role: 'Developer / copyright holder',
          url: 'https://github.com/PMEAL',
        },
        { name: 'CANARIE', role: 'Funder', url: 'https://canarie.ca' },
        {
          name: 'Natural Sciences and Engineering Research Council of Canada (NSERC)',
          role: 'Funder',
          url: 'https://www.nserc-crsng.gc.ca/',
        },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'PMEAL/porespy: fetch refused (snapshot 982876160 bytes > 524288000 limit); no git tags/log available, all facts from read_file index copies',
      'PMEAL/porespy@09c7620669:README.md (modules, citation, acknowledgements, examples link)',
      'PMEAL/porespy@1437c128ae:README.md (Cite as, simulations module)',
      'PMEAL/porespy@4c59a511a1:LICENSE (MIT text, Copyright 2019 The PMEAL Group)',
      'PMEAL/porespy@68b6e99b5d:CITATION.cff',
      'PMEAL/porespy@08bf77c91b:pyproject.toml (license = "MIT", Homepage/Documentation https://porespy.org, Bug Tracker, version 3.1.1-dev17, pyvista>=0.46.4)',
      'PMEAL/porespy@e0b3e022b3:src/porespy/io/_funcs.py (to_vtk, dict_to_vtk, to_stl, to_palabos, to_paraview, openpnm_to_im)',
      'PMEAL/porespy@12cb4f0f67:src/porespy/simulations/_dns.py (tortuosity_fd)',
      'PMEAL/porespy@12cb4f0f67:src/porespy/networks/__init__.py (snow2, maximal_ball_wrapper)',
      'PMEAL/porespy find_files src/porespy/: generators/_tpms.py, _fractals.py, _micromodels.py, _pseudo_packings.py; simulations/_drainage.py, _imbibition.py, _injection.py, _ibip.py',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'Reaktoro',
    fullName: 'Reaktoro: a unified framework for modeling chemically reactive systems',
    shortDescription:
      'C++ library with Python bindings for chemical equilibrium and kinetics in multiphase systems, reading PHREEQC, SUPCRT, NASA and ThermoFun databases.',
    description:
      'Reaktoro computes chemical equilibrium, with general user-defined constraints, and chemical kinetics for systems with any number of phases and species: aqueous, gaseous, liquid, mineral, solid and ion-exchange phases. Its activity models include Pitzer, HKF, Debye-Hückel, Davies, Extended UNIQUAC and cubic equations of state, and it reads PHREEQC, SUPCRT, SUPCRTBL, NASA and ThermoFun data. Automatic differentiation gives derivatives and sensitivities, and on-demand machine-learning solvers speed up repeated calculations, which suits it as the chemistry engine of reactive transport codes. The copy of the repository read shows no release or commit in two years and may be out of date.',
    website: 'https://www.reaktoro.org',
    sourceCodeRepository: 'https://github.com/reaktoro/reaktoro',
    licenseType: 'LGPL-2.1-or-later',
    licenseUrl: 'https://github.com/reaktoro/reaktoro/blob/HEAD/LICENSE',
    programmingLanguages: ['C++', 'Python'],
    applicationAreas: [
      'Geochemical modelling',
      'CO2-brine solubility and phase equilibria',
      'Aqueous electrolyte and brine chemistry',
      'Mineral solubility',
      'Chemistry engine for reactive transport codes',
      'Gas-phase and combustion equilibria (NASA data)',
    ],
    keyFeatures: [
      'Chemical equilibrium with general user-defined constraints',
      'Chemical kinetics solver with reaction-rate and surface-area models',
      'Thermochemical databases: PHREEQC, SUPCRT, SUPCRTBL, NASA, ThermoFun',
      'Activity models incl. Pitzer, HKF, Debye-Hueckel, Davies, Extended UNIQUAC, Peng-Robinson/cubic EOS, Spycher-Pruess-Ennis',
      'Any number of phases and species',
      'Automatic differentiation for derivatives and sensitivities',
      'Smart (on-demand machine learning) equilibrium and kinetics solvers',
      'Python interface via pybind11',
    ],
    strengths: [
      'General constrained equilibrium and kinetics for any number of phases',
      'Reads several thermochemical databases (PHREEQC, SUPCRT, NASA, ThermoFun)',
      'Automatic differentiation for sensitivities',
      'Smart (machine-learning) solvers for repeated calculations',
    ],
    developmentStatus: 'Inactive',
    lastReleaseVersion: '2.11.0',
    lastReleaseDate: '2024-01-18',
    organizations: [],
    relevantOrganizations: [],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Chemical equilibrium',
          description: 'multiphase equilibrium with general constraints (EquilibriumSolver, EquilibriumSpecs)',
        },
        { capability_name: 'Chemical kinetics', description: 'KineticsSolver with ReactionRateModels and SurfaceAreaModels' },
        { capability_name: 'Phase types', description: 'aqueous, gaseous, liquid, mineral, solid, ion-exchange phases and surfaces' },
        {
          capability_name: 'Thermodynamic property models',
          description: 'standard thermo models, activity models and water property module',
        },
      ],
      numerical_schemes: [
        { scheme_type: 'Constrained optimization', methods_used: 'Optima library used by the equilibrium solver' },
        { scheme_type: 'Automatic differentiation', methods_used: 'autodiff library for derivatives' },
        {
          scheme_type: 'Machine-learning acceleration',
          methods_used: 'SmartEquilibriumSolver / SmartKineticsSolver (on-demand machine learning)',
        },
        { scheme_type: 'Sensitivity analysis', methods_used: 'EquilibriumSensitivity and KineticsSensitivity' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'PHREEQC database files', details: '.dat' },
          { format_name: 'SUPCRT XML databases', details: '' },
          { format_name: 'Reaktoro YAML/JSON databases', details: '' },
          { format_name: 'ThermoFun JSON databases', details: '' },
          { format_name: 'NASA CEA / Burcat data files', details: '' },
        ],
        supported_output_formats: [],
        api_integrations: [{ api_type: 'Python (pybind11)', details: 'Python interface to the C++ library', documentation_url: null }],
        external_tool_compatibility: [
          { tool_name: 'PHREEQC databases', tool_type: 'Thermodynamic data', integration_details: 'Reads PHREEQC .dat databases' },
          { tool_name: 'ThermoFun', tool_type: 'Thermodynamic data', integration_details: 'Reads ThermoFun JSON databases' },
          { tool_name: 'Optima', tool_type: 'Optimization library', integration_details: 'Used by the equilibrium solver' },
          { tool_name: 'autodiff', tool_type: 'Automatic differentiation library', integration_details: 'Derivatives for sensitivities' },
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
          title: 'Reaktoro website (installation and usage)',
          url: 'https://www.reaktoro.org',
          description: 'The official Reaktoro website (installation and usage).',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'C++, Python and Jupyter examples (examples/)',
          url: 'https://github.com/reaktoro/reaktoro/tree/HEAD/examples',
          description: 'Reaktoro: C++, Python and Jupyter examples (examples/).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'GitHub Discussions (Q&A)',
          url: 'https://github.com/reaktoro/reaktoro/discussions',
          description: 'GitHub Discussions (Q&A) for Reaktoro.',
        },
      ],
      relevant_organizations: [],
    } satisfies LearningResourcesSeed,
    evidence: [
      'reaktoro/reaktoro@5304d3792a:README.md (mirror HEAD main, commit date 2024-03-01; snapshot may be stale)',
      "reaktoro/reaktoro@5304d3792a:LICENSE (LGPL 2.1 text) + README/source headers 'version 2.1 of the License, or (at your option) any later version'",
      'reaktoro/reaktoro@5304d3792a:CMakeLists.txt (project Reaktoro VERSION 2.11.1 on main)',
      'reaktoro/reaktoro@5304d3792a:environment.devenv.yml (autodiff, optima, pybind11, thermofun, phreeqc4rkt)',
      'reaktoro/reaktoro@5304d3792a:cmake/ReaktoroConfig.cmake.in (find_package Optima, autodiff, ThermoFun)',
      'reaktoro/reaktoro@5304d3792a:Reaktoro/Equilibrium/SmartEquilibriumSolver.hpp (ODML strategy)',
      'reaktoro/reaktoro tree @5304d3792a: Reaktoro/Extensions/{Nasa,Phreeqc,Supcrt,ThermoFun}, Reaktoro/Models/ActivityModels/, embedded/databases/, examples/',
      'reaktoro/reaktoro@5304d3792a:.github/DISCUSSION_TEMPLATE/q-a.yml',
      'reaktoro/reaktoro tag v2.11.0 (2024-01-18)',
      'No CITATION.cff and no citation request found in README',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'GeoChemFoam',
    fullName: 'GeoChemFoam (The GeoChemFoam Project)',
    shortDescription:
      'OpenFOAM-based simulator of multiphase flow, reactive transport and heat transfer at the scale of grains and pores, for example in micro-CT images.',
    description:
      "GeoChemFoam, founded at the Institute of GeoEnergy Engineering of Heriot-Watt University, solves flow and transport inside the pore space of rock images. Built on OpenFOAM, it offers volume-of-fluid and diffuse-interface two-phase solvers, multiphase reactive transport with species transfer across interfaces, Darcy-Brinkman-Stokes micro-continuum solvers for sub-resolution porosity, mineral dissolution (including a moving-mesh variant), conjugate heat transfer and a small-strain solid solver. PhreeqcRM is bundled for geochemistry, and post-processing utilities compute porosity, permeability, relative permeability and dispersion. A precompiled Docker image is provided. The project's hub repository carries a GPL-2.0 text while the source repository is GPLv3 or later.",
    website: 'https://github.com/GeoChemFoam/GeoChemFoam',
    sourceCodeRepository: 'https://github.com/GeoChemFoam/GeoChemFoam-5.2',
    licenseType: 'GPL-3.0-or-later',
    licenseUrl: 'https://github.com/GeoChemFoam/GeoChemFoam-5.2/blob/HEAD/LICENSE',
    programmingLanguages: ['C++', 'Python', 'Shell'],
    applicationAreas: [
      'Pore-scale digital rock simulation',
      'CO2 storage (CCS) at the pore scale',
      'Mineral dissolution and acid stimulation',
      'Contaminant transport',
      'Heat transfer in porous media (cold-water injection)',
      'Permeability and dispersivity upscaling',
    ],
    keyFeatures: [
      'Built on OpenFOAM (v2212 referenced in etc/bashrc)',
      'VOF and diffuse-interface two-phase solvers (interFoam, interOSFoam, diffInterFoam)',
      'Multiphase reactive transport with interfacial species transfer',
      'Micro-continuum Darcy-Brinkman-Stokes solvers for sub-resolution porosity',
      'Reactive dissolution solvers incl. ALE moving-mesh variant',
      'Conjugate heat transfer between fluid and solid',
      'Bundled PhreeqcRM third-party library for geochemistry',
      'Post-processing utilities for porosity, permeability, relative permeability and dispersion',
      'Precompiled Docker image and Python/Jupyter image-processing tools',
    ],
    strengths: [
      'Pore-scale two-phase flow with VOF and phase-field interface capturing',
      'Reactive transport and mineral dissolution on image-based geometries',
      'Micro-continuum (Darcy-Brinkman-Stokes) solvers for sub-resolution porosity',
      'Upscaling utilities for permeability, relative permeability and dispersion',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '5.2',
    lastReleaseDate: '2026-02-24',
    organizations: [
      { name: 'Institute of GeoEnergy Engineering, Heriot-Watt University', role: 'Developer (founding institution)' },
      {
        name: 'EPCC, University of Edinburgh',
        role: 'Project partner (parallel meshing tool, ARCHER2 module)',
        url: 'https://www.epcc.ed.ac.uk/',
      },
    ],
    relevantOrganizations: [
      { name: 'Institute of GeoEnergy Engineering, Heriot-Watt University', role: 'Developer (founding institution)' },
      {
        name: 'EPCC, University of Edinburgh',
        role: 'Project partner (parallel meshing tool, ARCHER2 module)',
        url: 'https://www.epcc.ed.ac.uk/',
      },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Two-phase flow', description: 'VOF and phase-field interface capturing, incl. low capillary number flow' },
        {
          capability_name: 'Multiphase reactive transport',
          description: 'species transport and transfer across fluid-fluid interfaces with reactions',
        },
        {
          capability_name: 'Mineral dissolution',
          description: 'reactiveTransportFoam, reactiveTransportALEFoam, reactiveTransportDBSFoam',
        },
        { capability_name: 'Micro-continuum flow', description: 'Darcy-Brinkman-Stokes flow (simpleDBSFoam) for multiscale porosity' },
        { capability_name: 'Heat transfer', description: 'convection-diffusion in fluid and diffusion in solid (heatTransportFoam)' },
        {
          capability_name: 'Species transport and dispersion',
          description: 'multiSpeciesTransportFoam, scalarTransportDBSFoam, dispersionFoam',
        },
        {
          capability_name: 'Solid mechanics',
          description: 'linear-elastic small-strain solver with volume-of-solid (solidDisplacementElasticVOSFoam)',
        },
      ],
      numerical_schemes: [
        { scheme_type: 'Finite volume', methods_used: 'OpenFOAM finite-volume discretisation' },
        { scheme_type: 'Interface capturing', methods_used: 'Volume of fluid and diffuse-interface (phase-field) methods' },
        { scheme_type: 'Micro-continuum', methods_used: 'Darcy-Brinkman-Stokes and volume-of-solid formulations' },
        { scheme_type: 'Moving mesh', methods_used: 'ALE mesh for reactive transport (reactiveTransportALEFoam)' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'OpenFOAM case dictionaries', details: '' },
          { format_name: 'Segmented 3D images and STL geometries', details: 'raw' },
        ],
        supported_output_formats: [{ format_name: 'OpenFOAM field data', details: 'ParaView via .foam loader' }],
        api_integrations: [
          { api_type: 'Python / Jupyter tools', details: 'Image-processing tools shipped with the Docker image', documentation_url: null },
        ],
        external_tool_compatibility: [
          { tool_name: 'OpenFOAM', tool_type: 'CFD framework', integration_details: 'Built on OpenFOAM (v2212)' },
          {
            tool_name: 'PhreeqcRM',
            tool_type: 'Geochemistry library',
            integration_details: 'Bundled third-party library for geochemistry',
          },
          { tool_name: 'ParaView', tool_type: 'Visualization', integration_details: 'Results open through the .foam loader' },
          { tool_name: 'Docker', tool_type: 'Container', integration_details: 'Precompiled image of GeoChemFoam 5.2' },
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
          title: 'Users wiki',
          url: 'https://github.com/GeoChemFoam/GeoChemFoam/wiki',
          description: 'GeoChemFoam: Users wiki.',
          type: 'documentation',
        },
        {
          title: 'Precompiled Docker image (GeoChemFoam 5.2)',
          url: 'https://hub.docker.com/r/jcmaes/geochemfoam-5.2',
          description: 'GeoChemFoam: Precompiled Docker image (GeoChemFoam 5.2).',
          type: 'documentation',
        },
        {
          title: 'Publications folder',
          url: 'https://github.com/GeoChemFoam/GeoChemFoam/tree/main/GeoChemFoam_Papers',
          description: 'GeoChemFoam: Publications folder.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Tutorials in the users wiki',
          url: 'https://github.com/GeoChemFoam/GeoChemFoam/wiki',
          description: 'GeoChemFoam: Tutorials in the users wiki.',
          type: 'tutorial',
        },
        {
          title: 'Tutorial cases (tutorials/)',
          url: 'https://github.com/GeoChemFoam/GeoChemFoam-5.2/tree/HEAD/tutorials',
          description: 'GeoChemFoam: Tutorial cases (tutorials/).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'GitHub Discussions',
          url: 'https://github.com/GeoChemFoam/GeoChemFoam/discussions',
          description: 'GitHub Discussions for GeoChemFoam.',
        },
        { channel_type: 'YouTube channel', url: 'https://www.youtube.com/@GeoChemFoam', description: 'YouTube channel for GeoChemFoam.' },
        { channel_type: 'Email', url: 'mailto:GeoChemFoam@hw.ac.uk', description: 'Email for GeoChemFoam.' },
      ],
      relevant_organizations: [
        { name: 'Institute of GeoEnergy Engineering, Heriot-Watt University', role: 'Developer (founding institution)' },
        {
          name: 'EPCC, University of Edinburgh',
          role: 'Project partner (parallel meshing tool, ARCHER2 module)',
          url: 'https://www.epcc.ed.ac.uk/',
        },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'GeoChemFoam/GeoChemFoam@50fdb8db17:README.md (project hub; commit date 2026-05-11; links to source repo GeoChemFoam-5.2, wiki, Docker, discussions, YouTube; capabilities; partners)',
      'GeoChemFoam/GeoChemFoam@50fdb8db17:LICENSE (hub repo carries GPL-2.0 text; source repo differs)',
      'GeoChemFoam/GeoChemFoam@50fdb8db17:requirements.txt (Python/Jupyter stack)',
      'GeoChemFoam/GeoChemFoam-5.2@dbefc58c0b:README.md (version 5.2; commit date 2026-08-12)',
      'GeoChemFoam/GeoChemFoam-5.2@dbefc58c0b:LICENSE (GPL v3 text)',
      "GeoChemFoam/GeoChemFoam-5.2@dbefc58c0b:applications/solvers/reactiveTransport/reactiveTransportDBSFoam/reactiveTransportDBSFoam.C (header: 'either version 3 of the License, or (at your option) any later version'; Heriot-Watt University)",
      'GeoChemFoam/GeoChemFoam-5.2@dbefc58c0b:etc/bashrc (openfoam2212)',
      'GeoChemFoam/GeoChemFoam-5.2 tree @dbefc58c0b: applications/solvers/*, applications/utilities/postProcessing/*, applications/utilities/pyTools/, ThirdParty/PhreeqcRM, tutorials/, images/raw, images/stl',
      'GeoChemFoam/GeoChemFoam-5.2 tag GeoChemFoam5.2 (2026-02-24)',
      "README lists 'Relevant papers' but no explicit citation request -> publications []",
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'Amanzi',
    fullName: 'Amanzi parallel flow and reactive transport simulator',
    shortDescription:
      'Parallel C++ code for subsurface flow and reactive transport in environmental studies, on polyhedral meshes, built on the Arcos multiphysics framework.',
    description:
      'Amanzi is developed by Los Alamos, Lawrence Berkeley and Pacific Northwest National Laboratories for environmental assessments such as contaminant migration at waste sites. Its process kernels cover saturated and variably saturated flow, solute transport, geochemistry (natively or through the Alquimia interface to PFLOTRAN and CrunchFlow), non-isothermal energy, multiphase flow, geomechanics, flow in discrete fracture networks coupled to the matrix, and surface flow. The Arcos framework couples them weakly or strongly with subcycling on general polyhedral meshes, discretised by finite volume, mimetic finite difference or discontinuous Galerkin methods, and runs in parallel through Trilinos and PETSc.',
    website: 'https://github.com/amanzi/amanzi',
    sourceCodeRepository: 'https://github.com/amanzi/amanzi',
    licenseType: 'BSD-3-Clause',
    licenseUrl: 'https://github.com/amanzi/amanzi/blob/HEAD/COPYRIGHT.md',
    programmingLanguages: ['C++'],
    applicationAreas: [
      'Groundwater contaminant migration',
      'DOE waste-site environmental assessment',
      'Variably saturated (vadose zone) flow',
      'Reactive transport and geochemistry',
      'Flow and transport in discrete fracture networks',
      'Non-isothermal subsurface flow',
    ],
    keyFeatures: [
      'Arcos multiphysics framework with hierarchical weak/strong coupling and subcycling',
      'General polyhedral unstructured meshes (MSTK), mesh splitting and subsetting',
      'Finite volume, mimetic finite difference and nonlinear finite volume discretizations',
      'Nonlinear Krylov Acceleration and Anderson Acceleration nonlinear solvers',
      'Trilinos-ML and Hypre algebraic multigrid; Trilinos and PETSc parallelism',
      'Geochemistry through the Alquimia interface to PFLOTRAN and CrunchFlow engines',
      'XML input; Exodus II mesh import',
      'Checkpoint/restart and XDMF output for VisIt/ParaView',
      'Docker images for building and running',
    ],
    strengths: [
      'Many coupled process kernels under one multiphysics framework',
      'General polyhedral unstructured meshes',
      'Mimetic and nonlinear finite volume discretizations',
      'Geochemistry through Alquimia (PFLOTRAN, CrunchFlow engines)',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '1.6.0',
    lastReleaseDate: '2025-07-24',
    organizations: [
      { name: 'Los Alamos National Laboratory (Triad National Security, LLC)', role: 'Developer / copyright holder' },
      { name: 'Lawrence Berkeley National Laboratory (The Regents of the University of California)', role: 'Developer / copyright holder' },
      { name: 'Pacific Northwest National Laboratory (Battelle Memorial Institute)', role: 'Developer / copyright holder' },
    ],
    relevantOrganizations: [
      { name: 'Los Alamos National Laboratory (Triad National Security, LLC)', role: 'Developer / copyright holder' },
      { name: 'Lawrence Berkeley National Laboratory (The Regents of the University of California)', role: 'Developer / copyright holder' },
      { name: 'Pacific Northwest National Laboratory (Battelle Memorial Institute)', role: 'Developer / copyright holder' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Saturated flow', description: 'Darcy process kernel' },
        { capability_name: 'Variably saturated flow', description: 'Richards process kernel' },
        { capability_name: 'Solute transport', description: 'advection, dispersion and diffusion (explicit and implicit transport PKs)' },
        { capability_name: 'Geochemistry', description: 'native chemistry PK and Alquimia PK (PFLOTRAN, CrunchFlow engines)' },
        { capability_name: 'Energy', description: 'pressure-enthalpy energy PK for non-isothermal conditions' },
        { capability_name: 'Multiphase flow', description: 'multiphase PK' },
        { capability_name: 'Geomechanics', description: 'elasticity, small-strain and fractured-matrix mechanics PKs' },
        { capability_name: 'Fracture-matrix coupling', description: 'flow and transport on DFNs coupled to the matrix' },
        { capability_name: 'Surface/free flow', description: 'Navier-Stokes and shallow-water PKs' },
      ],
      numerical_schemes: [
        {
          scheme_type: 'Finite volume',
          methods_used: 'Traditional and nonlinear finite volume schemes; upwind and Riemann advection operators',
        },
        { scheme_type: 'Mimetic finite difference', methods_used: 'WhetStone MFD3D family (incl. Crouzeix-Raviart, Bernardi-Raugel)' },
        { scheme_type: 'Discontinuous Galerkin', methods_used: 'DG_Modal and PDE_DiffusionDG operators' },
        { scheme_type: 'Time integration', methods_used: 'BDF1 implicit and explicit Runge-Kutta with adaptive time-step controllers' },
        { scheme_type: 'Nonlinear solvers', methods_used: 'NKA, Anderson Acceleration, JFNK' },
        { scheme_type: 'Linear solvers', methods_used: 'Trilinos-ML and Hypre algebraic multigrid; PETSc' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'XML input specification', details: '' },
          { format_name: 'Exodus II meshes', details: '' },
        ],
        supported_output_formats: [
          { format_name: 'XDMF/HDF5', details: 'VisIt, ParaView' },
          { format_name: 'Silo', details: '' },
          { format_name: 'Checkpoint/restart files', details: '' },
          { format_name: 'Observation data files', details: '' },
        ],
        api_integrations: [{ api_type: 'XML input specification', details: 'Models are defined in XML', documentation_url: null }],
        external_tool_compatibility: [
          {
            tool_name: 'Alquimia',
            tool_type: 'Geochemistry interface',
            integration_details: 'Couples PFLOTRAN and CrunchFlow chemistry engines',
          },
          {
            tool_name: 'Trilinos / Hypre / PETSc',
            tool_type: 'Solver libraries',
            integration_details: 'Algebraic multigrid and parallelism',
          },
          { tool_name: 'MSTK', tool_type: 'Mesh framework', integration_details: 'General polyhedral unstructured meshes' },
          { tool_name: 'VisIt / ParaView', tool_type: 'Visualization', integration_details: 'XDMF output' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [{ type: 'MPI', details: 'Parallel through Trilinos and PETSc' }],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'Amanzi User Guide',
          url: 'https://amanzi.github.io/amanzi/UserGuide',
          description: 'The official Amanzi User Guide.',
          type: 'documentation',
        },
        {
          title: 'Build and install instructions (INSTALL.md)',
          url: 'https://github.com/amanzi/amanzi/blob/HEAD/INSTALL.md',
          description: 'Amanzi: Build and install instructions (INSTALL.md).',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Tutorial inputs (doc/tutorial: Richards, saturated)',
          url: 'https://github.com/amanzi/amanzi/tree/HEAD/doc/tutorial',
          description: 'Amanzi: Tutorial inputs (doc/tutorial: Richards, saturated).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [],
      community_support_channels: [],
      relevant_organizations: [
        { name: 'Los Alamos National Laboratory (Triad National Security, LLC)', role: 'Developer / copyright holder' },
        {
          name: 'Lawrence Berkeley National Laboratory (The Regents of the University of California)',
          role: 'Developer / copyright holder',
        },
        { name: 'Pacific Northwest National Laboratory (Battelle Memorial Institute)', role: 'Developer / copyright holder' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'amanzi/amanzi@4045a8b307:README.md (mirror HEAD master, commit date 2026-07-27)',
      'amanzi/amanzi@4045a8b307:COPYRIGHT.md (three-clause BSD; LANL/Triad, LBNL/Regents of UC, PNNL/Battelle copyrights)',
      'amanzi/amanzi@4045a8b307:INSTALL.md (User Guide URL)',
      'amanzi/amanzi@4045a8b307:doc/user_guide/capabilities/features.rst (Exodus II, XML input, XDMF, checkpoint/restart, observations)',
      'amanzi/amanzi tree @4045a8b307: src/pks/{flow,transport,chemistry,energy,mechanics,multiphase,navier_stokes,shallow_water}, src/operators, src/whetstone, src/solvers, src/time_integration, src/output (OutputXDMF, OutputSilo), Docker/',
      'amanzi/amanzi tag amanzi-1.6.0 (2025-07-24)',
      'No CITATION.cff and no citation request found',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
];
