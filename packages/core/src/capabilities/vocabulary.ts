/**
 * The controlled vocabulary of capabilities (issue 27): what a tool can model, how it computes, on which grids and
 * hardware, how it is driven and which files it reads or writes. Plain data, no schema: screens that only read
 * labels load no zod.
 *
 * Synonyms are what derivation looks for in a record's capability texts (derive-capabilities.ts): a space or hyphen
 * in a synonym matches any run of spaces and hyphens, and a synonym written in capitals of up to four characters
 * ("MPI", "FE") is matched in capitals only, since its lower-case form is often another word.
 */

import type { CapabilityFacetId, CapabilityField } from './facet-ids';

export { CAPABILITY_FACET_IDS, CAPABILITY_FIELDS, type CapabilityFacetId, type CapabilityField } from './facet-ids';

/** Raised on every change to a term, a facet or a synonym: stored derivations under an older version are redone. */
export const CAPABILITY_VOCABULARY_VERSION = 1;

export interface CapabilityTermDefinition {
  id: string;
  label: string;
  /** One sentence, in our own words. */
  definition: string;
  facet: CapabilityFacetId;
  /** The wider term this one is a kind of; a tool with this term also matches a filter on that one. */
  broader?: string;
  synonyms: readonly string[];
  /** Phrases that contain a synonym but do not mean the term: a synonym found inside one of them is no evidence. */
  excluding?: readonly string[];
  /** The only parts of a record searched for this term's synonyms; every part when absent. */
  fields?: readonly CapabilityField[];
}

export const CAPABILITY_FACET_LABELS: Record<CapabilityFacetId, string> = {
  physics: 'Physics and processes',
  numerics: 'Numerical methods',
  grids: 'Grids and meshes',
  parallelism: 'Parallelism and hardware',
  interfaces: 'Interfaces',
  formats: 'File formats',
  workflows: 'Workflows and analysis',
};

const physics = (term: Omit<CapabilityTermDefinition, 'facet'>): CapabilityTermDefinition => ({ ...term, facet: 'physics' });
const numerics = (term: Omit<CapabilityTermDefinition, 'facet'>): CapabilityTermDefinition => ({ ...term, facet: 'numerics' });
const grids = (term: Omit<CapabilityTermDefinition, 'facet'>): CapabilityTermDefinition => ({ ...term, facet: 'grids' });
const parallelism = (term: Omit<CapabilityTermDefinition, 'facet'>): CapabilityTermDefinition => ({ ...term, facet: 'parallelism' });
const interfaces = (term: Omit<CapabilityTermDefinition, 'facet'>): CapabilityTermDefinition => ({ ...term, facet: 'interfaces' });
const formats = (term: Omit<CapabilityTermDefinition, 'facet'>): CapabilityTermDefinition => ({ ...term, facet: 'formats' });
const workflows = (term: Omit<CapabilityTermDefinition, 'facet'>): CapabilityTermDefinition => ({ ...term, facet: 'workflows' });

