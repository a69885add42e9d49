import type { SimulatorInput } from '@rsd/core';
import type { CapabilitiesSeed, LearningResourcesSeed } from './seed-shapes';
import { REFERENCE_FACTS_VERIFIED_ON } from './reference-facts';

/** Devito, Madagascar, OpendTect, STOMP-W. */
export const simulatorsO: SimulatorInput[] = [
  {
    name: 'Devito',
    fullName: 'Devito: Fast Stencil Computation from Symbolic Specification',
    shortDescription:
      'Python DSL and compiler that turns symbolic finite-difference equations into optimised stencil code for CPUs, GPUs and MPI clusters; used for seismic imaging.',
    description:
      'Devito, from Imperial College London, lets users write partial differential equations symbolically with SymPy and generates, compiles and runs optimised finite-difference code just in time. It targets CPUs and GPUs through OpenMP, OpenACC, CUDA, HIP and SYCL, decomposes domains with MPI, reduces floating-point work, blocks loops and autotunes. Sparse source and receiver operations, staggered grids, boundary conditions, adjoint operators and checkpointing make it suited to seismic modelling, reverse-time migration and full-waveform inversion; examples cover acoustic, anisotropic, elastic and viscoelastic waves, fluid-flow tutorials and financial PDEs.',
    website: 'https://www.devitoproject.org/',
    sourceCodeRepository: 'https://github.com/devitocodes/devito',
    licenseType: 'MIT',
    licenseUrl: 'https://github.com/devitocodes/devito/blob/HEAD/LICENSE.md',
    programmingLanguages: ['Python', 'C (generated kernels, also C++/CUDA/HIP/SYCL targets)'],
    applicationAreas: [
      'Seismic forward modelling',
      'Seismic imaging and inversion (RTM, FWI, LSRTM)',
      'Finite-difference PDE solvers',
      'High-performance code generation',
      'Computational fluid dynamics (tutorials)',
      'Financial PDEs (examples)',
    ],
    keyFeatures: [
      'Symbolic DSL built on SymPy for finite-difference operators',
      'Automatic code generation and JIT compilation',
      'CPU and GPU parallelism via OpenMP, OpenACC, CUDA, HIP and SYCL',
      'MPI domain decomposition with distributed NumPy arrays',
      'Sparse operations (source injection, receiver interpolation), staggered grids, sub-domains',
      'Boundary conditions and adjoint operators',
      'Symbolic optimisations for FLOP reduction, loop blocking, autotuning',
      'Checkpointing for adjoint computations (pyrevolve)',
      'Seismic example suite: acoustic, TTI, elastic, viscoelastic, viscoacoustic',
    ],
    strengths: [
      'Write the equations, get optimised code',
      'CPU, GPU and MPI targets from one source',
      'Adjoint operators and checkpointing for inversion',
      'Large seismic example suite',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '4.8.23',
    lastReleaseDate: '2026-08-07',
    organizations: [{ name: 'Imperial College London', role: 'Copyright holder (LICENSE) and listed package author' }],
    relevantOrganizations: [{ name: 'Imperial College London', role: 'Copyright holder (LICENSE) and listed package author' }],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Acoustic wave propagation',
          description:
            'isotropic acoustic forward, adjoint, Born and gradient operators; self-adjoint variants (examples/seismic/acoustic, self_adjoint)',
        },
        { capability_name: 'Anisotropic acoustic waves', description: 'TTI operators (examples/seismic/tti)' },
        {
          capability_name: 'Elastic and viscoelastic waves',
          description: 'elastic, viscoelastic and viscoacoustic operators (examples/seismic)',
        },
        {
          capability_name: 'Fluid flow and diffusion (tutorials)',
          description:
            'convection, diffusion, Burgers, Laplace/Poisson, cavity flow, shallow water and Darcy flow notebooks (examples/cfd)',
        },
      ],
      numerical_schemes: [
        { scheme_type: 'Finite difference', methods_used: 'arbitrary-order FD stencils, staggered grids, DRP and ADER-FD tutorials' },
        { scheme_type: 'Time stepping', methods_used: 'explicit time marching; time blocking' },
        { scheme_type: 'Absorbing boundaries', methods_used: 'damping, PML and hybrid ABC examples' },
        { scheme_type: 'Parallelisation', methods_used: 'OpenMP/OpenACC/GPU code generation and MPI domain decomposition' },
        { scheme_type: 'Adjoint-state methods', methods_used: 'adjoint operators with checkpointing for gradients (FWI)' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'Python/SymPy symbolic equations', details: '' },
          { format_name: 'NumPy arrays', details: '' },
        ],
        supported_output_formats: [
          { format_name: 'NumPy arrays', details: 'incl. distributed' },
          { format_name: 'Generated C/C++ kernel source', details: '' },
        ],
        api_integrations: [{ api_type: 'Python / SymPy DSL', details: 'Symbolic finite-difference operators', documentation_url: null }],
        external_tool_compatibility: [
          { tool_name: 'SymPy', tool_type: 'Symbolic mathematics', integration_details: 'The DSL is built on SymPy' },
          { tool_name: 'pyrevolve', tool_type: 'Checkpointing library', integration_details: 'Checkpointing for adjoint computations' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [
          { type: 'OpenMP / OpenACC', details: 'Generated CPU and accelerator code' },
          { type: 'CUDA / HIP / SYCL', details: 'Generated GPU code' },
          { type: 'MPI', details: 'Domain decomposition with distributed arrays' },
        ],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'Devito documentation',
          url: 'https://www.devitoproject.org/devito/index.html',
          description: 'The official Devito documentation.',
          type: 'documentation',
        },
        {
          title: 'Installation instructions',
          url: 'http://devitocodes.github.io/devito/download.html',
          description: 'Devito: Installation instructions.',
          type: 'documentation',
        },
        { title: 'FAQ', url: 'https://github.com/devitocodes/devito/blob/HEAD/FAQ.md', description: 'Devito: FAQ.', type: 'documentation' },
        {
          title: 'Performance/benchmarking README',
          url: 'https://github.com/devitocodes/devito/blob/main/benchmarks/user',
          description: 'Devito: Performance/benchmarking README.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Examples and tutorials (examples/)',
          url: 'https://github.com/devitocodes/devito/tree/main/examples',
          description: 'Devito: Examples and tutorials (examples/).',
          type: 'tutorial',
        },
        {
          title: 'Interactive notebooks on Binder',
          url: 'https://mybinder.org/v2/gh/devitocodes/devito/main',
          description: 'Devito: Interactive notebooks on Binder.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'Architecture and Performance of Devito, a System for Automated Stencil Computation',
          url: 'https://doi.org/10.1145/3374916',
          authors:
            'Luporini, Fabio and Louboutin, Mathias and Lange, Michael and Kukreja, Navjot and Witte, Philipp and Hückelheim, Jan and Yount, Charles and Kelly, Paul H. J. and Herrmann, Felix J. and Gorman, Gerard J.',
          year: 2020,
          journal_conference: 'ACM Transactions on Mathematical Software, 46(1), article 6',
        },
        {
          title: 'Devito (v3.1.0): an embedded domain-specific language for finite differences and geophysical exploration',
          url: 'https://doi.org/10.5194/gmd-12-1165-2019',
          authors:
            'Louboutin, M. and Lange, M. and Luporini, F. and Kukreja, N. and Witte, P. A. and Herrmann, F. J. and Velesko, P. and Gorman, G. J.',
          year: 2019,
          journal_conference: 'Geoscientific Model Development, 12(3), 1165-1187',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Slack',
          url: 'https://join.slack.com/t/devitocodes/shared_invite/zt-2hgp6891e-jQDcepOWPQwxL5JJegYKSA',
          description: 'Slack for Devito.',
        },
        { channel_type: 'Issue tracker', url: 'https://github.com/devitocodes/devito/issues', description: 'Issue tracker for Devito.' },
      ],
      relevant_organizations: [{ name: 'Imperial College London', role: 'Copyright holder (LICENSE) and listed package author' }],
    } satisfies LearningResourcesSeed,
    evidence: [
      'devitocodes/devito@436199c1ec:README.md (description, key features, website, Slack, Binder; mirror HEAD main commit date 2026-08-20)',
      'devitocodes/devito@436199c1ec:LICENSE.md (MIT, Copyright (c) 2016, Imperial College, London)',
      'devitocodes/devito@436199c1ec:CITATION.md (asks to cite the 2020 ACM TOMS and 2019 GMD papers; additional IPDPS 2025 MPI paper only for distributed runs - not listed)',
      'devitocodes/devito@436199c1ec:pyproject.toml (authors incl. Imperial College London; urls Documentation, Issues)',
      'devitocodes/devito@436199c1ec:FAQ.md (languages C/openmp, openacc, cuda, hip, sycl)',
      'devitocodes/devito@436199c1ec:examples/README.md, examples/seismic/{acoustic,tti,elastic,viscoelastic,viscoacoustic,self_adjoint,abc_methods,tutorials}, examples/cfd, examples/finance',
      'devitocodes/devito@436199c1ec:devito/checkpointing/checkpoint.py (pyrevolve)',
      'devitocodes/devito tag v4.8.23 (2026-08-07)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'Madagascar',
    fullName: 'Madagascar: a package for reproducible geophysical data analysis',
    shortDescription:
      'Package of more than 1,000 programs and Python/SCons processing flows for reproducible analysis of multidimensional, mostly seismic, data.',
    description:
      'Madagascar, whose sources are mostly copyrighted by the University of Texas at Austin and in part by the Colorado School of Mines, is built from more than a thousand command-line programs that act as filters on data in its Regularly Sampled Format. Processing flows written in Python with SCons document computations so that papers and course material can be reproduced, and a large collection of such documents is included. Programs cover seismic wave modelling by finite differences, Kirchhoff, Stolt, phase-shift and reverse-time migration, eikonal traveltimes, moveout and velocity analysis; APIs exist for C, C++, Fortran, Python, Java, Julia, MATLAB, Octave and Chapel. The release shown is taken from its news file; the repository tags no releases.',
    website: 'https://ahay.org',
    sourceCodeRepository: 'https://github.com/ahay/src',
    licenseType: 'GPL-2.0-or-later',
    licenseUrl: 'https://github.com/ahay/src/blob/HEAD/COPYING.txt',
    programmingLanguages: ['C', 'Python', 'C++', 'Fortran (API bindings)'],
    applicationAreas: [
      'Seismic data processing',
      'Seismic imaging and migration',
      'Seismic wave modelling',
      'Multidimensional geophysical data analysis',
      'Reproducible computational research',
      'Teaching (course and book collections)',
    ],
    keyFeatures: [
      'More than 1,000 main programs acting as data filters',
      'Regularly Sampled Format (RSF) universal data format',
      "Python/SCons processing flows documenting reproducible 'computational recipes'",
      'Large collection of reproducible papers and course material (book/)',
      'APIs for C, C++, Fortran 77/90, Python, Java, Julia, MATLAB, Octave and Chapel',
      'SEG-Y and SU import/export',
      'Vplot graphics system with multiple output devices',
      'Bundled TRIP/IWAVE time-stepping simulation framework',
      'Test-driven development (over 5,000 tests per README)',
    ],
    strengths: [
      'Reproducible processing flows and papers',
      'Over 1,000 programs for seismic processing and imaging',
      'APIs for many languages',
      'SEG-Y and SU import and export',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '4.2',
    lastReleaseDate: '2025-09-09',
    organizations: [
      { name: 'The University of Texas at Austin', role: 'Main copyright holder (source file headers)' },
      { name: 'Colorado School of Mines', role: 'Copyright holder of part of the sources (file headers)' },
    ],
    relevantOrganizations: [
      { name: 'The University of Texas at Austin', role: 'Main copyright holder (source file headers)' },
      { name: 'Colorado School of Mines', role: 'Copyright holder of part of the sources (file headers)' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Seismic wave propagation',
          description: 'acoustic and elastic finite-difference modelling programs and IWAVE (trip/iwave acd, asg)',
        },
        {
          capability_name: 'Seismic migration and imaging',
          description: 'Kirchhoff, Stolt, phase-shift (Gazdag) and reverse-time migration programs',
        },
        { capability_name: 'Traveltimes', description: 'eikonal solvers (isotropic and VTI)' },
        { capability_name: 'Moveout and velocity analysis', description: 'NMO, DMO, velocity scans and AVO programs (system/seismic)' },
      ],
      numerical_schemes: [
        { scheme_type: 'Finite difference', methods_used: 'time-domain FD wave-equation modelling (awefd/ewefd programs, IWAVE)' },
        { scheme_type: 'Fourier/spectral', methods_used: 'FFT-based operators, f-k (Stolt) and phase-shift migration' },
        { scheme_type: 'Integral methods', methods_used: 'Kirchhoff modelling and migration' },
        {
          scheme_type: 'Iterative inversion',
          methods_used: 'conjugate-gradient solvers (incl. MPI variants) for regularised inverse problems',
        },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'RSF', details: 'Regularly Sampled Format' },
          { format_name: 'SEG-Y', details: '' },
          { format_name: 'SU', details: 'Seismic Unix' },
        ],
        supported_output_formats: [
          { format_name: 'RSF', details: '' },
          { format_name: 'SEG-Y', details: '' },
          { format_name: 'Vplot graphics', details: 'PostScript, raster, X11 via pens' },
        ],
        api_integrations: [
          {
            api_type: 'C, C++, Fortran, Python, Java, Julia, MATLAB, Octave and Chapel APIs',
            details: 'Read and write RSF data from many languages',
            documentation_url: null,
          },
        ],
        external_tool_compatibility: [
          { tool_name: 'SCons', tool_type: 'Build tool', integration_details: 'Processing flows are SCons scripts' },
          { tool_name: 'TRIP/IWAVE', tool_type: 'Simulation framework', integration_details: 'Bundled time-stepping framework' },
        ],
      },
      hpc_and_performance: {
        parallelization_approaches: [{ type: 'MPI', details: 'MPI variants of conjugate-gradient solvers' }],
        scalability_info: { value: '' },
        performance_benchmarks_available: [],
      },
    } satisfies CapabilitiesSeed,
    learningResources: {
      official_documentation: [
        {
          title: 'Madagascar website and wiki',
          url: 'https://ahay.org/wiki/Main_Page',
          description: 'The official Madagascar website and wiki.',
          type: 'documentation',
        },
        {
          title: 'Installation',
          url: 'https://ahay.org/wiki/Installation',
          description: 'Madagascar: Installation.',
          type: 'documentation',
        },
        {
          title: 'Advanced installation',
          url: 'https://ahay.org/wiki/Advanced_Installation',
          description: 'Madagascar: Advanced installation.',
          type: 'documentation',
        },
        { title: 'Development blog', url: 'https://ahay.org/blog/', description: 'Madagascar: Development blog.', type: 'documentation' },
      ],
      tutorials_examples: [
        {
          title: 'Tutorial reproducible documents (book/tutorial)',
          url: 'https://github.com/ahay/src/tree/HEAD/book/tutorial',
          description: 'Madagascar: Tutorial reproducible documents (book/tutorial).',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [
        {
          title: 'Madagascar: open-source software project for multidimensional data analysis and reproducible computational experiments',
          url: 'http://dx.doi.org/10.5334/jors.ag',
          authors: 'Fomel, S., Sava, P., Vlad, I., Liu, Y. and Bashkardin, V.',
          year: 2013,
          journal_conference: 'Journal of Open Research Software 1(1):e8',
        },
      ],
      community_support_channels: [
        {
          channel_type: 'Slack',
          url: 'https://join.slack.com/t/ahayorg/shared_invite/zt-hkyvgitg-M2E_TTgg6G1pL2664ax~QQ',
          description: 'Slack for Madagascar.',
        },
        {
          channel_type: "Users' mailing list (RSF-user)",
          url: 'https://lists.sourceforge.net/lists/listinfo/rsf-user',
          description: "Users' mailing list (RSF-user) for Madagascar.",
        },
        {
          channel_type: "Developers' mailing list (RSF-devel)",
          url: 'https://lists.sourceforge.net/lists/listinfo/rsf-devel',
          description: "Developers' mailing list (RSF-devel) for Madagascar.",
        },
        { channel_type: 'Development blog', url: 'https://ahay.org/blog/', description: 'Development blog for Madagascar.' },
      ],
      relevant_organizations: [
        { name: 'The University of Texas at Austin', role: 'Main copyright holder (source file headers)' },
        { name: 'Colorado School of Mines', role: 'Copyright holder of part of the sources (file headers)' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'ahay/src@24dce85a3f:README.md (description, design principles, website, Slack, mailing lists; mirror HEAD master commit date 2026-04-24)',
      "ahay/src@24dce85a3f:COPYING.txt (GPL version 2 text) + source headers, e.g. api/c/file.c: 'version 2 of the License, or (at your option) any later version' (2,957 of 3,398 .c files)",
      'ahay/src@24dce85a3f:CITATION.txt (Fomel et al. 2013, JORS)',
      "ahay/src@24dce85a3f:NEWS.txt ('Release 4.2 (2025-09-09)'); VERSION.txt 4.3-git",
      'ahay/src release branches madagascar-4.2 (last commit 2025-08-24) and madagascar-core-4.2 (2025-09-05); only git tags are madagascar-devel(-2016)',
      'ahay/src@24dce85a3f:api/ (c, c++, f77, f90, python, java, julia, matlab, octave, chapel), system/seismic (Msegyread.c, Msegywrite.c, Mkirchnew.c, Mstolt.c, Mgazdag.c, Mnmo.c, Mdmo.c), system/main/conjgrad.c',
      'ahay/src@24dce85a3f:user/ (cwp/Mawefd2d.c, fomels/Meikonal.c, hpcss/Mrtm.c), trip/iwave, pens/main, book/',
      'ahay/src@24dce85a3f:INSTALL.txt (wiki links)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'OpendTect',
    fullName: 'OpendTect seismic interpretation system',
    shortDescription:
      'C++ seismic interpretation system and development platform for 2D, 3D and 4D seismic and GPR data, extensible by plugins; from dGB Earth Sciences.',
    description:
      'OpendTect, developed by dGB Earth Sciences, is a cross-platform desktop application to visualise and interpret seismic and ground-penetrating radar data in 2D, 3D and 4D. It computes seismic attributes (coherency, similarity, spectral decomposition, dip filtering), tracks and edits horizons and faults, manages wells with LAS import and export and synthetic seismograms, grids velocities and processes pre-stack data. A plugin interface lets others extend it, with Python bindings (ODBind) and links to Madagascar, MATLAB and GMT. The release shown is a tag the project marks as an internal release.',
    website: 'https://dgbes.com/software/opendtect',
    sourceCodeRepository: 'https://github.com/OpendTect/OpendTect',
    licenseType: 'GPL-3.0-or-later',
    licenseUrl: 'https://github.com/OpendTect/OpendTect/blob/HEAD/LICENSE',
    programmingLanguages: ['C++', 'Python (ODBind bindings)'],
    applicationAreas: [
      'Seismic interpretation',
      'Seismic attribute analysis',
      'Ground penetrating radar (GPR) interpretation',
      'Well-to-seismic integration',
      'Subsurface structural model building (horizons, faults)',
      'Geoscience software R&D platform',
    ],
    keyFeatures: [
      'Visualisation and interpretation of 2D, 3D and 4D seismic and GPR data',
      'Seismic attribute engine (e.g. coherency, similarity, spectral decomposition, dip filtering)',
      'Horizon and fault tracking and editing',
      'Well data management with LAS import/export and synthetic seismic generation',
      'Volume processing and velocity gridding; pre-stack processing',
      'Plugin programming interface for third-party extensions',
      'Python bindings (ODBind) and links to Madagascar, MATLAB and GMT (plugins)',
      'Cross-platform Qt/OpenSceneGraph application for Windows, macOS and Linux',
      'Optional HDF5 storage and PROJ coordinate reference systems',
    ],
    strengths: [
      'Full seismic interpretation in an open application',
      'Attribute engine and horizon/fault tracking',
      'Well-to-seismic tools',
      'Plugin interface and Python bindings',
    ],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '2025.2.1',
    lastReleaseDate: '2025-12-12',
    organizations: [
      { name: 'dGB Earth Sciences', role: 'Developer', url: 'https://dgbes.com' },
      { name: 'dGB Beheer B.V.', role: 'Copyright holder (source file headers)' },
    ],
    relevantOrganizations: [
      { name: 'dGB Earth Sciences', role: 'Developer', url: 'https://dgbes.com' },
      { name: 'dGB Beheer B.V.', role: 'Copyright holder (source file headers)' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Synthetic seismic modelling',
          description: 'synthetics from well logs and layer models (src/WellAttrib stratsynth)',
        },
        {
          capability_name: 'Velocity and time-depth conversion',
          description: 'velocity model handling and gridding (src/Velocity, VolumeProcessing)',
        },
      ],
      numerical_schemes: [
        {
          scheme_type: 'Signal processing attributes',
          methods_used:
            'Hilbert/instantaneous attributes, frequency filtering, spectral decomposition, gapped deconvolution, semblance/similarity',
        },
        { scheme_type: 'Auto-tracking', methods_used: 'seed-based horizon tracking (MPEEngine)' },
        {
          scheme_type: 'Gridding/interpolation',
          methods_used: 'velocity gridding, horizon-based filling, well-log interpolation in volume processing',
        },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'SEG-Y', details: '' },
          { format_name: 'LAS well logs', details: '' },
          { format_name: 'ASCII well data', details: 'tracks, markers, time-depth' },
          { format_name: 'GPR DZT', details: 'uiImpGPR plugin' },
          { format_name: 'HDF5', details: 'optional' },
        ],
        supported_output_formats: [
          { format_name: 'SEG-Y', details: '' },
          { format_name: 'LAS well logs', details: '' },
          { format_name: 'HDF5', details: 'optional' },
        ],
        api_integrations: [
          { api_type: 'Python (ODBind)', details: 'Python bindings', documentation_url: null },
          { api_type: 'Plugin API', details: 'Programming interface for third-party extensions', documentation_url: null },
        ],
        external_tool_compatibility: [
          { tool_name: 'Madagascar', tool_type: 'Seismic processing', integration_details: 'Plugin link' },
          { tool_name: 'MATLAB', tool_type: 'Numerical computing', integration_details: 'Plugin link' },
          { tool_name: 'GMT', tool_type: 'Mapping', integration_details: 'Plugin link' },
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
          title: 'OpendTect documentation (dGB library)',
          url: 'https://dgbes.com/library#documentation',
          description: 'The official OpendTect documentation (dGB library).',
          type: 'documentation',
        },
        {
          title: "OpendTect Programmer's Manual",
          url: 'https://doc.opendtect.org/7.0.0/doc/Programmer/Default.htm',
          description: "The official OpendTect Programmer's Manual.",
          type: 'documentation',
        },
        {
          title: 'Supported functionality comparison',
          url: 'https://dgbes.com/software/supported-functionality',
          description: 'OpendTect: Supported functionality comparison.',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Tutorial plugin sources (plugins/Tut, plugins/uiTut)',
          url: 'https://github.com/OpendTect/OpendTect/tree/HEAD/plugins/Tut',
          description: 'OpendTect: Tutorial plugin sources (plugins/Tut, plugins/uiTut).',
          type: 'tutorial',
        },
        {
          title: 'ODBind Python examples',
          url: 'https://github.com/OpendTect/OpendTect/tree/HEAD/plugins/ODBind/Examples/Python',
          description: 'OpendTect: ODBind Python examples.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [],
      community_support_channels: [
        {
          channel_type: 'Developers Google Group',
          url: 'https://dgbes.com/index.php/support/faq-developers-google-group',
          description: 'Developers Google Group for OpendTect.',
        },
        {
          channel_type: 'Contact (dGB Earth Sciences)',
          url: 'https://dgbes.com/about#contact',
          description: 'Contact (dGB Earth Sciences) for OpendTect.',
        },
      ],
      relevant_organizations: [
        { name: 'dGB Earth Sciences', role: 'Developer', url: 'https://dgbes.com' },
        { name: 'dGB Beheer B.V.', role: 'Copyright holder (source file headers)' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      "OpendTect/OpendTect@72dc260459:README.md (description, 'GPLv3 or higher', branches, build, contacts; mirror HEAD main commit date 2026-08-21)",
      'OpendTect/OpendTect@72dc260459:LICENSE (GPL v3 text)',
      "OpendTect/OpendTect@72dc260459:src/Seis/seistrc.cc header ('Copyright: (C) 1995-2022 dGB Beheer B.V.')",
      'OpendTect/OpendTect@72dc260459:src/Seis/od_process_segyio.cc (SEG-Y import/export), src/ (Attributes, MPEEngine, Well/wellimplas.cc, Well/laswriter.cc, WellAttrib/stratsynth.cc, Velocity, VolumeProcessing, PreStackProcessing), include/Seis/segy*.h',
      'OpendTect/OpendTect@72dc260459:plugins/ (ODBind, ODHDF5, uiImpGPR/dztimporter.cc, Madagascar, MATLABLink, GMT, CRS, Tut)',
      "OpendTect/OpendTect tag 2025.2.1 (annotated 2025-12-12 on od8.0 branch, tag message 'A tag for 2025.2.1 internal release'; tagged commit 2025-11-20); previous numbered tag 7.0.8 (2024-11-18)",
      "OpendTect/OpendTect@72dc260459:CMakeLists.txt (main = 8.1.0; od8.0_rel = 8.0.0 with full version '2026.DEV')",
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
  {
    name: 'STOMP-W',
    fullName: 'STOMP (Subsurface Transport Over Multiple Phases) - Water mode',
    shortDescription:
      'PNNL Fortran simulator, the open-source water mode of STOMP, for water flow and solute transport in variably saturated geological media.',
    description:
      'STOMP-W is the water mode of the STOMP (Subsurface Transport Over Multiple Phases) simulator of Pacific Northwest National Laboratory, released as Fortran 90 source. It models variably saturated water flow with saturation-function and relative-permeability models, solute transport by Patankar or TVD schemes, reactive chemistry through the ECKEChem module and finite-element geomechanics, on Cartesian, cylindrical, boundary-fitted or Eclipse-format grids read from keyword card files. Newton-Raphson iteration is combined with banded direct or SPLIB iterative solvers, and Perl scripts convert output for Tecplot, VTK, Gnuplot, MATLAB and Surfer. The repository holds no releases and no commits after 2017.',
    website: 'http://stomp.pnnl.gov',
    sourceCodeRepository: 'https://github.com/pnnl/STOMP-W',
    licenseType: 'MIT',
    licenseUrl: 'https://github.com/pnnl/STOMP-W/blob/HEAD/LICENSE',
    programmingLanguages: ['Fortran 90', 'Perl (output scripts)'],
    applicationAreas: [
      'Vadose zone and variably saturated flow',
      'Solute transport in variably saturated media',
      'Reactive transport',
      'Coupled flow and geomechanics',
    ],
    keyFeatures: [
      'Water mode of the STOMP simulator released as source code',
      "Keyword 'card' input files (grid, rock/soil zonation, hydraulic properties, saturation functions, boundary and initial conditions)",
      'Cartesian, cylindrical, orthogonal boundary-fitted and Eclipse-format grids',
      'Solute transport with Patankar or TVD schemes',
      'ECKEChem reactive chemistry module (equilibrium, conservation and kinetic equations)',
      'Finite-element geomechanics option',
      'Banded direct and SPLIB iterative linear solvers',
      'Three example problems with reference output and PDF descriptions',
      'Perl converters for Tecplot, VTK, Gnuplot, MATLAB, Surfer and other plotting formats',
    ],
    strengths: [
      'Variably saturated flow and transport',
      'ECKEChem reactive chemistry',
      'Finite-element geomechanics option',
      'Example problems with reference output',
    ],
    developmentStatus: 'Inactive',
    lastReleaseVersion: null,
    lastReleaseDate: null,
    organizations: [
      { name: 'Pacific Northwest National Laboratory', role: 'Developer and copyright holder (LICENSE)' },
      { name: 'Battelle Memorial Institute', role: 'Operator of PNNL (Disclaimer; source copyright notices)' },
      { name: 'U.S. Department of Energy', role: 'Sponsor (Contract DE-AC05-76RL01830, Disclaimer)' },
    ],
    relevantOrganizations: [
      { name: 'Pacific Northwest National Laboratory', role: 'Developer and copyright holder (LICENSE)' },
      { name: 'Battelle Memorial Institute', role: 'Operator of PNNL (Disclaimer; source copyright notices)' },
      { name: 'U.S. Department of Energy', role: 'Sponsor (Contract DE-AC05-76RL01830, Disclaimer)' },
    ],
    benchmark_studies: [],
    detailedCapabilities: {
      physics_and_models: [
        {
          capability_name: 'Variably saturated water flow',
          description: 'aqueous flow with saturation-function and relative-permeability models (e.g. van Genuchten)',
        },
        { capability_name: 'Solute and species transport', description: 'advection, diffusion and dispersion of solutes' },
        {
          capability_name: 'Reactive geochemistry',
          description: 'ECKEChem equilibrium, kinetic and conservation reactions with activity models (e.g. B-dot)',
        },
        { capability_name: 'Geomechanics', description: 'finite-element stress/strain computation coupled to flow' },
      ],
      numerical_schemes: [
        { scheme_type: 'Nonlinear solution', methods_used: 'Newton-Raphson iteration with Jacobian assembly' },
        { scheme_type: 'Transport discretisation', methods_used: 'Patankar scheme or TVD scheme with upwind/Leonard limiter options' },
        {
          scheme_type: 'Linear solvers',
          methods_used: 'banded direct solver (LINPACK-based) and SPLIB iterative methods (BiCG, CGS, BiCGSTAB, GMRES, TFQMR)',
        },
        { scheme_type: 'Geomechanics', methods_used: 'finite-element method on hexahedral elements' },
      ],
      interoperability: {
        supported_input_formats: [
          { format_name: 'STOMP card-format input file', details: '' },
          { format_name: 'Eclipse-format grid files', details: '' },
        ],
        supported_output_formats: [
          { format_name: 'STOMP output, plot, surface and connect files', details: '' },
          { format_name: 'Tecplot, VTK, Gnuplot, MATLAB, Plotmtv, Surfer, SciDAVis', details: 'via Perl scripts' },
        ],
        api_integrations: [
          { api_type: 'Card-format input files', details: 'Keyword cards for grid, properties and conditions', documentation_url: null },
        ],
        external_tool_compatibility: [
          {
            tool_name: 'Tecplot / VTK / Gnuplot / MATLAB / Surfer',
            tool_type: 'Plotting',
            integration_details: 'Output converted by Perl scripts',
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
          title: "STOMP website (User's Guide)",
          url: 'http://stomp.pnnl.gov',
          description: "STOMP-W: STOMP website (User's Guide).",
          type: 'documentation',
        },
        {
          title: 'Example problem W-1 description (PDF)',
          url: 'https://github.com/pnnl/STOMP-W/blob/HEAD/prb-w-1/stomp_example_W-1.pdf',
          description: 'STOMP-W: Example problem W-1 description (PDF).',
          type: 'documentation',
        },
      ],
      tutorials_examples: [
        {
          title: 'Example problems prb-w-1, prb-w-2, prb-w-3',
          url: 'https://github.com/pnnl/STOMP-W',
          description: 'STOMP-W: Example problems prb-w-1, prb-w-2, prb-w-3.',
          type: 'tutorial',
        },
      ],
      key_publications_academic: [],
      community_support_channels: [],
      relevant_organizations: [
        { name: 'Pacific Northwest National Laboratory', role: 'Developer and copyright holder (LICENSE)' },
        { name: 'Battelle Memorial Institute', role: 'Operator of PNNL (Disclaimer; source copyright notices)' },
        { name: 'U.S. Department of Energy', role: 'Sponsor (Contract DE-AC05-76RL01830, Disclaimer)' },
      ],
    } satisfies LearningResourcesSeed,
    evidence: [
      'pnnl/STOMP-W@ff4498b211:README.md (description, compilation, scripts, website stomp.pnnl.gov; mirror HEAD master commit date 2017-03-14)',
      'pnnl/STOMP-W@ff4498b211:LICENSE (MIT, Copyright (c) 2017 Pacific Northwest National Laboratory)',
      'pnnl/STOMP-W@ff4498b211:Disclaimer (Battelle, U.S. DOE contract DE-AC05-76RL01830)',
      'pnnl/STOMP-W@ff4498b211:src/stomp_w.f (Newton-Raphson loop, ECKECHEM and geomechanics calls), src/eckechem.f, src/geomech.f, src/psplib.f, src/band.f, src/rdgrid.f, src/sfin.f',
      'pnnl/STOMP-W@ff4498b211:scripts/plotTo.pl (target plotting packages)',
      'pnnl/STOMP-W@ff4498b211:prb-w-1/input (card format example)',
      'pnnl/STOMP-W: no tags or releases; all commits on 2017-03-14 -> Inactive',
      'Other STOMP code found only in INTERA-Inc/STOMPX (not a PNNL repository; not used)',
    ],
    factsVerifiedOn: REFERENCE_FACTS_VERIFIED_ON,
  },
];
