import { facetTerms } from '../term-definition';

/** The vocabulary's terms of the facet "File formats". */
export const FORMATS_TERMS = facetTerms('formats', [
  {
    id: 'eclipse-deck',
    label: 'ECLIPSE input deck',
    definition: 'Reads or writes the keyword-based .DATA input deck of the ECLIPSE simulator, the de facto industry format.',
    synonyms: ['ECLIPSE input', 'ECLIPSE-format input', 'ECLIPSE input deck', '.DATA', 'GRDECL', 'deckformat'],
  },
  {
    id: 'eclipse-output',
    label: 'ECLIPSE result files',
    definition: 'Reads or writes ECLIPSE-style binary results: grid (EGRID), initial (INIT), restart (UNRST) and summary files.',
    synonyms: ['EGRID', 'UNRST', 'UNSMRY', 'SMSPEC', 'ECLIPSE binary', 'ECLIPSE-compatible binary', 'ECLIPSE-style binary'],
  },
  {
    id: 'resqml',
    label: 'RESQML',
    definition: 'Reads or writes RESQML, the Energistics exchange standard for earth models (EPC packages with HDF5 arrays).',
    synonyms: ['RESQML'],
  },
  {
    id: 'vtk',
    label: 'VTK',
    definition: 'Reads or writes VTK files (legacy or XML such as VTU and PVD), which ParaView and VisIt open.',
    synonyms: ['VTK', 'VTU', 'PVD', 'VTS', 'pyevtk'],
  },
  {
    id: 'hdf5',
    label: 'HDF5',
    definition: 'Reads or writes HDF5, a self-describing binary container for large arrays.',
    synonyms: ['HDF5', '.h5'],
  },
  {
    id: 'netcdf',
    label: 'NetCDF',
    definition: 'Reads or writes NetCDF, the array format common in the earth and climate sciences.',
    synonyms: ['NetCDF'],
  },
  {
    id: 'gmsh',
    label: 'Gmsh',
    definition: 'Reads or writes the mesh (.msh) or geometry (.geo) files of the Gmsh mesh generator.',
    synonyms: ['Gmsh', '.msh', 'MSH'],
  },
  {
    id: 'exodus',
    label: 'Exodus II',
    definition: 'Reads or writes Exodus II, the finite-element mesh and results format of Sandia’s tools such as Cubit.',
    synonyms: ['Exodus', 'ExodusII', '.exo'],
  },
  {
    id: 'csv',
    label: 'CSV tables',
    definition: 'Reads or writes plain comma-separated tables.',
    synonyms: ['CSV'],
  },
  {
    id: 'seg-y',
    label: 'SEG-Y',
    definition: 'Reads or writes seismic data in the SEG-Y format.',
    synonyms: ['SEG-Y', 'segyio'],
  },
  {
    id: 'well-logs',
    label: 'Well-log files (LAS, DLIS)',
    definition: 'Reads or writes well logs in the Log ASCII Standard or the binary DLIS/LIS formats.',
    synonyms: ['LAS', 'lasio', 'DLIS', 'LIS79'],
  },
  {
    id: 'json',
    label: 'JSON',
    definition: 'Reads or writes model descriptions or data as JSON documents.',
    synonyms: ['JSON'],
  },
  {
    id: 'zmap',
    label: 'ZMAP grids',
    definition: 'Reads or writes surfaces and gridded maps in the ZMAP format common in geoscience software.',
    synonyms: ['ZMAP', '.zmap'],
  },
  {
    id: 'openfoam-case',
    label: 'OpenFOAM case files',
    definition: 'Reads or writes OpenFOAM case dictionaries and field files.',
    synonyms: ['OpenFOAM case', 'OpenFOAM field', 'foam loader'],
  },
  {
    id: 'tough-input',
    label: 'TOUGH input files',
    definition: 'Reads or writes the input files (MESH, INCON, data files) of the TOUGH family of simulators.',
    synonyms: ['TOUGH input', 'TOUGH2 data', 'TOUGH MESH'],
  },
  {
    id: 'modflow-input',
    label: 'MODFLOW input files',
    definition: 'Reads or writes the input and output files of the MODFLOW family of groundwater models.',
    synonyms: ['MODFLOW input', 'MODFLOW 6 input', 'MODFLOW family input', 'MODFLOW binary', 'MODFLOW 6 block-structured'],
  },
  {
    id: 'nexus-deck',
    label: 'Nexus input deck',
    definition: 'Reads or writes the input decks of the Nexus reservoir simulator.',
    synonyms: ['Nexus model', 'Nexus ASCII', 'Nexus input', 'Nexus VDB', 'Nexus CORP'],
  },
  {
    id: 'rms-formats',
    label: 'RMS and Irap formats',
    definition: 'Reads or writes the grid and surface formats of the RMS modelling suite, such as ROFF and Irap surfaces.',
    synonyms: ['ROFF', 'Irap', 'RMS/Roxar'],
  },
]);
