import type { SimulatorInput } from '@rsd/core';
import type { CapabilitiesSeed, LearningResourcesSeed } from './seed-shapes';
import { REFERENCE_FACTS_VERIFIED_ON } from './reference-facts';

/** PyKrige, lasio, welly, dlisio. */
export const simulatorsN: SimulatorInput[] = [
  {
    name: 'PyKrige',
    fullName: 'PyKrige: Kriging Toolkit for Python',
    shortDescription:
      'Python kriging toolkit: 2D and 3D ordinary and universal kriging with built-in or custom variograms, regression kriging and a scikit-learn interface.',
    description:
      'PyKrige interpolates scattered data by ordinary and universal kriging in two and three dimensions, with regional-linear, point-logarithmic, external, specified and functional drift terms. Variograms are linear, power, spherical, Gaussian, exponential or user-defined, or taken from GSTools covariance models. It also offers regression kriging combined with machine-learning models, classification kriging of categorical data, a scikit-learn wrapper for parameter tuning, geographic coordinates, and vectorized, loop or Cython backends, and it reads and writes ESRI ASCII and ZMAP grids.',
    website: 'https://pykrige.readthedocs.io',
    sourceCodeRepository: 'https://github.com/GeoStat-Framework/PyKrige',
    licenseType: 'BSD-3-Clause',
    licenseUrl: 'https://github.com/GeoStat-Framework/PyKrige/blob/HEAD/LICENSE',
    programmingLanguages: ['Python', 'Cython'],
    applicationAreas: [
      'Geostatistical interpolation (kriging)',
      'Spatial mapping of properties from scattered data',
      'Regression kriging with machine-learning models',
      'Classification (indicator) kriging of categorical data',
      'Gridded surface generation (ASCII grid / ZMAP)',
    ],
    keyFeatures: [
      '2D and 3D ordinary kriging',
      '2D and 3D universal kriging with regional-linear, point-logarithmic, external, specified and functional drifts',
      'Built-in linear, power, spherical, gaussian and exponential variogram models plus custom models',
      'Regression kriging and classification (simplicial indicator) kriging',
      'scikit-learn wrapper and GridSearchCV parameter tuning',
      'Geographic (lon/lat) coordinate option',
      'Vectorized, loop and Cython backends',
      'Read/write ESRI ASCII grid (.asc) and ZMAP (.zmap) files',
      'Use of GSTools covariance models',
    ],
    strengths: [
      'Ordinary and universal kriging in 2D and 3D',
      'Regression and classification kriging',
      'scikit-learn compatible',
      'Reads and writes ASCII grid and ZMAP files',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '1.7.3',
    lastReleaseDate: '2025-10-16',
    organizations: [
      { name: 'Helmholtz Centre for Environmental Research - UFZ', role: 'Creator affiliation (.zenodo.json)' },
      { name: 'U.S. Geological Survey', role: 'Creator affiliation (.zenodo.json)' },
      { name: 'Symerio', role: 'Creator affiliation (.zenodo.json)' },
    ],
    relevantOrganizations: [
      { name: 'Helmholtz Centre for Environmental Research - UFZ', role: 'Creator affiliation (.zenodo.json)' },
      { name: 'U.S. Geological Survey', role: 'Creator affiliation (.zenodo.json)' },
      { name: 'Symerio', role: 'Creator affiliation (.zenodo.json)' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [],
      numerical_schemes: [
        { scheme_type: 'Kriging', methods_used: 'ordinary, universal (with drift terms), regression and classification kriging in 2D/3D' },
        {
          scheme_type: 'Variogram modelling',
          methods_used: 'experimental variogram binned from data and model fitted by scipy least_squares; custom model functions',
        },
        {
          scheme_type: 'Linear algebra',
          methods_used: 'direct solution of kriging systems, optional pseudo-inverse; vectorized or per-point (loop/Cython) solve',
        },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'NumPy arrays of scattered data', details: '' },
          { format_name: 'ESRI ASCII grid', details: '.asc' },
          { format_name: 'ZMAP grid', details: '.zmap' },
        ],
        supported_output_formats: [
          { format_name: 'NumPy arrays', details: 'estimates and variances' },
          { format_name: 'ESRI ASCII grid', details: '.asc' },
          { format_name: 'ZMAP grid', details: '.zmap' },
        ],
        api_integrations: [
          { api_type: 'Python API', details: 'Kriging classes with vectorized, loop or Cython backends', documentation_url: null },
          { api_type: 'scikit-learn wrapper', details: 'GridSearchCV parameter tuning', documentation_url: null },
        ],
        external_tool_compatibility: [
          { tool_name: 'GSTools', tool_type: 'Python package', integration_details: 'Uses GSTools covariance models' },
          { tool_name: 'scikit-learn', tool_type: 'Machine learning', integration_details: 'Regression kriging and parameter tuning' },
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
          title: 'PyKrige documentation',
          url: 'https://pykrige.readthedocs.io',
          description: 'The official PyKrige documentation.',
          type: 'documentation',
        },
        {
          title: 'Changelog',
          url: 'https://github.com/GeoStat-Framework/PyKrige/blob/HEAD/CHANGELOG.md',
          description: 'PyKrige: Changelog.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Example scripts and notebooks (examples/)',
          url: 'https://github.com/GeoStat-Framework/PyKrige/tree/HEAD/examples',
          description: 'PyKrige: Example scripts and notebooks (examples/).',
          type: 'tutorial',
        },
        {
          title: 'Krige CV example',
          url: 'http://pykrige.readthedocs.io/en/latest/examples/08_krige_cv.html#sphx-glr-examples-08-krige-cv-py',
          description: 'PyKrige: Krige CV example.',
          type: 'tutorial',
        },
        {
          title: 'Regression kriging example',
          url: 'http://pykrige.readthedocs.io/en/latest/examples/07_regression_kriging2d.html#sphx-glr-examples-07-regression-kriging2d-py',
          description: 'PyKrige: Regression kriging example.',
          type: 'tutorial',
        },
        {
          title: 'Classification kriging example',
          url: 'http://pykrige.readthedocs.io/en/latest/examples/10_classification_kriging2d.html#sphx-glr-examples-10-classification-kriging2d-py',
          description: 'PyKrige: Classification kriging example.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'Issue tracker',
          url: 'https://github.com/GeoStat-Framework/PyKrige/issues',
          description: 'Issue tracker for PyKrige.',
        },
      ],
      relevant_organizations: [
        { name: 'Helmholtz Centre for Environmental Research - UFZ', role: 'Creator affiliation (.zenodo.json)' },
        { name: 'U.S. Geological Survey', role: 'Creator affiliation (.zenodo.json)' },
        { name: 'Symerio', role: 'Creator affiliation (.zenodo.json)' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'GeoStat-Framework/PyKrige@5e896fb339:README.md (purpose, features, BSD 3-Clause statement; Zenodo DOI badge only, no citation request; mirror HEAD commit date 2025-10-16)',
      'GeoStat-Framework/PyKrige@5e896fb339:LICENSE (BSD 3-clause, copyright PyKrige Developers)',
      'GeoStat-Framework/PyKrige@5e896fb339:pyproject.toml (license BSD-3-Clause, Cython build requirement, urls incl. Documentation and Tracker)',
      'GeoStat-Framework/PyKrige@5e896fb339:.zenodo.json (creator affiliations)',
      'GeoStat-Framework/PyKrige@5e896fb339:CHANGELOG.md (Version 1.7.3, October 16, 2025)',
      'GeoStat-Framework/PyKrige@5e896fb339:src/pykrige/{ok.py,uk.py,ok3d.py,uk3d.py,rk.py,ck.py,kriging_tools.py,compat_gstools.py}, src/pykrige/lib/*.pyx',
      'GeoStat-Framework/PyKrige tag v1.7.3 (2025-10-16)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'lasio',
    fullName: 'lasio - Log ASCII Standard (LAS) files in Python',
    shortDescription:
      'Python package to read and write LAS 1.2 and 2.0 well-log files, tolerant of common errors, with NumPy and pandas access and CSV, Excel and JSON export.',
    description:
      'lasio reads and writes Log ASCII Standard well-log files in versions 1.2 and 2.0, with LAS 3 in progress, and is designed to cope with files that break the standard in common ways. Curves come as NumPy arrays with header metadata, and whole files convert to and from pandas DataFrames or export to CSV, Excel and JSON. It reads from file names, file objects or URLs with encoding detection, converts between LAS versions and between wrapped and unwrapped data, and ships command-line tools such as las2excel. Its newest tag is from 2023, while commits continue.',
    website: 'https://lasio.readthedocs.io/en/stable/',
    sourceCodeRepository: 'https://github.com/kinverarity1/lasio',
    licenseType: 'MIT',
    licenseUrl: 'https://github.com/kinverarity1/lasio/blob/HEAD/LICENSE',
    programmingLanguages: ['Python'],
    applicationAreas: [
      'Well log data (LAS)',
      'Borehole geophysical and petrophysical log I/O',
      'Well data conversion and export',
      'Petrophysics workflows in Python',
    ],
    keyFeatures: [
      'Reads and writes LAS 1.2 and 2.0 (LAS 3 support in progress)',
      'Designed to read non-compliant files with common errors',
      'Curves as NumPy arrays with header metadata objects',
      'pandas DataFrame import/export',
      'Export to CSV, Excel (XLSX) and JSON',
      'Command-line tools las2excel, las2excelbulk and lasversionconvert',
      'Reads from filenames, file-like objects or URLs; character-encoding handling',
      'Conversion between LAS 1.2 and 2.0 and between wrapped and unwrapped data',
    ],
    strengths: [
      'Reads non-compliant LAS files',
      'NumPy and pandas access to curves',
      'Export to CSV, Excel and JSON',
      'Command-line conversion tools',
    ],
    developmentStatus: 'Maintained',
    lastReleaseVersion: '0.31',
    lastReleaseDate: '2023-05-18',
    organizations: [],
    relevantOrganizations: [],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [],
      numerical_schemes: [],
      interoperability: {
        supported_input_formats: [
          { format_name: 'LAS 1.2', details: '' },
          { format_name: 'LAS 2.0', details: '' },
          { format_name: 'pandas DataFrame', details: '' },
        ],
        supported_output_formats: [
          { format_name: 'LAS 1.2 / 2.0', details: '' },
          { format_name: 'CSV', details: '' },
          { format_name: 'Excel', details: 'XLSX' },
          { format_name: 'JSON', details: '' },
          { format_name: 'pandas DataFrame', details: '' },
        ],
        api_integrations: [
          { api_type: 'Python API', details: 'LAS file objects with curves and header metadata', documentation_url: null },
          { api_type: 'Command-line tools', details: 'las2excel, las2excelbulk and lasversionconvert', documentation_url: null },
        ],
        external_tool_compatibility: [
          { tool_name: 'pandas', tool_type: 'Python library', integration_details: 'DataFrame import and export' },
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
          title: 'lasio documentation (stable)',
          url: 'https://lasio.readthedocs.io/en/stable/',
          description: 'The official lasio documentation (stable).',
          type: 'documentation',
        },
        {
          title: 'lasio documentation (main branch)',
          url: 'https://lasio.readthedocs.io/en/latest/',
          description: 'The official lasio documentation (main branch).',
          type: 'documentation',
        },
        {
          title: 'Contributing guide',
          url: 'https://lasio.readthedocs.io/en/latest/contributing.html',
          description: 'lasio: Contributing guide.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Example notebooks (notebooks/)',
          url: 'https://github.com/kinverarity1/lasio/tree/HEAD/notebooks',
          description: 'lasio: Example notebooks (notebooks/).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [],
      community_support_channels: [
        { channel_type: 'Issue tracker', url: 'https://github.com/kinverarity1/lasio/issues', description: 'Issue tracker for lasio.' },
      ],
      relevant_organizations: [],
    } satisfies LearningResourcesSeed,
    evidence: [
      'kinverarity1/lasio@9e32ea67f8:README.md (scope LAS 1.2/2.0, LAS 3 in progress, docs links, MIT; mirror HEAD commit date 2025-03-31)',
      'kinverarity1/lasio@9e32ea67f8:LICENSE (MIT; copyright individual author and contributors - no institution)',
      'kinverarity1/lasio@9e32ea67f8:CITATION.cff (software citation for version 0.31, no DOI or paper - publications left empty)',
      'kinverarity1/lasio@9e32ea67f8:pyproject.toml (scripts las2excel, las2excelbulk, lasversionconvert; optional pandas, chardet, openpyxl)',
      'kinverarity1/lasio@9e32ea67f8:docs/source/{index.rst,exporting.rst,writing.rst,contributing.rst}; lasio/las.py (to_csv, to_excel, to_json, df, set_data_from_df)',
      'kinverarity1/lasio@9e32ea67f8:notebooks/ (LAS reading, building, Excel and JSON export examples)',
      'kinverarity1/lasio tag v0.31 (2023-05-18); no later tag; commits up to 2025-03-31 -> Maintained',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'welly',
    fullName: 'welly: tools for making and managing well data',
    shortDescription:
      'Python package for wells and well data: log curves, tops, striplogs, deviation surveys and synthetic seismograms, built on lasio and pandas.',
    description:
      'welly, from Agile Scientific, loads one or many LAS files into Well and Project objects through lasio and treats curves as pandas data with plotting, despiking, resampling and blocking. It aliases curves across wells, runs data-quality tests, turns deviation surveys into position logs through wellpathpy, makes synthetic seismograms (marked experimental in its code), and exports to LAS, DataFrames and Canstrat. Its newest tags are release candidates; the last final release dates from 2022.',
    website: 'https://code.agilescientific.com/welly',
    sourceCodeRepository: 'https://github.com/agilescientific/welly',
    licenseType: 'Apache-2.0',
    licenseUrl: 'https://github.com/agilescientific/welly/blob/HEAD/LICENSE',
    programmingLanguages: ['Python'],
    applicationAreas: [
      'Well log data (LAS)',
      'Well data management for multi-well projects',
      'Log quality control',
      'Well trajectory and position logs',
      'Well-to-seismic synthetics',
    ],
    keyFeatures: [
      'Well and Project objects loaded from one or many LAS files (via lasio)',
      'Curves as wrapped pandas DataFrames with plotting, despiking, resampling and blocking',
      'Curve aliasing and multi-well queries',
      'Data quality tests and QC tables',
      'Deviation surveys to position logs via wellpathpy (MD/TVD conversion)',
      'Synthetic seismogram generation',
      'Canstrat striplog export and striplog support',
      'Export to LAS and pandas DataFrames',
    ],
    strengths: [
      'Multi-well projects from LAS files',
      'Curve processing and quality control',
      'Trajectories through wellpathpy',
      'Synthetic seismograms',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '0.5.3rc1',
    lastReleaseDate: '2025-01-27',
    organizations: [
      {
        name: 'Agile Scientific',
        role: 'Developer and maintainer (package author contact hello@agilescientific.com; contributor affiliations in AUTHORS.md)',
      },
    ],
    relevantOrganizations: [
      {
        name: 'Agile Scientific',
        role: 'Developer and maintainer (package author contact hello@agilescientific.com; contributor affiliations in AUTHORS.md)',
      },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Synthetic seismograms',
          description:
            'acoustic impedance from sonic and density logs, reflection coefficients in time convolved with a Ricker wavelet (Well.make_synthetic, flagged experimental in code)',
        },
      ],
      numerical_schemes: [
        {
          scheme_type: 'Trajectory calculation',
          methods_used: 'position log from deviation survey via wellpathpy (incl. high/low tangential methods)',
        },
        {
          scheme_type: 'Log processing',
          methods_used: 'resampling to a common basis, despiking, blocking; depth-to-time by integrating sonic slowness',
        },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'LAS', details: 'via lasio' },
          { format_name: 'Deviation survey tables', details: 'CSV/array' },
          { format_name: 'pandas DataFrame', details: '' },
        ],
        supported_output_formats: [
          { format_name: 'LAS', details: '' },
          { format_name: 'pandas DataFrame', details: '' },
          { format_name: 'Canstrat', details: '' },
        ],
        api_integrations: [{ api_type: 'Python API', details: 'Well, Project and Curve objects', documentation_url: null }],
        external_tool_compatibility: [
          { tool_name: 'lasio', tool_type: 'Python package', integration_details: 'Reads LAS files' },
          { tool_name: 'striplog', tool_type: 'Python package', integration_details: 'Striplog support' },
          { tool_name: 'wellpathpy', tool_type: 'Python package', integration_details: 'Position logs from deviation surveys' },
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
          title: 'welly documentation',
          url: 'https://code.agilescientific.com/welly',
          description: 'The official welly documentation.',
          type: 'documentation',
        },
        {
          title: 'Changelog',
          url: 'https://github.com/agilescientific/welly/blob/HEAD/CHANGES.md',
          description: 'welly: Changelog.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Tutorial notebooks (tutorial/)',
          url: 'https://github.com/agilescientific/welly/tree/HEAD/tutorial',
          description: 'welly: Tutorial notebooks (tutorial/).',
          type: 'tutorial',
        },
        {
          title: 'User guide notebooks (docs/_userguide)',
          url: 'https://github.com/agilescientific/welly/tree/HEAD/docs/_userguide',
          description: 'welly: User guide notebooks (docs/_userguide).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'Mattermost (Software Underground, #welly-and-lasio channel)',
          url: 'https://mattermost.softwareunderground.org/',
          description: 'Mattermost (Software Underground, #welly-and-lasio channel) for welly.',
        },
        { channel_type: 'Issue tracker', url: 'https://github.com/agilescientific/welly/issues', description: 'Issue tracker for welly.' },
      ],
      relevant_organizations: [
        {
          name: 'Agile Scientific',
          role: 'Developer and maintainer (package author contact hello@agilescientific.com; contributor affiliations in AUTHORS.md)',
        },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'agilescientific/welly@b44e90b743:README.md (scope, docs link, Mattermost channel, issue link; mirror HEAD main commit date 2025-02-07)',
      'agilescientific/welly@b44e90b743:LICENSE (Apache License 2.0 template, no named copyright holder)',
      "agilescientific/welly@b44e90b743:pyproject.toml (author 'The Welly Authors', hello@agilescientific.com; Apache classifier; deps lasio, striplog, wellpathpy)",
      'agilescientific/welly@b44e90b743:AUTHORS.md (contributor affiliations incl. Agile Scientific)',
      "agilescientific/welly@b44e90b743:CITATION.cff (free-text line 'Welly contributors (2021). Welly, a Python package.' - no paper, publications left empty)",
      'agilescientific/welly@b44e90b743:CHANGES.md (0.5.2, 28 February 2022; 0.5.3 notes)',
      'agilescientific/welly@b44e90b743:welly/{well.py,project.py,curve.py,location.py,synthetic.py,canstrat.py,quality.py}',
      'agilescientific/welly tag v0.5.3rc1 (2025-01-27, release candidate); last final release tag v0.5.2 (2022-02-28)',
      'Candidate repo agile-geoscience/welly fetched too: stale mirror (HEAD v0.4.10, 2021-06-22); renamed repository agilescientific/welly used instead',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'dlisio',
    fullName: 'dlisio',
    shortDescription:
      'Library with a C++ core and Python interface for reading well logs in DLIS (RP66 V1) and LIS79 files, tolerant of common specification errors.',
    description:
      'dlisio, written and maintained by Equinor, reads well-log files in the DLIS (RP66 version 1) and LIS79 formats. Curves come back as structured NumPy arrays keyed by mnemonic, and DLIS metadata objects such as origins, channels, frames, tools, parameters and calibrations are exposed too. It copes with files that deviate from the specifications, with configurable error handling, detects files wrapped in the Tape Image Format and handles string encodings. It reads only: writing DLIS files is not supported. Prebuilt wheels exist for Windows, macOS and Linux.',
    website: 'https://dlisio.readthedocs.io/en/stable/',
    sourceCodeRepository: 'https://github.com/equinor/dlisio',
    licenseType: 'LGPL-3.0',
    licenseUrl: 'https://github.com/equinor/dlisio/blob/HEAD/LICENSE',
    programmingLanguages: ['C++', 'Python'],
    applicationAreas: [
      'Well log data (DLIS / RP66 V1)',
      'Well log data (LIS79)',
      'Petrophysical data ingestion',
      'Building blocks for well-data applications',
    ],
    keyFeatures: [
      'Reads DLIS V1 (RP66 V1) and LIS79 files',
      'Curves returned as structured NumPy arrays keyed by mnemonic',
      'Access to DLIS metadata objects (origins, channels, frames, tools, parameters, calibrations, etc.)',
      'Robust handling of files that deviate from the specifications, with configurable error handling',
      'Automatic detection of Tape Image Format (TIF) wrapped files',
      'Configurable string encodings',
      'C++11 core with pybind11 bindings; prebuilt wheels for Windows, macOS and Linux',
      'Read-only (no writing of DLIS files)',
    ],
    strengths: [
      'Reads DLIS and LIS79 well logs',
      'Tolerates files that break the specifications',
      'Curves as NumPy arrays, metadata as objects',
      'Prebuilt wheels for three platforms',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '1.0.4',
    lastReleaseDate: '2025-12-03',
    organizations: [
      { name: 'Equinor ASA', role: 'Developer and maintainer (package author; docs state it is written and maintained by Equinor)' },
    ],
    relevantOrganizations: [
      { name: 'Equinor ASA', role: 'Developer and maintainer (package author; docs state it is written and maintained by Equinor)' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [],
      numerical_schemes: [],
      interoperability: {
        supported_input_formats: [
          { format_name: 'DLIS', details: 'RP66 V1' },
          { format_name: 'LIS79', details: '' },
          { format_name: 'TIF-wrapped DLIS/LIS', details: '' },
        ],
        supported_output_formats: [
          { format_name: 'NumPy structured arrays', details: '' },
          { format_name: 'Python metadata objects', details: '' },
        ],
        api_integrations: [{ api_type: 'Python API', details: 'pybind11 bindings to a C++11 core', documentation_url: null }],
        external_tool_compatibility: [
          { tool_name: 'NumPy', tool_type: 'Python library', integration_details: 'Curves as structured arrays' },
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
          title: 'dlisio documentation (stable)',
          url: 'https://dlisio.readthedocs.io/en/stable/',
          description: 'The official dlisio documentation (stable).',
          type: 'documentation',
        },
        {
          title: 'Changelog',
          url: 'https://github.com/equinor/dlisio/blob/HEAD/CHANGELOG.rst',
          description: 'dlisio: Changelog.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [],
      key_publications_academic: [],
      community_support_channels: [
        { channel_type: 'Issue tracker', url: 'https://github.com/equinor/dlisio/issues', description: 'Issue tracker for dlisio.' },
      ],
      relevant_organizations: [
        { name: 'Equinor ASA', role: 'Developer and maintainer (package author; docs state it is written and maintained by Equinor)' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'equinor/dlisio@59b6050ce6:README.md (scope DLIS V1/RP66 V1 and LIS79, C++ core, docs link, no write support, issues; mirror HEAD commit date 2025-12-03)',
      "equinor/dlisio@59b6050ce6:LICENSE (GNU LGPL v3 text; no 'or later' wording found in repository)",
      'equinor/dlisio@59b6050ce6:python/pyproject.toml (version 1.0.4, authors Equinor ASA, license LGPL-3.0)',
      'equinor/dlisio@59b6050ce6:python/docs/index.rst (TIF detection, maintained by Equinor ASA, user guides)',
      'equinor/dlisio@59b6050ce6:CHANGELOG.rst (1.0.4 - 2025.12.03)',
      'equinor/dlisio@59b6050ce6:python/dlisio/{dlis,lis,common}/, python/dlisio/ext/*.cpp, lib/',
      'equinor/dlisio tag v1.0.4 (2025-12-03)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
];