/** Every term, grouped by facet in the order the facets are listed. */
export const CAPABILITY_TERMS: readonly CapabilityTermDefinition[] = [
  physics({
    id: 'multiphase-flow',
    label: 'Multiphase flow',
    definition:
      'Flow of two or more immiscible fluid phases (e.g. water, oil, gas) through porous media with relative permeability and capillary effects.',
    synonyms: [
      'multiphase flow',
      'multiphase transport',
      'multiphase multicomponent',
      'multiphase non-isothermal',
      'two-phase',
      'three-phase',
      'immiscible',
    ],
  }),
  physics({
    id: 'black-oil',
    label: 'Black-oil',
    definition:
      'Three-phase oil, gas and water model in which gas may dissolve in oil (and oil vaporise into gas) through pressure-dependent PVT tables.',
    broader: 'multiphase-flow',
    synonyms: ['black-oil', 'blackoil'],
  }),
  physics({
    id: 'compositional',
    label: 'Compositional',
    definition: 'Tracks each hydrocarbon or chemical component across phases, with phase behaviour from an equation of state or K-values.',
    broader: 'multiphase-flow',
    synonyms: ['compositional', 'multiphase multicomponent', '2p2c', '3p3c'],
  }),
  physics({
    id: 'thermal',
    label: 'Thermal (non-isothermal)',
    definition:
      'Solves an energy balance beside the flow equations, so temperature changes fluid properties and is transported by conduction and advection.',
    synonyms: [
      'thermal',
      'non-isothermal',
      'nonisothermal',
      'anisothermal',
      'heat transport',
      'heat transfer',
      'heat conduction',
      'enthalpy',
    ],
  }),
  physics({
    id: 'geomechanics',
    label: 'Geomechanics',
    definition: 'Computes rock deformation and stress, usually coupled to pore pressure through effective stress (poroelasticity).',
    synonyms: [
      'geomechanics',
      'geomechanical',
      'poromechanics',
      'poroelasticity',
      'poroelastic',
      'thermo-poroelasticity',
      'hydro-mechanics',
      'hydromechanics',
      'solid mechanics',
      'contact mechanics',
      'fracture mechanics',
      'elasticity',
      'elastic deformation',
      'inelastic deformation',
    ],
  }),
  physics({
    id: 'fault-mechanics',
    label: 'Fault slip and induced seismicity',
    definition: 'Models slip, reactivation or seismicity on faults as stress and pore pressure change.',
    broader: 'geomechanics',
    synonyms: ['induced seismicity', 'fault slip', 'fault reactivation', 'slip tendency', 'fault contact'],
  }),
  physics({
    id: 'fractures',
    label: 'Fractures',
    definition: 'Represents natural or induced fractures explicitly or through an equivalent model, so flow and transport follow them.',
    synonyms: ['fracture', 'fractures', 'fractured', 'DFN', 'DFNs', 'EDFM', 'hydraulic fracturing'],
  }),
  physics({
    id: 'dual-porosity',
    label: 'Dual porosity',
    definition: 'Treats fractured rock as two overlapping continua, fractures and matrix, that exchange fluid through a transfer term.',
    broader: 'fractures',
    synonyms: ['dual-porosity', 'double-porosity', 'dual-permeability', 'MINC', 'multiple interacting continua'],
  }),
  physics({
    id: 'solute-transport',
    label: 'Solute and tracer transport',
    definition: 'Moves dissolved species or tracers with the flow by advection, dispersion and diffusion.',
    synonyms: [
      'solute transport',
      'tracer',
      'tracers',
      'contaminant transport',
      'advection-dispersion',
      'advection-diffusion',
      'species transport',
      'component transport',
      'ComponentTransport',
    ],
  }),
  physics({
    id: 'geochemistry',
    label: 'Geochemistry',
    definition: 'Computes aqueous speciation, mineral and gas equilibria and reaction kinetics of the pore water and rock.',
    synonyms: [
      'geochemistry',
      'geochemical',
      'speciation',
      'chemical equilibrium',
      'chemical kinetics',
      'chemistry',
      'mineral reactions',
      'mineral precipitation',
      'mineralization',
      'dissolution/precipitation',
      'precipitation/dissolution',
      'PHREEQC',
    ],
  }),
  physics({
    id: 'reactive-transport',
    label: 'Reactive transport',
    definition:
      'Couples the transport of dissolved species with geochemical reactions, so minerals dissolve or precipitate as fluids move.',
    synonyms: ['reactive transport', 'reactive-transport', 'reactiveTransportFoam'],
  }),
  physics({
    id: 'subsurface-storage',
    label: 'Subsurface storage',
    definition: 'Injection of a fluid into rock to keep it there, permanently or for later withdrawal, with attention to containment.',
    synonyms: ['gas storage', 'underground storage'],
  }),
  physics({
    id: 'co2-storage',
    label: 'CO2 storage',
    definition: 'Geological storage of carbon dioxide in saline aquifers or depleted fields, including plume migration and trapping.',
    broader: 'subsurface-storage',
    // SPE11 is the SPE's comparative solution project on CO2 storage.
    synonyms: ['CO2 storage', 'carbon storage', 'CO2 sequestration', 'carbon sequestration', 'CO2 injection', 'co2lab', 'CCS', 'SPE11'],
  }),
  physics({
    id: 'hydrogen-storage',
    label: 'Hydrogen storage',
    definition: 'Seasonal storage of hydrogen in porous rock or caverns, with cyclic injection and withdrawal.',
    broader: 'subsurface-storage',
    synonyms: ['hydrogen storage', 'H2 storage', 'UHS', 'h2store'],
  }),
  physics({
    id: 'geothermal',
    label: 'Geothermal',
    definition: 'Extraction or storage of heat from the subsurface, from deep hydrothermal reservoirs to borehole heat exchangers.',
    synonyms: ['geothermal', 'borehole heat exchanger', 'borehole heat exchangers', 'closed-loop heat exchangers', 'HeatTransportBHE'],
  }),
  physics({
    id: 'groundwater',
    label: 'Groundwater',
    definition: 'Flow of water in aquifers and the vadose zone, as studied in hydrogeology.',
    synonyms: ['groundwater', 'ground water', 'hydrogeology', 'hydrogeological'],
  }),
  physics({
    id: 'unsaturated-flow',
    label: 'Variably saturated flow (Richards)',
    definition: 'Water flow where pores hold both water and air, usually through the Richards equation.',
    broader: 'groundwater',
    synonyms: ['Richards equation', 'Richards', 'variably saturated', 'unsaturated'],
  }),
  physics({
    id: 'surface-subsurface',
    label: 'Surface–subsurface coupling',
    definition: 'Couples overland or channel flow, and often land-surface processes, to subsurface flow in one model.',
    synonyms: ['overland flow', 'surface flow', 'surface water', 'land-surface'],
  }),
  physics({
    id: 'wells',
    label: 'Well models',
    definition:
      'Represents wells and their controls, e.g. rates or bottom-hole pressures and multisegment wellbores, coupled to the reservoir.',
    synonyms: ['wells', 'well model', 'well models', 'multisegment', 'wellbore'],
  }),
  physics({
    id: 'eor',
    label: 'Enhanced oil recovery',
    definition: 'Recovery processes beyond water and gas injection, such as polymer, surfactant, solvent or foam flooding.',
    synonyms: ['EOR', 'enhanced oil recovery', 'surfactant', 'polymer flooding'],
  }),
  physics({
    id: 'pore-scale',
    label: 'Pore scale',
    definition: 'Resolves flow and transport in the pore space itself, on images of rock or on pore networks extracted from them.',
    synonyms: [
      'pore-scale',
      'pore network',
      'pore-network',
      'invasion percolation',
      'micro-continuum',
      'Darcy-Brinkman-Stokes',
      'porosimetry',
    ],
  }),
  physics({
    id: 'geophysics',
    label: 'Geophysics',
    definition: 'Forward modelling of geophysical measurements such as seismic, electrical, electromagnetic, gravity or magnetic data.',
    // Seismic in a file format's name (SEG-Y seismic) is data the tool reads, not physics it models.
    fields: ['physics_and_models', 'numerical_schemes'],
    synonyms: [
      'geophysics',
      'geophysical',
      'resistivity',
      'electromagnetics',
      'seismic',
      'seismics',
      'induced polarization',
      'potential fields',
      'gravimetric',
      'wave propagation',
      'traveltime tomography',
    ],
  }),
  physics({
    id: 'geological-modelling',
    label: 'Geological modelling',
    definition: 'Builds the geometry of horizons, faults and folds from geological observations.',
    synonyms: [
      'geological surfaces',
      'structural frames',
      'fold geometry',
      'geological map',
      'structural geology',
      'geological modelling',
      'geological modeling',
    ],
  }),

  numerics({
    id: 'finite-volume',
    label: 'Finite volume',
    definition: 'Discretises conservation laws by balancing fluxes across the faces of control volumes, so mass is conserved cell by cell.',
    synonyms: ['finite volume', 'FVM', 'FV', 'control volume', 'control-volume'],
  }),
  numerics({
    id: 'tpfa',
    label: 'Two-point flux approximation (TPFA)',
    definition: 'Finite-volume flux between two cells from their two pressures and a transmissibility, exact only on K-orthogonal grids.',
    broader: 'finite-volume',
    synonyms: ['TPFA', 'two-point flux'],
  }),
  numerics({
    id: 'mpfa',
    label: 'Multipoint flux approximation (MPFA)',
    definition:
      'Finite-volume flux built from several surrounding cell pressures, consistent on skewed grids and for full permeability tensors.',
    broader: 'finite-volume',
    synonyms: ['MPFA', 'AvgMPFA', 'multipoint flux', 'multi-point flux'],
  }),
  numerics({
    id: 'finite-element',
    label: 'Finite element',
    definition: 'Approximates the solution by piecewise polynomials on mesh elements and solves a weak (Galerkin) form of the equations.',
    synonyms: ['finite element', 'finite elements', 'FEM', 'FE', 'Galerkin', 'Taylor-Hood'],
  }),
  numerics({
    id: 'discontinuous-galerkin',
    label: 'Discontinuous Galerkin',
    definition: 'Finite elements whose polynomials may jump between elements, coupled through numerical fluxes on their faces.',
    broader: 'finite-element',
    synonyms: ['discontinuous Galerkin', 'DG', 'DG_Modal', 'enriched Galerkin'],
  }),
  numerics({
    id: 'mixed-mimetic',
    label: 'Mixed and mimetic methods',
    definition:
      'Discretise velocity and pressure together (mixed finite elements, mimetic finite differences), giving conservative fluxes on general cells.',
    synonyms: ['mixed finite element', 'mixed-hybrid', 'mimetic', 'Raviart-Thomas', 'RT0', 'MFD3D'],
  }),
  numerics({
    id: 'virtual-element',
    label: 'Virtual element method',
    definition: 'Generalises finite elements to arbitrary polygonal and polyhedral cells without building basis functions explicitly.',
    synonyms: ['virtual element', 'VEM', 'vemmech'],
  }),
  numerics({
    id: 'fully-implicit',
    label: 'Fully implicit',
    definition: 'Solves all unknowns of a time step together with Newton’s method, which stays stable at large time steps.',
    synonyms: ['fully implicit', 'global implicit', 'GIMRT'],
  }),
  numerics({
    id: 'sequential',
    label: 'Sequential and IMPES',
    definition:
      'Solves the coupled equations one part at a time (pressure then saturation, flow then mechanics, transport then reactions) within each step.',
    synonyms: [
      'sequential schemes',
      'sequential implicit',
      'IMPES',
      'implicit pressure, explicit saturation',
      'operator splitting',
      'fixed-stress split',
      'iterative HM coupling',
    ],
  }),
  numerics({
    id: 'automatic-differentiation',
    label: 'Automatic differentiation',
    definition:
      'Obtains exact Jacobians and derivatives by differentiating the code that evaluates the residual, not by hand or by finite differences.',
    synonyms: ['automatic differentiation', 'AD', 'autodiff'],
  }),
  numerics({
    id: 'adjoint',
    label: 'Adjoint gradients',
    definition: 'Computes the gradient of an objective with respect to many parameters at the cost of one extra backward simulation.',
    synonyms: ['adjoint', 'adjoints'],
  }),
  numerics({
    id: 'multiscale',
    label: 'Multiscale methods',
    definition: 'Solves pressure on a coarse grid with basis functions computed on the fine grid, then reconstructs fine-scale fluxes.',
    synonyms: ['MsRSB', 'MsFV', 'MsMFE', 'multiscale methods', 'multiscale finite volume', 'multiscale finite element'],
  }),
  numerics({
    id: 'algebraic-multigrid',
    label: 'Algebraic multigrid',
    definition: 'Linear solver or preconditioner that builds its coarse levels from the matrix alone, often the pressure stage of CPR.',
    synonyms: ['AMG', 'algebraic multigrid', 'BoomerAMG', 'PyAMG', 'Trilinos-ML'],
  }),

  grids({
    id: 'structured-grid',
    label: 'Structured grids',
    definition: 'Logically rectangular grids whose cells are indexed by i, j, k, such as Cartesian or tensor-product meshes.',
    synonyms: [
      'structured grid',
      'structured grids',
      'structured mesh',
      'structured meshes',
      'Cartesian grid',
      'tensor mesh',
      'tensor meshes',
      'tensor, cylindrical',
    ],
  }),
  grids({
    id: 'corner-point',
    label: 'Corner-point grids',
    definition: 'Industry grids of hexahedra defined by pillars and corner depths, which follow faults and erosion surfaces.',
    // EGRID is the ECLIPSE corner-point grid file: a tool that reads or writes it handles such grids.
    synonyms: ['corner-point', 'CpGrid', 'cpgridmanager', 'cpg_model', 'GRDECL', 'pillar grid', 'EGRID'],
  }),
  grids({
    id: 'unstructured-grid',
    label: 'Unstructured grids',
    definition: 'Meshes of arbitrary cell shapes and connectivity, such as triangles, tetrahedra or general polyhedra.',
    synonyms: ['unstructured', 'tetrahedral', 'polyhedral'],
  }),
  grids({
    id: 'adaptive-refinement',
    label: 'Adaptive and local refinement',
    definition: 'Refines the grid locally, once or as the solution evolves, where more resolution is needed.',
    synonyms: ['adaptive mesh refinement', 'AMR', 'local grid refinement', 'LGR', 'OcTree', 'QuadTree', 'quadtree'],
  }),
  grids({
    id: 'mixed-dimensional',
    label: 'Mixed-dimensional grids',
    definition: 'Represents fractures or faults as lower-dimensional cells coupled to the surrounding matrix cells.',
    synonyms: ['mixed-dimensional', 'lower-dimensional', 'embedded discrete fracture', 'EDFM'],
  }),
  grids({
    id: 'voxel-grid',
    label: 'Image (voxel) grids',
    definition: 'Computes directly on the voxels of a segmented 2D or 3D image of the rock.',
    synonyms: ['voxel', 'voxel grid', 'segmented 3D images', 'voxel images', 'voxel arrays'],
  }),

  parallelism({
    id: 'mpi',
    label: 'MPI (distributed memory)',
    definition: 'Splits the domain over processes that exchange data through the Message Passing Interface, across the nodes of a cluster.',
    synonyms: ['MPI', 'distributed-memory', 'distributed memory'],
  }),
  parallelism({
    id: 'threads',
    label: 'Threads (shared memory)',
    definition: 'Runs work on several cores of one machine that share memory, e.g. with OpenMP or a thread pool.',
    synonyms: [
      'OpenMP',
      'multithreaded',
      'multi-threaded',
      'threaded',
      'threads',
      'shared-memory',
      'shared memory',
      'multi-core',
      'multicore',
    ],
  }),
  parallelism({
    id: 'gpu',
    label: 'GPU',
    definition: 'Runs part of the computation, often the linear solver, on graphics processors.',
    synonyms: ['GPU', 'GPUs', 'CUDA', 'graphics processors'],
  }),
  parallelism({
    id: 'task-parallel',
    label: 'Parallel model runs',
    definition: 'Spreads independent tasks or model runs, such as ensemble members, over cores or machines.',
    synonyms: ['Dask', 'multiprocessing', 'run manager', 'batch jobs'],
  }),
  parallelism({
    id: 'partitioning',
    label: 'Domain partitioning',
    definition: 'Divides the grid among processes with a graph partitioner to balance the load of a parallel run.',
    synonyms: [
      'METIS',
      'ParMETIS',
      'PT-Scotch',
      'Zoltan',
      'load balancing',
      'domain partitioning',
      'mesh partitioning',
      'graph partitioning',
    ],
  }),

  interfaces({
    id: 'python',
    label: 'Python',
    definition: 'Can be set up, run or extended from Python, as a package or through bindings.',
    synonyms: ['Python', 'PyPI', 'pip', 'pybind11'],
  }),
  interfaces({
    id: 'python-data',
    label: 'NumPy and pandas data',
    definition: 'Hands data over as NumPy arrays or pandas DataFrames, so results go straight into Python analysis.',
    broader: 'python',
    synonyms: ['NumPy', 'pandas', 'DataFrame', 'DataFrames'],
  }),
  interfaces({
    id: 'julia',
    label: 'Julia',
    definition: 'Is written in or can be driven from the Julia language.',
    synonyms: ['Julia', '.jl'],
  }),
  interfaces({
    id: 'matlab',
    label: 'MATLAB / GNU Octave',
    definition: 'Models are scripted in MATLAB or its free counterpart GNU Octave.',
    // MATLAB among output formats or post-processors is a program that reads the results, not a way to drive the tool.
    fields: ['api_integrations'],
    synonyms: ['MATLAB', 'Octave'],
  }),
  interfaces({
    id: 'cpp-library',
    label: 'C/C++ library',
    definition: 'Can be linked into another program as a library with a C or C++ interface.',
    synonyms: ['C++ library', 'C++ API', 'C++ interface', 'C++, C and Fortran', 'library interfaces'],
  }),
  interfaces({
    id: 'command-line',
    label: 'Command line',
    definition: 'Runs as a program from a terminal or a batch script, with its options given as arguments or in a file.',
    synonyms: ['command-line', 'command line', 'CLI', 'single-command'],
  }),
  interfaces({
    id: 'input-files',
    label: 'Text input files',
    definition: 'A model is described in a text input file (keywords, XML, YAML or JSON) that the program reads.',
    // Only where the record names how the tool is driven: elsewhere "input files" are often another program's.
    fields: ['api_integrations'],
    synonyms: [
      'input file',
      'input files',
      'input specification',
      'keyword-block',
      'XML input',
      'YAML input',
      'YAML configuration',
      'parameter files',
      'configuration file',
      'run scripts',
    ],
  }),
  interfaces({
    id: 'bmi',
    label: 'Basic Model Interface (BMI)',
    definition: 'Exposes the CSDMS Basic Model Interface, so other codes can step it and exchange variables with it.',
    synonyms: ['BMI', 'Basic Model Interface'],
  }),
  interfaces({
    id: 'container',
    label: 'Container images',
    definition: 'Is distributed as a container image, e.g. for Docker, with its dependencies installed.',
    synonyms: ['Docker', 'container image', 'container images'],
  }),

  formats({
    id: 'eclipse-deck',
    label: 'ECLIPSE input deck',
    definition: 'Reads or writes the keyword-based .DATA input deck of the ECLIPSE simulator, the de facto industry format.',
    synonyms: ['ECLIPSE input', 'ECLIPSE-format input', 'ECLIPSE input deck', '.DATA', 'GRDECL', 'deckformat'],
  }),
  formats({
    id: 'eclipse-output',
    label: 'ECLIPSE result files',
    definition: 'Reads or writes ECLIPSE-style binary results: grid (EGRID), initial (INIT), restart (UNRST) and summary files.',
    synonyms: ['EGRID', 'UNRST', 'UNSMRY', 'SMSPEC', 'ECLIPSE binary', 'ECLIPSE-compatible binary', 'ECLIPSE-style binary'],
  }),
  formats({
    id: 'resqml',
    label: 'RESQML',
    definition: 'Reads or writes RESQML, the Energistics exchange standard for earth models (EPC packages with HDF5 arrays).',
    synonyms: ['RESQML'],
  }),
  formats({
    id: 'vtk',
    label: 'VTK',
    definition: 'Reads or writes VTK files (legacy or XML such as VTU and PVD), which ParaView and VisIt open.',
    synonyms: ['VTK', 'VTU', 'PVD', 'VTS', 'pyevtk'],
  }),
  formats({
    id: 'hdf5',
    label: 'HDF5',
    definition: 'Reads or writes HDF5, a self-describing binary container for large arrays.',
    synonyms: ['HDF5', '.h5'],
  }),
  formats({
    id: 'netcdf',
    label: 'NetCDF',
    definition: 'Reads or writes NetCDF, the array format common in the earth and climate sciences.',
    synonyms: ['NetCDF'],
  }),
  formats({
    id: 'gmsh',
    label: 'Gmsh',
    definition: 'Reads or writes the mesh (.msh) or geometry (.geo) files of the Gmsh mesh generator.',
    synonyms: ['Gmsh', '.msh', 'MSH'],
  }),
  formats({
    id: 'exodus',
    label: 'Exodus II',
    definition: 'Reads or writes Exodus II, the finite-element mesh and results format of Sandia’s tools such as Cubit.',
    synonyms: ['Exodus', 'ExodusII', '.exo'],
  }),
  formats({
    id: 'csv',
    label: 'CSV tables',
    definition: 'Reads or writes plain comma-separated tables.',
    synonyms: ['CSV'],
  }),
  formats({
    id: 'seg-y',
    label: 'SEG-Y',
    definition: 'Reads or writes seismic data in the SEG-Y format.',
    synonyms: ['SEG-Y', 'segyio'],
  }),
  formats({
    id: 'well-logs',
    label: 'Well-log files (LAS, DLIS)',
    definition: 'Reads or writes well logs in the Log ASCII Standard or the binary DLIS/LIS formats.',
    synonyms: ['LAS', 'lasio', 'DLIS', 'LIS79'],
  }),
  formats({
    id: 'json',
    label: 'JSON',
    definition: 'Reads or writes model descriptions or data as JSON documents.',
    synonyms: ['JSON'],
  }),
  formats({
    id: 'zmap',
    label: 'ZMAP grids',
    definition: 'Reads or writes surfaces and gridded maps in the ZMAP format common in geoscience software.',
    synonyms: ['ZMAP', '.zmap'],
  }),
  formats({
    id: 'openfoam-case',
    label: 'OpenFOAM case files',
    definition: 'Reads or writes OpenFOAM case dictionaries and field files.',
    synonyms: ['OpenFOAM case', 'OpenFOAM field', 'foam loader'],
  }),
  formats({
    id: 'tough-input',
    label: 'TOUGH input files',
    definition: 'Reads or writes the input files (MESH, INCON, data files) of the TOUGH family of simulators.',
    synonyms: ['TOUGH input', 'TOUGH2 data', 'TOUGH MESH'],
  }),
  formats({
    id: 'modflow-input',
    label: 'MODFLOW input files',
    definition: 'Reads or writes the input and output files of the MODFLOW family of groundwater models.',
    synonyms: ['MODFLOW input', 'MODFLOW 6 input', 'MODFLOW family input', 'MODFLOW binary', 'MODFLOW 6 block-structured'],
  }),
  formats({
    id: 'nexus-deck',
    label: 'Nexus input deck',
    definition: 'Reads or writes the input decks of the Nexus reservoir simulator.',
    synonyms: ['Nexus model', 'Nexus ASCII', 'Nexus input', 'Nexus VDB', 'Nexus CORP'],
  }),
  formats({
    id: 'rms-formats',
    label: 'RMS and Irap formats',
    definition: 'Reads or writes the grid and surface formats of the RMS modelling suite, such as ROFF and Irap surfaces.',
    synonyms: ['ROFF', 'Irap', 'RMS/Roxar'],
  }),

  workflows({
    id: 'data-assimilation',
    label: 'History matching and data assimilation',
    definition: 'Conditions models to observed data, often with ensemble methods such as the ensemble smoother or ES-MDA.',
    synonyms: ['data assimilation', 'history matching', 'ensemble smoother', 'ES-MDA', 'Kalman'],
  }),
  workflows({
    id: 'inversion',
    label: 'Inversion and parameter estimation',
    definition: 'Estimates model parameters from data by minimising a misfit, usually with regularisation.',
    synonyms: [
      'inversion',
      'inversions',
      'inverse modelling',
      'inverse modeling',
      'inverse problems',
      'parameter estimation',
      'Gauss-Newton',
      'Levenberg-Marquardt',
    ],
    // Inverting a matrix or a Laplace transform is arithmetic, not estimating a model from data.
    excluding: ['matrix inversion', 'exact inversion', 'subspace inversion', 'Laplace inversion'],
  }),
  workflows({
    id: 'optimization',
    label: 'Production and design optimization',
    definition: 'Searches for controls or designs, such as well placement or production strategy, that best meet an objective.',
    synonyms: [
      'ensemble-based optimization',
      'EnOpt',
      'production strategy',
      'well placement',
      'sequential linear programming',
      'evolutionary algorithms',
      'optimization algorithms',
    ],
  }),
  workflows({
    id: 'uncertainty-quantification',
    label: 'Uncertainty and sensitivity analysis',
    definition: 'Quantifies how uncertain inputs spread to forecasts and which inputs matter most.',
    synonyms: ['uncertainty analysis', 'uncertainty quantification', 'sensitivity analysis', 'Monte Carlo', 'FOSM'],
  }),
  workflows({
    id: 'geostatistics',
    label: 'Geostatistics',
    definition: 'Describes and simulates the spatial variability of properties with variograms, kriging and stochastic simulation.',
    synonyms: ['geostatistics', 'geostatistical', 'kriging', 'variogram'],
  }),
  workflows({
    id: 'machine-learning',
    label: 'Machine learning',
    definition: 'Trains or uses machine-learning models, e.g. as fast surrogates of simulations or to accelerate a solver.',
    synonyms: ['machine learning', 'machine-learning', 'TensorFlow', 'scikit-learn', 'neural network', 'neural networks'],
  }),
  workflows({
    id: 'visualization',
    label: '3D visualization',
    definition: 'Shows grids, wells and results in interactive 2D or 3D views.',
    synonyms: ['visualization', 'visualisation', '3D views', '3D viewer', 'viewer', 'plots and animations'],
  }),
];
