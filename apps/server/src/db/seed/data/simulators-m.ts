import type { SimulatorInput } from '@rsd/core';
import type { CapabilitiesSeed, LearningResourcesSeed } from './seed-shapes';
import { REFERENCE_FACTS_VERIFIED_ON } from './reference-facts';

/** pyResToolbox, iterative_ensemble_smoother, IPhreeqc, GeostatsPy, GSTools. */
export const simulatorsM: SimulatorInput[] = [
  {
    name: 'pyResToolbox',
    fullName: 'pyResToolbox - A collection of Reservoir Engineering Utilities',
    shortDescription:
      'Python library of everyday reservoir-engineering calculations: gas, oil and brine PVT, decline curves, material balance, nodal analysis and ECLIPSE tables.',
    description:
      'pyResToolbox collects reservoir-engineering calculations in one Python library. It computes gas properties with several Z-factor methods, including mixtures rich in CO2, H2S, nitrogen or hydrogen; oil PVT from correlations and black-oil tables; brine and CO2-saturated brine properties; Arps and Duong decline fits and forecasts; gas and oil material balance with aquifers; vertical lift performance with four correlations, inflow performance and operating points; and ECLIPSE tables for PVT, VFP, aquifer influence and relative permeability. Optional Rust-compiled routines accelerate it, with a pure-Python fallback, and an MCP server is included.',
    website: 'https://github.com/mwburgoyne/pyResToolbox',
    sourceCodeRepository: 'https://github.com/mwburgoyne/pyResToolbox',
    licenseType: 'GPL-3.0-or-later',
    licenseUrl: 'https://github.com/mwburgoyne/pyResToolbox/blob/HEAD/LICENSE',
    programmingLanguages: ['Python', 'Rust'],
    applicationAreas: [
      'Reservoir engineering calculations',
      'Fluid PVT (gas, oil, brine)',
      'Decline-curve analysis and forecasting',
      'Material balance (OGIP/OOIP)',
      'Nodal analysis / well performance',
      'Simulation input table generation (ECLIPSE)',
      'CO2 and hydrogen-bearing gas properties',
    ],
    keyFeatures: [
      'Gas PVT with DAK, Hall-Yarborough and tuned Peng-Robinson (BNS) Z-factor methods, up to 100% CO2/H2S/N2/H2',
      'Oil PVT correlations and black-oil tables (PVDO, PVDG, PVTO, PVTW)',
      'CO2-saturated and multicomponent gas-saturated brine properties (Soreide-Whitson VLE)',
      'Arps and Duong decline fitting, forecasting and EUR',
      'Gas P/Z and oil Havlena-Odeh material balance with aquifer support',
      'VLP with Hagedorn-Brown, Woldesemayat-Ghajar, Gray and Beggs & Brill; IPR and operating point',
      'ECLIPSE VFPPROD/VFPINJ, AQUTAB influence tables and Corey/LET/Jerauld rel perm tables',
      'Oilfield and ECLIPSE METRIC units; method recommendation and sensitivity tools',
      'Optional Rust acceleration with pure-Python fallback; MCP server',
    ],
    strengths: [
      'Wide set of PVT, decline, material-balance and nodal tools',
      'Writes ECLIPSE include tables directly',
      'Handles CO2- and hydrogen-rich gases',
      'Optional Rust acceleration',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '3.7.6',
    lastReleaseDate: '2026-08-22',
    organizations: [],
    relevantOrganizations: [],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Gas PVT',
          description: 'Z-factor, viscosity (LGE, LBC), Bg, compressibility, pseudopressure, hydrates, caloric properties',
        },
        { capability_name: 'Oil PVT', description: 'Bubble point, solution GOR, FVF, density, viscosity and compressibility correlations' },
        {
          capability_name: 'Brine and CO2-brine',
          description: 'Methane- and CO2-saturated brine (Spycher-Pruess), multicomponent Soreide-Whitson VLE, multi-salt viscosity',
        },
        { capability_name: 'Wellbore multiphase flow', description: 'Four VLP correlations, IPR curves, nodal operating point' },
        { capability_name: 'Aquifer influence', description: 'Van Everdingen-Hurst constant terminal rate solution, AQUTAB export' },
        { capability_name: 'Relative permeability', description: 'Corey, LET and Jerauld models with curve fitting' },
        { capability_name: 'Material balance and decline', description: 'P/Z, Havlena-Odeh with drive indices; Arps and Duong decline' },
      ],
      numerical_schemes: [
        {
          scheme_type: 'Equation of state / phase equilibrium',
          methods_used: 'Peng-Robinson EOS, Soreide-Whitson flash, Rachford-Rice solver',
        },
        { scheme_type: 'Numerical integration', methods_used: 'Gauss-Legendre quadrature for gas pseudopressure' },
        { scheme_type: 'Laplace inversion', methods_used: 'Inverse Laplace transform for Van Everdingen-Hurst influence functions' },
        {
          scheme_type: 'Regression / fitting',
          methods_used: 'Decline fitting with grid search and RANSAC; material balance and rel perm parameter regression',
        },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'Python function arguments / NumPy arrays', details: '' },
          { format_name: 'Intersect PRT print files', details: 'IX' },
          { format_name: 'ECLIPSE/IX decks', details: 'recursive INCLUDE checking/zipping' },
        ],
        supported_output_formats: [
          { format_name: 'ECLIPSE include tables', details: 'PVDO, PVDG, PVTO, PVTW, SWOF/SGOF-type rel perm, VFPPROD, VFPINJ, AQUTAB' },
          { format_name: 'pandas DataFrames', details: '' },
        ],
        api_integrations: [
          { api_type: 'Python API', details: 'Functions and classes over NumPy arrays', documentation_url: null },
          { api_type: 'MCP server', details: 'Model Context Protocol server', documentation_url: null },
        ],
        external_tool_compatibility: [
          {
            tool_name: 'ECLIPSE',
            tool_type: 'Reservoir simulator',
            integration_details: 'Generates PVT, VFP, AQUTAB and relative permeability tables',
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
          title: 'Module documentation index',
          url: 'https://github.com/mwburgoyne/pyResToolbox/blob/main/pyrestoolbox/docs/index.rst',
          description: 'pyResToolbox: Module documentation index.',
          type: 'documentation',
        },
        {
          title: 'Changelist',
          url: 'https://github.com/mwburgoyne/pyResToolbox/blob/main/pyrestoolbox/docs/changelist.rst',
          description: 'pyResToolbox: Changelist.',
          type: 'documentation',
        },
        {
          title: 'MCP server README',
          url: 'https://github.com/mwburgoyne/pyResToolbox/blob/main/mcp/README.md',
          description: 'pyResToolbox: MCP server README.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Examples notebook',
          url: 'https://github.com/mwburgoyne/pyResToolbox/blob/main/pyrestoolbox/docs/examples.ipynb',
          description: 'pyResToolbox: Examples notebook.',
          type: 'tutorial',
        },
        {
          title: 'Nodal analysis examples notebook',
          url: 'https://github.com/mwburgoyne/pyResToolbox/blob/main/pyrestoolbox/docs/nodal_examples.ipynb',
          description: 'pyResToolbox: Nodal analysis examples notebook.',
          type: 'tutorial',
        },
        {
          title: 'Nodal hydrate demo notebook',
          url: 'https://github.com/mwburgoyne/pyResToolbox/blob/main/pyrestoolbox/docs/nodal_hydrate_demo.ipynb',
          description: 'pyResToolbox: Nodal hydrate demo notebook.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [],
      community_support_channels: [],
      relevant_organizations: [],
    } satisfies LearningResourcesSeed,
    evidence: [
      'mwburgoyne/pyResToolbox@e14432e4f8:README.rst (commit date 2026-08-22; feature list, module list, Rust acceleration)',
      'mwburgoyne/pyResToolbox@e14432e4f8:LICENSE (GNU GPL v3 text)',
      "mwburgoyne/pyResToolbox@e14432e4f8:pyrestoolbox/brine/brine.py, pyrestoolbox/classes/classes.py (headers: 'either version 3 ... or (at your option) any later version')",
      'mwburgoyne/pyResToolbox@e14432e4f8:pyproject.toml (version 3.7.6, license GPL-3.0-or-later, maturin/Rust build)',
      'mwburgoyne/pyResToolbox@e14432e4f8:pyrestoolbox/docs/index.rst, gas.rst, simtools.rst (influence_tables via inverse Laplace)',
      'mwburgoyne/pyResToolbox@e14432e4f8:mcp/README.md',
      'mwburgoyne/pyResToolbox tag v3.7.6 (2026-08-22)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'iterative_ensemble_smoother',
    fullName: 'Iterative Ensemble Smoother',
    shortDescription:
      'Equinor Python library for ensemble data assimilation and history matching with ES-MDA, including adaptive and localized variants for very many parameters.',
    description:
      "iterative_ensemble_smoother, from Equinor, implements the ensemble smoother with multiple data assimilation (ES-MDA) for inverse problems with many parameters and comparatively few realizations. It assimilates parameter groups in batches to reach millions of parameters, tolerates missing parameter combinations, and offers adaptive correlation-based localization and a published localized ES-MDA formulation, with exact (Cholesky) or subspace (Woodbury and SVD) inversion. It is a small, object-oriented NumPy and SciPy library with documented examples. The licence text is GPLv3 without an 'only' or 'or later' statement.",
    website: 'https://iterative-ensemble-smoother.readthedocs.io/',
    sourceCodeRepository: 'https://github.com/equinor/iterative_ensemble_smoother',
    licenseType: 'GPL-3.0',
    licenseUrl: 'https://github.com/equinor/iterative_ensemble_smoother/blob/HEAD/COPYING',
    programmingLanguages: ['Python'],
    applicationAreas: [
      'History matching',
      'Data assimilation',
      'Ensemble-based parameter estimation (inverse problems)',
      'Uncertainty quantification',
    ],
    keyFeatures: [
      'ESMDA class implementing the 2013 ES-MDA algorithm, with additions',
      'Batched assimilation of parameter groups for millions of parameters',
      'Handles missing parameter combinations in ensembles',
      'AdaptiveESMDA with correlation-based localization',
      'LocalizedESMDA implementing a published localized ES-MDA formulation',
      'Exact (Cholesky) and subspace (Woodbury identity + SVD) inversion options',
      'Pure-Python, object-oriented API on NumPy/SciPy',
      'Documented examples: polynomial, oscillator, linear regression, adaptive localization',
    ],
    strengths: [
      'ES-MDA for millions of parameters',
      'Adaptive and localized variants',
      'Exact or subspace inversion options',
      'Small, documented NumPy/SciPy API',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '1.2.0',
    lastReleaseDate: '2026-05-11',
    organizations: [{ name: 'Equinor', role: 'Developer (package author)', url: 'https://www.equinor.com' }],
    relevantOrganizations: [{ name: 'Equinor', role: 'Developer (package author)', url: 'https://www.equinor.com' }],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [],
      numerical_schemes: [
        { scheme_type: 'Ensemble smoother', methods_used: 'ES-MDA (ensemble smoother with multiple data assimilation)' },
        { scheme_type: 'Localization', methods_used: 'Correlation-based adaptive localization; localized ES-MDA' },
        { scheme_type: 'Linear algebra', methods_used: 'Cholesky-based exact inversion; subspace inversion via Woodbury identity and SVD' },
        {
          scheme_type: 'Ensemble Information Filter',
          methods_used: 'EnIF module (sparse-regression forward-map and precision estimation) on main branch after v1.2.0',
        },
      ],
      interoperability: {
        supported_input_formats: [{ format_name: 'NumPy arrays', details: 'prior ensemble, observations, observation covariance' }],
        supported_output_formats: [{ format_name: 'NumPy arrays', details: 'posterior ensemble' }],
        api_integrations: [{ api_type: 'Python API', details: 'ESMDA, AdaptiveESMDA and LocalizedESMDA classes', documentation_url: null }],
        external_tool_compatibility: [],
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
          title: 'iterative_ensemble_smoother documentation (Read the Docs)',
          url: 'https://iterative-ensemble-smoother.readthedocs.io/',
          description: 'The official iterative_ensemble_smoother documentation (Read the Docs).',
          type: 'documentation',
        },
        {
          title: 'Data assimilation literature list',
          url: 'https://github.com/equinor/iterative_ensemble_smoother/blob/HEAD/LITERATURE.md',
          description: 'iterative_ensemble_smoother: Data assimilation literature list.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Example scripts (Polynomial, Oscillator, LinearRegression, Adaptive)',
          url: 'https://github.com/equinor/iterative_ensemble_smoother/tree/HEAD/docs/source',
          description: 'iterative_ensemble_smoother: Example scripts (Polynomial, Oscillator, LinearRegression, Adaptive).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/equinor/iterative_ensemble_smoother/issues',
          description: 'Issue tracker for iterative_ensemble_smoother.',
        },
      ],
      relevant_organizations: [{ name: 'Equinor', role: 'Developer (package author)', url: 'https://www.equinor.com' }],
    } satisfies LearningResourcesSeed,
    evidence: [
      'equinor/iterative_ensemble_smoother@e7cbe26479:README.md (commit date 2026-07-02)',
      'equinor/iterative_ensemble_smoother@e7cbe26479:COPYING (GNU GPL v3 text)',
      'equinor/iterative_ensemble_smoother@e7cbe26479:pyproject.toml (license text "GPL-3.0"; classifier says GPLv3+; authors Equinor; URLs)',
      'equinor/iterative_ensemble_smoother@e7cbe26479:src/iterative_ensemble_smoother/__init__.py (ESMDA, AdaptiveESMDA, LocalizedESMDA)',
      'equinor/iterative_ensemble_smoother@e7cbe26479:src/iterative_ensemble_smoother/esmda.py, esmda_adaptive.py, esmda_localized.py, esmda_inversion.py, enif.py',
      'equinor/iterative_ensemble_smoother@e7cbe26479:docs/source/index.rst, examples.rst, LITERATURE.md',
      "equinor/iterative_ensemble_smoother git log: 'Delete SIES (#299)'",
      'equinor/iterative_ensemble_smoother tag v1.2.0 (2026-05-11)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'IPhreeqc',
    fullName: 'IPhreeqc: Modules based on the geochemical model PHREEQC for use in scripting and programming languages',
    shortDescription:
      'USGS library that packages the PHREEQC geochemical engine as a module for C++, C and Fortran programs and scripts, with results kept in memory.',
    description:
      "IPhreeqc is the U.S. Geological Survey's library form of PHREEQC version 3: scripts and simulators run PHREEQC input from files, strings or accumulated lines and read selected output in memory, with several independent instances at once. The engine computes aqueous speciation and saturation states, equilibrium with minerals, gases, solid solutions, exchangers and surfaces, user-defined kinetics, one-dimensional advective and dispersive transport, inverse mass-balance models and isotopes, using databases such as phreeqc.dat, llnl.dat, minteq, pitzer and sit. A Windows COM build and the R 'phreeqc' package come from the same sources. It is distributed under a USGS user-rights notice rather than a listed open-source licence.",
    website: 'https://github.com/usgs-coupled/iphreeqc',
    sourceCodeRepository: 'https://github.com/usgs-coupled/iphreeqc',
    licenseType: 'LicenseRef-USGS-User-Rights-Notice',
    licenseUrl: 'https://github.com/usgs-coupled/iphreeqc/blob/HEAD/phreeqc3-doc/NOTICE.TXT',
    programmingLanguages: ['C++', 'C', 'Fortran (interface module)'],
    applicationAreas: [
      'Aqueous geochemical speciation',
      'Batch-reaction geochemistry',
      'One-dimensional reactive transport',
      'Inverse geochemical modelling',
      'Embedding geochemistry in scripts and transport simulators',
      'Groundwater and water-rock chemistry',
    ],
    keyFeatures: [
      'PHREEQC version 3 engine compiled as a library (src/phreeqcpp)',
      'C++, C and Fortran 90 APIs (IPhreeqc.hpp, IPhreeqc.h, IPhreeqc_interface.F90)',
      'Windows COM build (IPhreeqcCOM) with Excel examples',
      'Runs input from files, strings or accumulated lines',
      'Selected-output results retrievable in memory, multiple SELECTED_OUTPUT blocks',
      'Output, log, dump and error streams to files or in-memory strings',
      'Multiple independent instances; BASIC callback hooks',
      "Source for the R 'phreeqc' package (R/)",
      'Bundled thermodynamic databases (phreeqc.dat, llnl.dat, minteq, pitzer, sit, wateq4f and others)',
    ],
    strengths: [
      'PHREEQC geochemistry callable from C++, C and Fortran',
      'Results in memory, no file handling needed',
      'Several independent instances at once',
      'Bundled thermodynamic databases',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '3.8.8',
    lastReleaseDate: '2025-09-10',
    organizations: [
      {
        name: 'U.S. Geological Survey',
        role: 'Developer (software made available by USGS per NOTICE)',
        url: 'https://www.usgs.gov/software/phreeqc-version-3',
      },
    ],
    relevantOrganizations: [
      {
        name: 'U.S. Geological Survey',
        role: 'Developer (software made available by USGS per NOTICE)',
        url: 'https://www.usgs.gov/software/phreeqc-version-3',
      },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Aqueous speciation and saturation state',
          description: 'PHREEQC solution speciation with ion-association, Pitzer and SIT databases',
        },
        {
          capability_name: 'Heterogeneous equilibria',
          description: 'pure-phase, gas-phase, solid-solution, ion-exchange and surface-complexation assemblages',
        },
        { capability_name: 'Kinetic reactions', description: 'user-defined rate expressions integrated over time (KINETICS)' },
        {
          capability_name: 'One-dimensional transport',
          description: 'advection and advection-dispersion with stagnant zones and multicomponent diffusion options',
        },
        { capability_name: 'Inverse modelling', description: 'mass-balance models between water compositions' },
        { capability_name: 'Isotopes', description: 'isotope species handling (isotopes.cpp, iso.dat)' },
      ],
      numerical_schemes: [
        { scheme_type: 'ODE integration (kinetics)', methods_used: 'Runge-Kutta-Fehlberg and CVODE (SUNDIALS) stiff solver' },
        { scheme_type: 'Linear programming', methods_used: 'L1-norm simplex optimiser (cl1) used for inverse modelling' },
        {
          scheme_type: 'Transport',
          methods_used: 'explicit cell-mixing scheme for 1D advection-dispersion (transport.cpp, advection.cpp)',
        },
        {
          scheme_type: 'Equilibrium solution',
          methods_used: 'iterative Jacobian-based solution of mass-action and mass-balance equations (model.cpp)',
        },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'PHREEQC input files or strings', details: '' },
          { format_name: 'PHREEQC thermodynamic databases', details: '.dat' },
        ],
        supported_output_formats: [
          { format_name: 'PHREEQC output, log, dump and error files or strings', details: '' },
          { format_name: 'Selected-output tables', details: 'files or in-memory values' },
        ],
        api_integrations: [
          { api_type: 'C++, C and Fortran 90', details: 'IPhreeqc.hpp, IPhreeqc.h and IPhreeqc_interface.F90', documentation_url: null },
          { api_type: 'Windows COM', details: 'IPhreeqcCOM with Excel examples', documentation_url: null },
        ],
        external_tool_compatibility: [
          { tool_name: 'PHREEQC', tool_type: 'Geochemical model', integration_details: 'The PHREEQC version 3 engine as a library' },
          { tool_name: "R 'phreeqc' package", tool_type: 'R package', integration_details: 'Built from the same repository' },
          { tool_name: 'PhreeqcRM', tool_type: 'Reaction module', integration_details: 'Built on IPhreeqc' },
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
          title: 'IPhreeqc reference manual (PDF in repository)',
          url: 'https://github.com/usgs-coupled/iphreeqc/blob/HEAD/doc/IPhreeqc.pdf',
          description: 'The official IPhreeqc reference manual (PDF in repository).',
          type: 'documentation',
        },
        {
          title: 'PHREEQC version 3 manual (PDF in repository)',
          url: 'https://github.com/usgs-coupled/iphreeqc/blob/HEAD/doc/Phreeqc_3_2013_manual.pdf',
          description: 'IPhreeqc: PHREEQC version 3 manual (PDF in repository).',
          type: 'documentation',
        },
        {
          title: 'IPhreeqc README (build and usage)',
          url: 'https://github.com/usgs-coupled/iphreeqc/blob/HEAD/phreeqc3-doc/README.IPhreeqc.TXT',
          description: 'The official IPhreeqc README (build and usage).',
          type: 'documentation',
        },
        {
          title: 'USGS PHREEQC Version 3 page',
          url: 'https://www.usgs.gov/software/phreeqc-version-3',
          description: 'IPhreeqc: USGS PHREEQC Version 3 page.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Advection examples in C, C++, Fortran and COM/Excel (examples/)',
          url: 'https://github.com/usgs-coupled/iphreeqc/tree/HEAD/examples',
          description: 'IPhreeqc: Advection examples in C, C++, Fortran and COM/Excel (examples/).',
          type: 'tutorial',
        },
        {
          title: 'API usage snippets (doc/examples)',
          url: 'https://github.com/usgs-coupled/iphreeqc/tree/HEAD/doc/examples',
          description: 'IPhreeqc: API usage snippets (doc/examples).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/usgs-coupled/iphreeqc/issues',
          description: 'Issue tracker for IPhreeqc.',
        },
      ],
      relevant_organizations: [
        {
          name: 'U.S. Geological Survey',
          role: 'Developer (software made available by USGS per NOTICE)',
          url: 'https://www.usgs.gov/software/phreeqc-version-3',
        },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'usgs-coupled/iphreeqc@ac84cad460:README.md (title and CI badge only; mirror HEAD master, commit date 2025-09-25)',
      'usgs-coupled/iphreeqc@ac84cad460:phreeqc3-doc/NOTICE.TXT (USGS User Rights Notice; no LICENSE file at repository root; not an SPDX-listed licence)',
      "usgs-coupled/iphreeqc@ac84cad460:R/DESCRIPTION.in (R package 'phreeqc': License GPL-3, URL usgs.gov/software/phreeqc-version-3, BugReports GitHub issues)",
      'usgs-coupled/iphreeqc@ac84cad460:R/CITATION (suggested citation for the R phreeqc package: Parkhurst & Appelo 2013; Charlton & Parkhurst 2011) - not a README/CITATION.cff request, so publications left empty',
      'usgs-coupled/iphreeqc@ac84cad460:phreeqc3-doc/README.IPhreeqc.TXT, phreeqc3-doc/README.Phreeqc.TXT, phreeqc3-doc/RELEASE.TXT',
      'usgs-coupled/iphreeqc@ac84cad460:src/IPhreeqc.hpp, src/IPhreeqc.h, src/IPhreeqc_interface.F90, src/phreeqcpp/{kinetics.cpp,cl1.cpp,transport.cpp,model.cpp,pitzer.cpp,sit.cpp,Surface.cxx,Exchange.cxx,SSassemblage.cxx,inverse.cpp}',
      'usgs-coupled/iphreeqc@ac84cad460:CMakeLists.txt, examples/{c,cpp,fortran,com}, database/, doc/',
      'usgs-coupled/iphreeqc tag v3.8.8 (2025-09-10)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'GeostatsPy',
    fullName: 'GeostatsPy Python Package: Open-source Spatial Data Analytics and Geostatistics',
    shortDescription:
      'Python package that reimplements GSLIB geostatistics (variograms, declustering, kriging, sequential simulation) and wraps GSLIB programs.',
    description:
      'GeostatsPy, developed at the Texas Center for Geostatistics of the University of Texas at Austin, brings the GSLIB programs to Python for spatial data analytics and subsurface modelling. It computes experimental variograms and variogram maps, declusters data, estimates by simple, ordinary and indicator kriging, simulates by sequential Gaussian and indicator simulation in 2D and 3D, transforms to and from normal scores and post-processes realizations; ensemble Kalman filter and ES-MDA functions are included. Numba speeds up the numerical routines, and an e-book and demonstration notebooks support teaching. No tag was made after 2024, though commits continue.',
    website: 'https://geostatspy.readthedocs.io/en/latest/',
    sourceCodeRepository: 'https://github.com/GeostatsGuy/GeostatsPy',
    licenseType: 'MIT',
    licenseUrl: 'https://github.com/GeostatsGuy/GeostatsPy/blob/HEAD/LICENSE',
    programmingLanguages: ['Python'],
    applicationAreas: [
      'Geostatistical reservoir modelling',
      'Spatial data analytics',
      'Property estimation by kriging',
      'Stochastic simulation of subsurface properties',
      'Teaching geostatistics',
      'Data assimilation (ensemble methods)',
    ],
    keyFeatures: [
      'GSLIB algorithms translated to Python (geostatspy.geostats)',
      'Variogram calculation, variogram maps and nested variogram models in 2D and 3D',
      'Cell-based, polygonal and kriging-based declustering',
      'Simple/ordinary kriging (kb2d, kb3d) and indicator kriging (ik2d)',
      'Sequential Gaussian and indicator simulation in 2D and 3D (sgsim, sisim, sgsim_3D, sisim_3D)',
      'Normal-score and back transforms, post-processing of realizations (postsim)',
      'Ensemble Kalman filter and ES-MDA functions',
      'GSLIB-style plotting and wrappers for GSLIB executables (geostatspy.GSLIB)',
      'Numba-accelerated numerical routines',
    ],
    strengths: [
      'GSLIB methods in plain Python',
      'Kriging and sequential simulation in 2D and 3D',
      'Strong teaching material (e-book, notebooks)',
      'Numba-accelerated routines',
    ],
    developmentStatus: 'Maintained',
    lastReleaseVersion: '0.0.71',
    lastReleaseDate: '2024-08-19',
    organizations: [
      { name: 'Texas Center for Geostatistics, The University of Texas at Austin', role: 'Developer (package developed there per README)' },
      { name: 'Inha University', role: 'Contributor affiliation (3D methods, per README)' },
    ],
    relevantOrganizations: [
      { name: 'Texas Center for Geostatistics, The University of Texas at Austin', role: 'Developer (package developed there per README)' },
      { name: 'Inha University', role: 'Contributor affiliation (3D methods, per README)' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [],
      numerical_schemes: [
        { scheme_type: 'Kriging', methods_used: 'simple and ordinary kriging, indicator kriging, kriging at listed locations' },
        {
          scheme_type: 'Sequential simulation',
          methods_used: 'sequential Gaussian simulation (SGSIM) and sequential indicator simulation (SISIM)',
        },
        {
          scheme_type: 'Spatial statistics',
          methods_used: 'experimental variograms (regular and irregular data), variogram maps, declustering, normal-score transform',
        },
        {
          scheme_type: 'Data assimilation',
          methods_used: 'ensemble Kalman filter (enkf) and ensemble smoother with multiple data assimilation (ESMDA)',
        },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'GSLIB Geo-EAS files', details: '' },
          { format_name: 'pandas DataFrames', details: '' },
          { format_name: 'NumPy arrays', details: '' },
        ],
        supported_output_formats: [
          { format_name: 'GSLIB Geo-EAS files', details: '' },
          { format_name: 'NumPy arrays / pandas DataFrames', details: '' },
          { format_name: 'Matplotlib image files', details: '' },
        ],
        api_integrations: [
          { api_type: 'Python API', details: 'geostatspy.geostats and geostatspy.GSLIB modules', documentation_url: null },
        ],
        external_tool_compatibility: [
          {
            tool_name: 'GSLIB',
            tool_type: 'Geostatistics programs',
            integration_details: 'Wrappers for GSLIB executables and Geo-EAS files',
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
          title: 'GeostatsPy documentation (Read the Docs)',
          url: 'https://geostatspy.readthedocs.io/en/latest/',
          description: 'The official GeostatsPy documentation (Read the Docs).',
          type: 'documentation',
        },
        {
          title: 'e-book: Applied Geostatistics in Python: A Hands-on Guide with GeostatsPy',
          url: 'https://geostatsguy.github.io/GeostatsPyDemos_Book',
          description: 'GeostatsPy: e-book: Applied Geostatistics in Python: A Hands-on Guide with GeostatsPy.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'GeostatsPyDemos workflow notebooks',
          url: 'https://github.com/GeostatsGuy/GeostatsPyDemos',
          description: 'Learning material: GeostatsPyDemos workflow notebooks.',
          type: 'tutorial',
        },
        {
          title: 'Example notebooks in repository (examples/)',
          url: 'https://github.com/GeostatsGuy/GeostatsPy/tree/HEAD/examples',
          description: 'GeostatsPy: Example notebooks in repository (examples/).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'GeostatsPy Python Package: Open-source Spatial Data Analytics and Geostatistics',
          url: 'https://zenodo.org/doi/10.5281/zenodo.13835444',
          authors: 'Pyrcz, M.J., Jo. H., Kupenko, A., Liu, W., Gigliotti, A.E., Salomaki, T., and Santos, J.',
          year: 2021,
          journal_conference: 'Zenodo (software)',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/GeostatsGuy/GeostatsPy/issues',
          description: 'Issue tracker for GeostatsPy.',
        },
      ],
      relevant_organizations: [
        {
          name: 'Texas Center for Geostatistics, The University of Texas at Austin',
          role: 'Developer (package developed there per README)',
        },
        { name: 'Inha University', role: 'Contributor affiliation (3D methods, per README)' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      "GeostatsGuy/GeostatsPy@45b2032a1e:README.md ('Cite As' Zenodo DOI 10.5281/zenodo.13835444; authors section; package inventory; mirror HEAD commit date 2025-09-30)",
      'GeostatsGuy/GeostatsPy@45b2032a1e:CITATION.cff (software citation, same title)',
      'GeostatsGuy/GeostatsPy@45b2032a1e:LICENSE (MIT, copyright 2019 individual author)',
      'GeostatsGuy/GeostatsPy@45b2032a1e:pyproject.toml (name geostatspy, MIT)',
      'GeostatsGuy/GeostatsPy@45b2032a1e:geostatspy/geostats.py (kb2d, kb3d, ik2d, sgsim, sisim, sgsim_3D, sisim_3D, declus, polygonal_declus, declus_kriging, gamv, varmapv, nscore, postsim, enkf, ESMDA)',
      'GeostatsGuy/GeostatsPy@45b2032a1e:geostatspy/GSLIB.py (Geo-EAS I/O, plotting, GSLIB executable wrappers)',
      'GeostatsGuy/GeostatsPy tag v0.0.71 (2024-08-19); note geostatspy/__init__.py still reads 0.0.46 at HEAD',
      'No tag after 2024-08-19; commits continue to 2025-09-30 -> Maintained',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'GSTools',
    fullName: 'GSTools: A geostatistical toolbox',
    shortDescription:
      'Python geostatistics library for random fields, kriging, conditioned simulation and variogram fitting, with many covariance models and VTK export.',
    description:
      'GSTools, with creators at the Helmholtz Centre for Environmental Research (UFZ) and contributors from Utrecht University, generates spatial random fields (including periodic and incompressible vector fields), estimates and fits variograms, and interpolates by simple, ordinary, universal, external-drift and detrended kriging. Conditioned ensembles, plurigaussian simulation for categorical facies, field transformations and normalizers, geographic and spatio-temporal coordinates, and user-defined or summed covariance models are supported. Fields export to VTK and PyVista or are generated directly on meshio and PyVista meshes. The licence is LGPL-3.0, stated differently across its files.',
    website: 'https://geostat-framework.readthedocs.io/projects/gstools/en/stable/',
    sourceCodeRepository: 'https://github.com/GeoStat-Framework/GSTools',
    licenseType: 'LGPL-3.0',
    licenseUrl: 'https://github.com/GeoStat-Framework/GSTools/blob/HEAD/LICENSE',
    programmingLanguages: ['Python'],
    applicationAreas: [
      'Geostatistical modelling',
      'Random field generation for heterogeneous media',
      'Kriging interpolation',
      'Conditional stochastic simulation',
      'Categorical facies simulation (plurigaussian)',
      'Hydrology and GIS (per package classifiers)',
      'Spatio-temporal modelling',
    ],
    keyFeatures: [
      'Spatial random field generation incl. periodic boundaries',
      'Simple, ordinary, universal, external-drift and detrended kriging',
      'Conditioned random field ensembles',
      'Directional and automated variogram estimation and fitting',
      'Many built-in covariance models plus user-defined and sum models',
      'Incompressible random vector fields',
      'Geographic (lat/lon) and spatio-temporal coordinates',
      'Plurigaussian simulation (PGS), field transformations and data normalizers',
      'VTK/PyVista export and generation on meshio/PyVista meshes',
    ],
    strengths: [
      'Random fields, kriging and variograms in one library',
      'Large set of covariance models, user-defined too',
      'Plurigaussian facies simulation',
      'VTK/PyVista export and mesh support',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '1.7.0',
    lastReleaseDate: '2025-04-28',
    organizations: [
      { name: 'Helmholtz Centre for Environmental Research - UFZ', role: 'Developer affiliation (creators in .zenodo.json)' },
      { name: 'Hydrogeology Group, Department of Earth Science, Utrecht University', role: 'Contributor affiliation (.zenodo.json)' },
    ],
    relevantOrganizations: [
      { name: 'Helmholtz Centre for Environmental Research - UFZ', role: 'Developer affiliation (creators in .zenodo.json)' },
      { name: 'Hydrogeology Group, Department of Earth Science, Utrecht University', role: 'Contributor affiliation (.zenodo.json)' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Spatially correlated random fields',
          description: 'Gaussian random fields for heterogeneous properties from covariance models',
        },
        { capability_name: 'Incompressible random velocity fields', description: 'vector fields generated with the Kraichnan approach' },
      ],
      numerical_schemes: [
        {
          scheme_type: 'Random field generation',
          methods_used: 'randomization method (RandMeth), Fourier method for periodic fields, incompressible RandMeth',
        },
        { scheme_type: 'Kriging', methods_used: 'simple, ordinary, universal, external drift and detrended kriging' },
        {
          scheme_type: 'Variogram estimation',
          methods_used: 'Matheron and Cressie estimators; covariance-model fitting with scipy curve_fit (robust loss)',
        },
        {
          scheme_type: 'Transformations',
          methods_used: 'normal-score type transforms, Box-Cox, Yeo-Johnson and other normalizers; plurigaussian truncation',
        },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'NumPy arrays of positions and values', details: '' },
          { format_name: 'meshio, ogs5py or PyVista meshes', details: '' },
        ],
        supported_output_formats: [
          { format_name: 'VTK files', details: '.vtr structured / .vtu unstructured, via pyevtk' },
          { format_name: 'PyVista datasets', details: '' },
        ],
        api_integrations: [
          { api_type: 'Python API', details: 'Covariance models, field generators, kriging and variogram tools', documentation_url: null },
        ],
        external_tool_compatibility: [
          { tool_name: 'PyVista', tool_type: 'Visualization', integration_details: 'Generation on and export to PyVista meshes' },
          { tool_name: 'meshio', tool_type: 'Mesh I/O', integration_details: 'Fields on meshio meshes' },
          { tool_name: 'PyKrige', tool_type: 'Python package', integration_details: 'PyKrige can use GSTools covariance models' },
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
          title: 'GSTools documentation',
          url: 'https://geostat-framework.readthedocs.io/projects/gstools/en/stable/',
          description: 'The official GSTools documentation.',
          type: 'documentation',
        },
        {
          title: 'Changelog',
          url: 'https://github.com/GeoStat-Framework/GSTools/blob/HEAD/CHANGELOG.md',
          description: 'GSTools: Changelog.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Tutorials index',
          url: 'https://geostat-framework.readthedocs.io/projects/gstools/en/stable/tutorials.html',
          description: 'GSTools: Tutorials index.',
          type: 'tutorial',
        },
        {
          title: 'Random field generation',
          url: 'https://geostat-framework.readthedocs.io/projects/gstools/en/stable/examples/01_random_field/index.html',
          description: 'GSTools: Random field generation.',
          type: 'tutorial',
        },
        {
          title: 'Variogram estimation',
          url: 'https://geostat-framework.readthedocs.io/projects/gstools/en/stable/examples/03_variogram/index.html',
          description: 'GSTools: Variogram estimation.',
          type: 'tutorial',
        },
        {
          title: 'Kriging',
          url: 'https://geostat-framework.readthedocs.io/projects/gstools/en/stable/examples/05_kriging/index.html',
          description: 'GSTools: Kriging.',
          type: 'tutorial',
        },
        {
          title: 'Conditioned random field generation',
          url: 'https://geostat-framework.readthedocs.io/projects/gstools/en/stable/examples/06_conditioned_fields/index.html',
          description: 'GSTools: Conditioned random field generation.',
          type: 'tutorial',
        },
        {
          title: 'Plurigaussian field generation (PGS)',
          url: 'https://geostat-framework.readthedocs.io/projects/gstools/en/stable/examples/11_plurigaussian/index.html',
          description: 'GSTools: Plurigaussian field generation (PGS).',
          type: 'tutorial',
        },
        {
          title: 'YouTube tutorial on GSTools (Transform 22)',
          url: 'http://www.youtube.com/watch?feature=player_embedded&v=qZBJ-AZXq6Q',
          description: 'GSTools: YouTube tutorial on GSTools (Transform 22).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'GSTools v1.3: a toolbox for geostatistical modelling in Python',
          url: 'https://doi.org/10.5194/gmd-15-3161-2022',
          authors: 'Müller, S., Schüler, L., Zech, A., and Heße, F.',
          year: 2022,
          journal_conference: 'Geoscientific Model Development, 15, 3161-3182',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'GitHub Discussions',
          url: 'https://github.com/GeoStat-Framework/GSTools/discussions',
          description: 'GitHub Discussions for GSTools.',
        },
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/GeoStat-Framework/GSTools/issues',
          description: 'Issue tracker for GSTools.',
        },
        { channel_type: 'Email', url: 'mailto:info@geostat-framework.org', description: 'Email for GSTools.' },
      ],
      relevant_organizations: [
        { name: 'Helmholtz Centre for Environmental Research - UFZ', role: 'Developer affiliation (creators in .zenodo.json)' },
        { name: 'Hydrogeology Group, Department of Earth Science, Utrecht University', role: 'Contributor affiliation (.zenodo.json)' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'GeoStat-Framework/GSTools@e20c88f70b:README.md (purpose list, citation request, docs/tutorial links, contact; mirror HEAD commit date 2025-07-24)',
      "GeoStat-Framework/GSTools@e20c88f70b:LICENSE (GNU LGPL v3 text; no 'or later' wording in licence text or source headers; .zenodo.json states LGPL-3.0-or-later, pyproject states LGPL-3.0)",
      'GeoStat-Framework/GSTools@e20c88f70b:CITATION.bib, .zenodo.json (creator/contributor affiliations)',
      'GeoStat-Framework/GSTools@e20c88f70b:pyproject.toml (urls: Homepage geostat-framework.org/#gstools, Documentation, Tracker)',
      "GeoStat-Framework/GSTools@e20c88f70b:CHANGELOG.md (1.7.0 'Morphic Mint' 2025-04: PGS, SumModel)",
      'GeoStat-Framework/GSTools@e20c88f70b:src/gstools/field/generator.py (RandMeth, IncomprRandMeth, Fourier), src/gstools/krige/methods.py, src/gstools/variogram/variogram.py, src/gstools/covmodel/fit.py, src/gstools/normalizer/methods.py, src/gstools/tools/export.py',
      'GeoStat-Framework/GSTools tag v1.7.0 (2025-04-28)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
];
