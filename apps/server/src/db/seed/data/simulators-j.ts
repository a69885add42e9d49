import type { SimulatorInput } from '@rsd/core';
import type { CapabilitiesSeed, LearningResourcesSeed } from './seed-shapes';
import { REFERENCE_FACTS_VERIFIED_ON } from './reference-facts';

/** PEST++, pyEMU, Flow123d, PyLith, LoopStructural. */
export const simulatorsJ: SimulatorInput[] = [
  {
    name: 'PEST++',
    fullName: 'PEST++ software suite for parameter estimation, uncertainty analysis, management optimization and sensitivity analysis',
    shortDescription:
      'Suite of model-independent C++ programs for calibration, history matching, uncertainty analysis, data assimilation, sensitivity analysis and optimization.',
    description:
      'PEST++ is a suite of programs, from the U.S. Geological Survey with support from GNS Science and INTERA, that drive any model through its input and output files: PEST control, template and instruction files, so it works alongside PEST. It covers gradient-based parameter estimation with subspace reparameterization and linear uncertainty (pestpp-glm), an iterative ensemble smoother (pestpp-ies), ensemble data assimilation (pestpp-da), Morris and Sobol sensitivity analysis, chance-constrained and multi-objective optimization under uncertainty, and parameter sweeps. A manager/agent run manager spreads model runs over PCs, clusters or the cloud. Its repository carries a public-domain and CC0 notice, while its manual states MIT.',
    website: 'https://github.com/usgs/pestpp',
    sourceCodeRepository: 'https://github.com/usgs/pestpp',
    licenseType: 'CC0-1.0',
    licenseUrl: 'https://github.com/usgs/pestpp/blob/HEAD/USGS_disclaimer.txt',
    programmingLanguages: ['C++'],
    applicationAreas: [
      'Model calibration / history matching',
      'Uncertainty quantification',
      'Data assimilation',
      'Global sensitivity analysis',
      'Management optimization under uncertainty',
      'Groundwater and environmental decision support',
    ],
    keyFeatures: [
      'pestpp-glm: GLM parameter estimation with automatic subspace reparameterization and FOSM uncertainty',
      'pestpp-ies: iterative ensemble smoother with localization',
      'pestpp-da: ensemble-based sequential and batch data assimilation',
      'pestpp-sen: Morris and Sobol global sensitivity analysis',
      'pestpp-opt: chance-constrained linear programming',
      'pestpp-mou: multi-objective optimization under uncertainty with evolutionary algorithms',
      'pestpp-swp: parallel run sweeps driven by a CSV of parameter values',
      'Manager/agent parallel run manager over TCP/IP (PC, cluster, cloud)',
      'Uses PEST control, template and instruction files (interoperable with PEST)',
    ],
    strengths: [
      'Non-intrusive: works with any model through text files',
      'Ensemble methods for very many parameters (pestpp-ies, pestpp-da)',
      'Optimization under uncertainty (pestpp-opt, pestpp-mou)',
      'Parallel run manager over TCP/IP',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '5.2.23',
    lastReleaseDate: '2025-09-25',
    organizations: [
      { name: 'U.S. Geological Survey', role: 'Developer and funder (software approved for release by USGS)' },
      {
        name: 'GNS Science',
        role: 'Funder (Groundwater Research Programme, NZ Strategic Science Investment Fund)',
        url: 'https://www.gns.cri.nz/',
      },
      { name: 'INTERA, Inc.', role: 'Ongoing support' },
    ],
    relevantOrganizations: [
      { name: 'U.S. Geological Survey', role: 'Developer and funder (software approved for release by USGS)' },
      {
        name: 'GNS Science',
        role: 'Funder (Groundwater Research Programme, NZ Strategic Science Investment Fund)',
        url: 'https://www.gns.cri.nz/',
      },
      { name: 'INTERA, Inc.', role: 'Ongoing support' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [],
      numerical_schemes: [
        {
          scheme_type: 'Gradient-based inversion',
          methods_used:
            'Gauss-Levenberg-Marquardt with on-the-fly subspace (SVD-assist style) reparameterization; finite-difference Jacobians',
        },
        { scheme_type: 'Linear uncertainty analysis', methods_used: 'FOSM / Bayes-linear posterior parameter and forecast uncertainty' },
        {
          scheme_type: 'Ensemble methods',
          methods_used:
            'Iterative ensemble smoother (Chen and Oliver 2013 GLM form); Kalman update and multiple data assimilation (MDA) in pestpp-da',
        },
        { scheme_type: 'Global sensitivity analysis', methods_used: 'Morris and Sobol/Saltelli methods' },
        {
          scheme_type: 'Optimization',
          methods_used:
            'Sequential linear programming with chance constraints; multi-objective evolutionary algorithms; differential evolution (pestpp-glm)',
        },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: "PEST control file, incl. '++' options and external CSV sections", details: '.pst' },
          { format_name: 'Template files', details: '.tpl' },
          { format_name: 'Instruction files', details: '.ins' },
          { format_name: 'Parameter/observation ensembles as CSV or binary JCB', details: '' },
          { format_name: 'Jacobian / covariance matrix files', details: 'JCO/JCB' },
        ],
        supported_output_formats: [
          { format_name: 'Run record and CSV summary files', details: '' },
          { format_name: 'Parameter value files', details: 'PAR' },
          { format_name: 'Jacobian matrix files', details: 'JCO/JCB' },
          { format_name: 'Ensembles as CSV or binary JCB', details: '' },
        ],
        api_integrations: [
          {
            api_type: 'PEST control, template and instruction files',
            details: 'Interfaces any model through its input and output files',
            documentation_url: null,
          },
        ],
        external_tool_compatibility: [
          {
            tool_name: 'PEST',
            tool_type: 'Parameter estimation',
            integration_details: 'Uses the same control, template and instruction files',
          },
          { tool_name: 'pyEMU', tool_type: 'Python package', integration_details: 'Builds and post-processes PEST++ interfaces' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [
          { type: 'Manager/agent run manager', details: 'Model runs spread over TCP/IP on a PC, a cluster or the cloud' },
        ],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'PEST++ users manual',
          url: 'https://github.com/usgs/pestpp/blob/HEAD/documentation/pestpp_users_manual.md',
          description: 'The official PEST++ users manual.',
          type: 'documentation',
        },
        {
          title: 'USGS report TM 7C26 (PEST++ Version 5)',
          url: 'https://pubs.er.usgs.gov/publication/tm7C26',
          description: 'PEST++: USGS report TM 7C26 (PEST++ Version 5).',
          type: 'documentation',
        },
        {
          title: 'Building with CMake',
          url: 'https://github.com/usgs/pestpp/blob/HEAD/documentation/cmake.md',
          description: 'PEST++: Building with CMake.',
          type: 'documentation',
        },
        {
          title: 'Pre-compiled binaries (GitHub releases)',
          url: 'https://github.com/usgs/pestpp/releases',
          description: 'PEST++: Pre-compiled binaries (GitHub releases).',
          type: 'documentation',
        },
        {
          title: 'USGS software page',
          url: 'https://www.usgs.gov/software/pest-parameter-estimation-code-optimized-large-environmental-models',
          description: 'PEST++: USGS software page.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [
        {
          title:
            'Approaches to Highly Parameterized Inversion: PEST++ Version 5, a Software Suite for Parameter Estimation, Uncertainty Analysis, Management Optimization and Sensitivity Analysis',
          url: 'https://doi.org/10.3133/tm7C26',
          authors: 'White, J.T., Hunt, R.J., Fienen, M.N., and Doherty, J.E.',
          year: 2020,
          journal_conference: 'U.S. Geological Survey Techniques and Methods 7C26',
        },
      ],
      community_support_channels: [],
      relevant_organizations: [
        { name: 'U.S. Geological Survey', role: 'Developer and funder (software approved for release by USGS)' },
        {
          name: 'GNS Science',
          role: 'Funder (Groundwater Research Programme, NZ Strategic Science Investment Fund)',
          url: 'https://www.gns.cri.nz/',
        },
        { name: 'INTERA, Inc.', role: 'Ongoing support' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'usgs/pestpp@27d7358834:README.md (mirror HEAD commit dated 2025-09-30)',
      'usgs/pestpp@27d7358834:USGS_disclaimer.txt (public domain in US; CC0 1.0 worldwide waiver)',
      "usgs/pestpp@27d7358834:documentation/pestpp_users_manual.md (Version 5.2.22; 'License' section states MIT - conflicts with USGS_disclaimer.txt)",
      'usgs/pestpp@27d7358834:CMakeLists.txt (project LANGUAGES CXX)',
      'usgs/pestpp@27d7358834:src/programs/ (gsa, pest++, pestpp-da, pestpp-ies, pestpp-mou, pestpp-opt, pestpp-pso, pestpp-sqp, sweep)',
      'PEST++ tag 5.2.23 (2025-09-25)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'pyEMU',
    fullName: 'pyEMU: python modules for Environmental Model Uncertainty analyses',
    shortDescription:
      'Python package for linear and ensemble uncertainty and data-worth analysis, and for building and handling PEST and PEST++ interfaces.',
    description:
      'pyEMU (Environmental Model Uncertainty) supports decision-oriented modelling with PEST and PEST++. It performs Bayes-linear (Schur complement) uncertainty and error-variance analysis, parameter and data-worth analysis, and handles parameter and observation ensembles, including null-space Monte Carlo for PESTPP-IES. Its PstFrom class builds interfaces with hundreds of thousands to a million parameters, control files are edited through pandas, and matrices are read and written in binary or ASCII. Geostatistical tools (kriging, Karhunen-Loève parameterization) and a data-space inversion emulator complete it; get-pestpp installs PEST++. Development was supported by the U.S. Geological Survey, GNS Science and INTERA.',
    website: 'https://github.com/pypest/pyemu',
    sourceCodeRepository: 'https://github.com/pypest/pyemu',
    licenseType: 'BSD-3-Clause',
    licenseUrl: 'https://github.com/pypest/pyemu/blob/HEAD/LICENSE',
    programmingLanguages: ['Python'],
    applicationAreas: [
      'Uncertainty quantification',
      'Data-worth analysis',
      'Model calibration / history matching support',
      'Geostatistical parameterization',
      'Groundwater and environmental decision support',
    ],
    keyFeatures: [
      'Schur-complement (Bayes-linear) conditional uncertainty and error-variance analysis',
      'Parameter and data-worth analyses',
      'ParameterEnsemble / ObservationEnsemble classes incl. null-space Monte Carlo; works with PESTPP-IES',
      'PstFrom class for PEST(++) interfaces with 100,000 to 1,000,000 parameters',
      'Pandas-based editing of PEST control files; creation from template and instruction files',
      'Jacobian/covariance matrix handling (binary and ASCII) with built-in SVD',
      'Geostatistics: nested structures, ordinary kriging, Karhunen-Loeve parameterization',
      'Data-space inversion (DSI) emulator module',
      'get-pestpp command to install PEST++ binaries',
    ],
    strengths: [
      'Linear (Bayes-linear) uncertainty and data-worth analysis',
      'Builds very high-dimensional PEST++ interfaces (PstFrom)',
      'Ensemble handling for PESTPP-IES',
      'Geostatistical parameterization tools',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '1.7.0',
    lastReleaseDate: '2026-08-03',
    organizations: [
      { name: 'U.S. Geological Survey', role: 'Original development support' },
      {
        name: 'GNS Science',
        role: 'Funder (Groundwater Research Programme, NZ Strategic Science Investment Fund)',
        url: 'https://www.gns.cri.nz/',
      },
      { name: 'INTERA, Inc.', role: 'Funder / support' },
    ],
    relevantOrganizations: [
      { name: 'U.S. Geological Survey', role: 'Original development support' },
      {
        name: 'GNS Science',
        role: 'Funder (Groundwater Research Programme, NZ Strategic Science Investment Fund)',
        url: 'https://www.gns.cri.nz/',
      },
      { name: 'INTERA, Inc.', role: 'Funder / support' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [],
      numerical_schemes: [
        { scheme_type: 'Linear uncertainty analysis', methods_used: 'FOSM / Schur complement (Bayes linear), error variance analysis' },
        { scheme_type: 'Monte Carlo / ensembles', methods_used: 'High-dimensional ensemble generation, null-space Monte Carlo' },
        { scheme_type: 'Geostatistics', methods_used: 'Ordinary kriging, nested variogram covariance, Karhunen-Loeve parameterization' },
        { scheme_type: 'Emulation', methods_used: 'Data Space Inversion (DSI) emulator' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'PEST control files', details: '.pst' },
          { format_name: 'Template and instruction files', details: '.tpl; .ins' },
          { format_name: 'PEST site sample files', details: 'SMP' },
          { format_name: 'Binary and ASCII Jacobian / covariance matrices', details: 'JCO/JCB, uncertainty files' },
          { format_name: 'PEST geostatistical structure files', details: '' },
        ],
        supported_output_formats: [
          { format_name: 'PEST control files', details: '.pst' },
          { format_name: 'Template and instruction files', details: '' },
          { format_name: 'Binary and ASCII matrix files', details: '' },
          { format_name: 'Ensembles as CSV or binary', details: '' },
        ],
        api_integrations: [
          { api_type: 'Python API', details: 'Classes for control files, matrices, ensembles and analyses', documentation_url: null },
        ],
        external_tool_compatibility: [
          {
            tool_name: 'PEST++',
            tool_type: 'Parameter estimation suite',
            integration_details: 'Builds and post-processes PEST++ runs; get-pestpp installs its binaries',
          },
          { tool_name: 'pandas', tool_type: 'Python library', integration_details: 'Control files edited as DataFrames' },
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
          title: "pyEMU user's guide / API reference",
          url: 'https://pyemu.readthedocs.io/en/latest/',
          description: "The official pyEMU user's guide / API reference.",
          type: 'documentation',
        },
        {
          title: 'Installing PEST++ with get-pestpp',
          url: 'https://pyemu.readthedocs.io/en/latest/get_pestpp',
          description: 'pyEMU: Installing PEST++ with get-pestpp.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Example notebooks in the repository',
          url: 'https://github.com/pypest/pyemu/tree/main/examples',
          description: 'pyEMU: Example notebooks in the repository.',
          type: 'tutorial',
        },
        {
          title: 'GMDSI notebooks (PEST(++)/pyEMU learning material)',
          url: 'https://github.com/gmdsi/GMDSI_notebooks',
          description: 'pyEMU: GMDSI notebooks (PEST(++)/pyEMU learning material).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'A python framework for environmental model uncertainty analysis',
          url: 'https://doi.org/10.1016/j.envsoft.2016.08.017',
          authors: 'White, Jeremy T.; Fienen, Michael N.; Doherty, John E.',
          year: 2016,
          journal_conference: 'Environmental Modelling & Software',
        },
      ],
      community_support_channels: [],
      relevant_organizations: [
        { name: 'U.S. Geological Survey', role: 'Original development support' },
        {
          name: 'GNS Science',
          role: 'Funder (Groundwater Research Programme, NZ Strategic Science Investment Fund)',
          url: 'https://www.gns.cri.nz/',
        },
        { name: 'INTERA, Inc.', role: 'Funder / support' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'pypest/pyemu@f7c98319e3:README.md (tag v1.7.0 on main; develop mirror HEAD 6d41d749d6 dated 2026-08-02)',
      'pypest/pyemu@f7c98319e3:LICENSE (BSD 3-clause text)',
      'pypest/pyemu@f7c98319e3:pyproject.toml (version 1.7.0, license BSD-3-Clause, documentation URL)',
      'pypest/pyemu@f7c98319e3:CITATION.cff (preferred-citation White, Fienen, Doherty 2016)',
      'pypest/pyemu@f7c98319e3:pyemu/__init__.py (Environmental Model Uncertainty)',
      'pypest/pyemu@f7c98319e3:pyemu/emulators/dsi.py',
      'pypest/pyemu@f7c98319e3:mkdocs.yml, docs/index.md',
      'pyEMU tag v1.7.0 (2026-08-03)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'Flow123d',
    fullName: 'Flow123d',
    shortDescription:
      'Parallel simulator of groundwater flow, transport, heat, reactions and mechanics in fractured rock, on meshes that mix 1D, 2D and 3D elements.',
    description:
      'Flow123d, from the Technical University of Liberec, models fractured porous media on mixed-dimensional simplicial meshes, so continuum and discrete-fracture models live in one mesh. It solves steady and unsteady Darcy flow and unsaturated Richards flow with mixed-hybrid finite elements, multi-substance advection-dispersion and heat transport with discontinuous Galerkin methods, reactions (sorption, dual porosity, first-order reactions, radioactive decay) by operator splitting, and linear elasticity coupled iteratively to flow. Input is YAML with formula and Python fields; meshes come from GMSH. It is MPI-parallel through PETSc and available as Docker images. The newest tagged release is from 2022, with version 4 in progress.',
    website: 'http://flow123d.github.io',
    sourceCodeRepository: 'https://github.com/flow123d/flow123d',
    licenseType: 'GPL-3.0-only',
    licenseUrl: 'https://github.com/flow123d/flow123d/blob/HEAD/doc/LICENSE',
    programmingLanguages: ['C++', 'Python'],
    applicationAreas: [
      'Groundwater flow in fractured rock',
      'Contaminant / radionuclide transport',
      'Heat transport',
      'Hydro-mechanical coupling (poroelasticity)',
      'Unsaturated flow',
      'Discrete fracture network modelling',
    ],
    keyFeatures: [
      'Mixed-dimensional meshes (1D/2D/3D simplices) combining continuum and fracture-network models',
      'Steady and unsteady Darcy flow; Richards equation for unsaturated flow',
      'Multi-substance advection-dispersion transport and heat transfer',
      'Reaction terms: sorption isotherms, dual porosity, first-order reactions, radioactive decay',
      'Linear elasticity with iterative hydro-mechanical coupling and fracture contact condition',
      'YAML input with user-defined formula and Python fields',
      'GMSH and VTK mesh/data readers; GMSH and VTK output; observation output',
      'MPI-parallel (PETSc-based); Docker images for installation',
    ],
    strengths: [
      'Mixed-dimensional meshes joining continuum and fracture models',
      'Flow, transport, heat, reactions and mechanics in one code',
      'Mixed-hybrid FE and discontinuous Galerkin discretizations',
      'MPI-parallel through PETSc',
    ],
    developmentStatus: 'Maintained',
    lastReleaseVersion: '3.9.0',
    lastReleaseDate: '2022-06-29',
    organizations: [{ name: 'Technical University of Liberec', role: 'Copyright holder / developer' }],
    relevantOrganizations: [{ name: 'Technical University of Liberec', role: 'Copyright holder / developer' }],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Darcy flow', description: 'steady and unsteady saturated flow on mixed-dimensional meshes' },
        { capability_name: 'Unsaturated flow', description: 'Richards equation with van Genuchten and Irmay models' },
        { capability_name: 'Solute transport', description: 'advection-dispersion of multiple substances incl. fracture-matrix exchange' },
        { capability_name: 'Heat transfer', description: 'heat transport model in the advection-diffusion framework' },
        { capability_name: 'Reactions', description: 'sorption, dual porosity, first-order reactions, radioactive decay' },
        {
          capability_name: 'Mechanics / poroelasticity',
          description: 'linear elasticity coupled to flow via Biot coefficient; fracture contact condition',
        },
      ],
      numerical_schemes: [
        {
          scheme_type: 'Mixed-hybrid finite element',
          methods_used: 'Raviart-Thomas mixed-hybrid (lumped MH) discretization for Darcy/Richards flow',
        },
        { scheme_type: 'Finite volume', methods_used: 'Upwind FV with explicit Euler for pure advection' },
        { scheme_type: 'Discontinuous Galerkin', methods_used: 'Implicit DG for advection-dispersion and heat transfer' },
        { scheme_type: 'Operator splitting', methods_used: 'Transport-reaction splitting' },
        { scheme_type: 'Finite element (mechanics)', methods_used: 'FE linear elasticity; iterative HM coupling' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'YAML main input file', details: '' },
          { format_name: 'GMSH MSH ASCII mesh and data', details: 'v2' },
          { format_name: 'VTK / PVD data', details: 'readers' },
        ],
        supported_output_formats: [
          { format_name: 'GMSH MSH', details: '' },
          { format_name: 'VTK XML', details: '' },
          { format_name: 'Observation point output', details: '' },
        ],
        api_integrations: [
          { api_type: 'YAML input', details: 'Main input file with user-defined formula and Python fields', documentation_url: null },
        ],
        external_tool_compatibility: [
          { tool_name: 'GMSH', tool_type: 'Mesh generator', integration_details: 'Reads GMSH meshes and data; writes GMSH output' },
          { tool_name: 'PETSc', tool_type: 'Solver library', integration_details: 'Parallel linear algebra' },
          { tool_name: 'ParaView', tool_type: 'Visualization', integration_details: 'VTK output' },
          { tool_name: 'Docker', tool_type: 'Container', integration_details: 'Docker images for installation' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [{ type: 'MPI', details: 'PETSc-based parallel runs' }],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'Project pages (User Guide and Input Reference manual)',
          url: 'http://flow123d.github.io',
          description: 'Flow123d: Project pages (User Guide and Input Reference manual).',
          type: 'documentation',
        },
        {
          title: 'Installation guide',
          url: 'https://github.com/flow123d/flow123d/blob/HEAD/doc/INSTALL.md',
          description: 'Flow123d: Installation guide.',
          type: 'documentation',
        },
        {
          title: 'Changelog',
          url: 'https://github.com/flow123d/flow123d/blob/HEAD/CHANGES.md',
          description: 'Flow123d: Changelog.',
          type: 'documentation',
        },
        {
          title: 'Docker images',
          url: 'https://hub.docker.com/u/flow123d/',
          description: 'Flow123d: Docker images.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Step-by-step tutorial (User Guide on project pages)',
          url: 'http://flow123d.github.io',
          description: 'Flow123d: Step-by-step tutorial (User Guide on project pages).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [],
      community_support_channels: [],
      relevant_organizations: [{ name: 'Technical University of Liberec', role: 'Copyright holder / developer' }],
    } satisfies LearningResourcesSeed,
    evidence: [
      'flow123d/flow123d@2fe7782b38:README.md (mirror HEAD commit dated 2026-07-17)',
      'flow123d/flow123d@2fe7782b38:doc/LICENSE (GPL version 3; copyright Technical University of Liberec)',
      "flow123d/flow123d@2fe7782b38:doc/GPL3 ('only valid version of the GPL ... is this particular version (ie v3)')",
      'flow123d/flow123d@2fe7782b38:src/main.cc header (GPL version 3)',
      'flow123d/flow123d@2fe7782b38:CHANGES.md (4.0.0 in progress; 3.9.0 dated 2022-06-06)',
      'flow123d/flow123d@2fe7782b38:version (4.0.3dev)',
      'flow123d/flow123d@2fe7782b38:doc/reference_manual/numerical.tex, darcy_flow.tex, mechanics.tex, input_files.tex, output.tex',
      'flow123d/flow123d@2fe7782b38:src/flow, src/transport, src/reaction, src/mechanics, src/io, src/coupling',
      'flow123d/flow123d@2fe7782b38:CMakeLists.txt (project CXX C Fortran; pybind11/Python)',
      'Flow123d tag v3.9.0 (2022-06-29; annotated tag object dated 2022-07-04)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'PyLith',
    fullName: 'PyLith',
    shortDescription:
      'Finite-element code for quasi-static and dynamic crustal deformation, from earthquake faulting to volcanic inflation, with poroelasticity and faults.',
    description:
      "PyLith, distributed by the Computational Infrastructure for Geodynamics, models crustal deformation: elastic, viscoelastic (Maxwell, generalized Maxwell, power-law), incompressible elastic and poroelastic materials, with faults as cohesive cells carrying prescribed slip. It steps implicitly for quasi-static problems and explicitly for dynamic ones, with optional adaptive time stepping in version 5, computes static Green's functions for geodetic inversion, and reads meshes from Cubit and Gmsh. It is built on PETSc's finite-element machinery with multigrid and field-split preconditioners.",
    website: 'https://geodynamics.org/resources/pylith',
    sourceCodeRepository: 'https://github.com/geodynamics/pylith',
    licenseType: 'MIT',
    licenseUrl: 'https://github.com/geodynamics/pylith/blob/HEAD/LICENSE.md',
    programmingLanguages: ['C++', 'Python'],
    applicationAreas: [
      'Crustal deformation',
      'Earthquake fault slip modelling',
      'Volcano / magma deformation',
      'Poroelastic geomechanics',
      "Green's functions for geodetic inversion",
    ],
    keyFeatures: [
      'Quasi-static (implicit) and dynamic (explicit) time stepping',
      'Triangle, quadrilateral, tetrahedral and hexahedral cells',
      'Elastic, Maxwell and generalized Maxwell viscoelastic, and power-law rheologies',
      'Incompressible elasticity and isotropic linear poroelasticity',
      'Faults as cohesive cells with prescribed (kinematic) slip time functions',
      "Static 3-D Green's functions via fault impulses",
      'Meshes from Cubit (ExodusII) and Gmsh, with Python Gmsh meshing utilities',
      'Optional adaptive time stepping (v5)',
      'Built on PETSc; parallel mesh initialization',
    ],
    strengths: [
      'Quasi-static and dynamic crustal deformation in one code',
      'Faults as cohesive cells with prescribed slip',
      'Viscoelastic and poroelastic rheologies',
      "Green's functions for geodetic inversion",
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '5.0.2',
    lastReleaseDate: '2026-08-13',
    organizations: [
      { name: 'Computational Infrastructure for Geodynamics (CIG)', role: 'Distributor / project host', url: 'https://geodynamics.org/' },
      { name: 'University of California, Davis', role: 'Copyright holder (LICENSE)' },
      { name: 'U.S. Geological Survey', role: 'Developer affiliation' },
      { name: 'University at Buffalo', role: 'Developer affiliation' },
      { name: 'Earth Sciences New Zealand', role: 'Developer affiliation' },
    ],
    relevantOrganizations: [
      { name: 'Computational Infrastructure for Geodynamics (CIG)', role: 'Distributor / project host', url: 'https://geodynamics.org/' },
      { name: 'University of California, Davis', role: 'Copyright holder (LICENSE)' },
      { name: 'U.S. Geological Survey', role: 'Developer affiliation' },
      { name: 'University at Buffalo', role: 'Developer affiliation' },
      { name: 'Earth Sciences New Zealand', role: 'Developer affiliation' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Elasticity', description: 'infinitesimal-strain quasi-static and dynamic elasticity' },
        { capability_name: 'Viscoelasticity', description: 'linear Maxwell, generalized Maxwell and power-law rheologies' },
        { capability_name: 'Incompressible elasticity', description: 'isotropic linear incompressible elasticity' },
        { capability_name: 'Poroelasticity', description: 'isotropic linear poroelasticity, quasi-static and dynamic' },
        {
          capability_name: 'Fault slip',
          description: 'prescribed slip on cohesive-cell faults (step, ramp, constant rate, Brune, Liu cosine, time history)',
        },
        {
          capability_name: 'Body forces and boundary conditions',
          description: 'gravitational body forces; time-dependent Dirichlet and Neumann conditions; absorbing boundaries',
        },
      ],
      numerical_schemes: [
        { scheme_type: 'Finite element', methods_used: 'PETSc pointwise FE formulation on unstructured meshes' },
        { scheme_type: 'Fault representation', methods_used: 'Cohesive cells with Lagrange multipliers (domain decomposition approach)' },
        {
          scheme_type: 'Time integration',
          methods_used: 'Implicit quasi-static and explicit dynamic stepping via PETSc TS; adaptive time stepping',
        },
        { scheme_type: 'Solvers', methods_used: 'PETSc Krylov solvers with multigrid and Schur-complement field-split preconditioning' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'Parameter files', details: '.cfg' },
          { format_name: 'Spatial databases', details: '.spatialdb' },
          { format_name: 'ExodusII meshes from Cubit', details: '.exo' },
          { format_name: 'Gmsh meshes', details: '.msh' },
          { format_name: 'PyLith ASCII mesh format', details: '' },
        ],
        supported_output_formats: [
          { format_name: 'HDF5 with Xdmf', details: '.h5; .xmf' },
          { format_name: 'VTK XML', details: '.vtu' },
        ],
        api_integrations: [
          {
            api_type: 'Parameter files (.cfg)',
            details: 'Simulations configured through parameter files and spatial databases',
            documentation_url: null,
          },
        ],
        external_tool_compatibility: [
          { tool_name: 'PETSc', tool_type: 'Solver library', integration_details: 'Finite elements, time stepping and solvers' },
          { tool_name: 'Cubit', tool_type: 'Mesh generator', integration_details: 'ExodusII meshes' },
          { tool_name: 'Gmsh', tool_type: 'Mesh generator', integration_details: 'Meshes and Python meshing utilities' },
          { tool_name: 'ParaView', tool_type: 'Visualization', integration_details: 'HDF5/Xdmf and VTK output' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [{ type: 'MPI (PETSc)', details: 'Parallel runs with parallel mesh initialization' }],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'PyLith documentation (latest release)',
          url: 'https://pylith.readthedocs.io/en/stable/',
          description: 'The official PyLith documentation (latest release).',
          type: 'documentation',
        },
        {
          title: 'PyLith documentation (development version)',
          url: 'https://pylith.readthedocs.io/en/latest/',
          description: 'The official PyLith documentation (development version).',
          type: 'documentation',
        },
        {
          title: 'PyLith parameter viewer',
          url: 'https://geodynamics.github.io/pylith_parameters/',
          description: 'The official PyLith parameter viewer.',
          type: 'documentation',
        },
        {
          title: 'Changes / release notes',
          url: 'https://github.com/geodynamics/pylith/blob/HEAD/CHANGES.md',
          description: 'PyLith: Changes / release notes.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Example suites (2D/3D strike-slip, reverse, subduction, magma, poroelastic outer-rise)',
          url: 'https://github.com/geodynamics/pylith/tree/HEAD/examples',
          description: 'PyLith: Example suites (2D/3D strike-slip, reverse, subduction, magma, poroelastic outer-rise).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title:
            'A domain decomposition approach to implementing fault slip in finite-element models of quasistatic and dynamic crustal deformation',
          url: 'https://doi.org/10.1002/jgrb.50217',
          authors: 'Aagaard, B. T., M. G. Knepley, and C. A. Williams',
          year: 2013,
          journal_conference: 'Journal of Geophysical Research: Solid Earth',
        },
      ],
      community_support_channels: [
        { channel_type: 'Issue tracker', url: 'https://github.com/geodynamics/pylith/issues', description: 'Issue tracker for PyLith.' },
        {
          channel_type: 'Forum (CIG Community Forum, PyLith category)',
          url: 'https://community.geodynamics.org/c/pylith/',
          description: 'Forum (CIG Community Forum, PyLith category) for PyLith.',
        },
      ],
      relevant_organizations: [
        { name: 'Computational Infrastructure for Geodynamics (CIG)', role: 'Distributor / project host', url: 'https://geodynamics.org/' },
        { name: 'University of California, Davis', role: 'Copyright holder (LICENSE)' },
        { name: 'U.S. Geological Survey', role: 'Developer affiliation' },
        { name: 'University at Buffalo', role: 'Developer affiliation' },
        { name: 'Earth Sciences New Zealand', role: 'Developer affiliation' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'geodynamics/pylith@4f90c030cf:README.md (mirror HEAD commit dated 2026-08-19)',
      'geodynamics/pylith@4f90c030cf:LICENSE.md (MIT; Copyright 2010-2026 University of California, Davis)',
      'geodynamics/pylith@4f90c030cf:CITATION.cff (version 5.0.2, preferred-citation Aagaard et al. 2013)',
      'geodynamics/pylith@4f90c030cf:docs/intro/preface.md (citation text; CIG; file types .cfg/.spatialdb/.exo/.msh/.h5/.xmf/.vtu)',
      'geodynamics/pylith@4f90c030cf:CHANGES.md (5.0.2 dated 2026-08-17; 5.0.0 adaptive time stepping, VTU output)',
      'geodynamics/pylith@4f90c030cf:AUTHORS, .zenodo.json (affiliations)',
      'geodynamics/pylith@4f90c030cf:docs/user/governingeqns/ (elasticity, incompressible-elasticity, poroelasticity, petsc-formulation.md)',
      'geodynamics/pylith@4f90c030cf:libsrc/pylith/materials, faults, meshio (rheologies, KinSrc*, MeshIOCubit/Petsc/Ascii, DataWriterHDF5/VTK)',
      'geodynamics/pylith@4f90c030cf:configure.ac (AC_PROG_CXX, AM_PATH_PYTHON)',
      'PyLith tag v5.0.2 (2026-08-13; annotated tag object dated 2026-08-14)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'LoopStructural',
    fullName: 'LoopStructural: Loop3D Implicit Geological Modelling',
    shortDescription:
      'Python library that builds implicit 3D geological models, with stratigraphy, fault networks and repeated folding, from structural observations.',
    description:
      'LoopStructural, led by Monash University within the Loop project, turns structural observations (points, orientations and values) into implicit 3D geological models. It models fault networks with their kinematics and overprinting, several fold events through structural frames, and intrusions, interpolating with finite differences, piecewise linear or quadratic elements, or radial basis functions through SurfE, with an experimental solver for inequality constraints. Models export to VTK, geoh5, OMF, GOCAD, CSV and OBJ, and map2loop builds them from geological map data.',
    website: 'https://loop3d.github.io/LoopStructural',
    sourceCodeRepository: 'https://github.com/Loop3D/LoopStructural',
    licenseType: 'MIT',
    licenseUrl: 'https://github.com/Loop3D/LoopStructural/blob/HEAD/LICENSE',
    programmingLanguages: ['Python'],
    applicationAreas: [
      '3D geological / structural modelling',
      'Fault network modelling',
      'Fold modelling',
      'Geological uncertainty analysis',
      'Subsurface model building for geophysics and resources',
    ],
    keyFeatures: [
      'Fault networks with fault kinematics and overprinting relationships',
      'Multiple fold events using structural frames (fold axis, axial surface)',
      'Implicit interpolators: finite difference, piecewise linear (P1), P2 and RBF (SurfE wrapper)',
      'Intrusion modelling module',
      'Export to VTK, geoh5, OMF, GOCAD, CSV and OBJ',
      'Interactive 3D visualisation via loopstructuralvisualisation / PyVista',
      'map2loop integration for building models from geological map data',
      'Experimental ADMM solver for inequality constraints',
    ],
    strengths: [
      'Fault networks with kinematics and overprinting',
      'Multiple fold events through structural frames',
      'Several implicit interpolators',
      'Exports to common geomodelling formats',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '1.8.0',
    lastReleaseDate: '2026-08-17',
    organizations: [
      { name: 'Loop project (Loop3D)', role: 'Host platform', url: 'https://loop3d.org/' },
      { name: 'Monash University', role: 'Lead development' },
      { name: 'Geoscience Australia', role: 'Co-initiator of the Loop platform' },
      { name: 'OneGeology consortium', role: 'Co-initiator of the Loop platform' },
      { name: 'Australian Research Council', role: 'Funder' },
      { name: 'MinEx Collaborative Research Centre', role: 'Funder' },
    ],
    relevantOrganizations: [
      { name: 'Loop project (Loop3D)', role: 'Host platform', url: 'https://loop3d.org/' },
      { name: 'Monash University', role: 'Lead development' },
      { name: 'Geoscience Australia', role: 'Co-initiator of the Loop platform' },
      { name: 'OneGeology consortium', role: 'Co-initiator of the Loop platform' },
      { name: 'Australian Research Council', role: 'Funder' },
      { name: 'MinEx Collaborative Research Centre', role: 'Funder' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        { capability_name: 'Fault kinematics', description: 'fault displacement and overprinting relationships in fault networks' },
        { capability_name: 'Folding', description: 'fold geometry via structural frames and fold rotation angle functions' },
        { capability_name: 'Intrusions', description: 'intrusion geometry modelling module' },
      ],
      numerical_schemes: [
        {
          scheme_type: 'Discrete implicit interpolation',
          methods_used:
            'Piecewise linear on tetrahedral mesh (P1), quadratic P2, finite difference on Cartesian grid, with gradient regularisation',
        },
        { scheme_type: 'Data-supported interpolation', methods_used: 'Radial basis functions (SurfE wrapper)' },
        { scheme_type: 'Constrained optimisation', methods_used: 'ADMM solver for inequality / constant-norm constraints' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'pandas DataFrame / CSV of X, Y, Z, value, normals and feature name', details: '' },
          { format_name: 'map2loop outputs', details: 'geological map data' },
        ],
        supported_output_formats: [
          { format_name: 'VTK', details: '' },
          { format_name: 'geoh5', details: '' },
          { format_name: 'OMF', details: '' },
          { format_name: 'GOCAD', details: '' },
          { format_name: 'CSV', details: '' },
          { format_name: 'OBJ', details: '' },
        ],
        api_integrations: [
          { api_type: 'Python API', details: 'Models built from pandas DataFrames of observations', documentation_url: null },
        ],
        external_tool_compatibility: [
          {
            tool_name: 'map2loop',
            tool_type: 'Geological data preparation',
            integration_details: 'Builds models from geological map data',
          },
          { tool_name: 'PyVista', tool_type: 'Visualization', integration_details: 'Interactive 3D views' },
          { tool_name: 'SurfE', tool_type: 'Interpolation library', integration_details: 'Radial basis function interpolation' },
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
          title: 'LoopStructural documentation',
          url: 'https://loop3d.github.io/LoopStructural',
          description: 'The official LoopStructural documentation.',
          type: 'documentation',
        },
        {
          title: 'Changelog',
          url: 'https://github.com/Loop3D/LoopStructural/blob/HEAD/CHANGELOG.md',
          description: 'LoopStructural: Changelog.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Examples in the repository',
          url: 'https://github.com/Loop3D/LoopStructural/tree/HEAD/examples',
          description: 'LoopStructural: Examples in the repository.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'LoopStructural',
          url: 'https://doi.org/10.5194/gmd-14-3915-2021',
          authors: 'Grose, Lachlan; Ailleres, Laurent; Laurent, Gautier; Jessell, Mark',
          year: 2021,
          journal_conference: '',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/Loop3D/LoopStructural/issues',
          description: 'Issue tracker for LoopStructural.',
        },
      ],
      relevant_organizations: [
        { name: 'Loop project (Loop3D)', role: 'Host platform', url: 'https://loop3d.org/' },
        { name: 'Monash University', role: 'Lead development' },
        { name: 'Geoscience Australia', role: 'Co-initiator of the Loop platform' },
        { name: 'OneGeology consortium', role: 'Co-initiator of the Loop platform' },
        { name: 'Australian Research Council', role: 'Funder' },
        { name: 'MinEx Collaborative Research Centre', role: 'Funder' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'Loop3D/LoopStructural@f9cf0be2dd:README.md (mirror HEAD commit dated 2026-08-17)',
      'Loop3D/LoopStructural@f9cf0be2dd:LICENSE (MIT)',
      "Loop3D/LoopStructural@f9cf0be2dd:CITATION.cff (title 'LoopStructural', doi 10.5194/gmd-14-3915-2021; paper title/journal not stated)",
      'Loop3D/LoopStructural@f9cf0be2dd:pyproject.toml (version 1.8.0, MIT, project.urls incl. Bug Tracker)',
      'Loop3D/LoopStructural@f9cf0be2dd:CHANGELOG.md (1.8.0, 2026-08-17)',
      'Loop3D/LoopStructural@f9cf0be2dd:docs/source/index.rst, docs/source/getting_started/about.rst (Monash University, Loop funding)',
      'Loop3D/LoopStructural@f9cf0be2dd:docs/source/user_guide/interpolation_options.rst',
      'Loop3D/LoopStructural@f9cf0be2dd:LoopStructural/export/ (geoh5, gocad, omf), packages/loop_interpolation/ (P1, P2, FD, SurfE, ADMM loopsolver), LoopStructural/modelling/intrusions',
      'LoopStructural tag v1.8.0 (2026-08-17)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
];
