import { facetTerms } from '../term-definition';

/** The vocabulary's terms of the facet "Grids and meshes". */
export const GRIDS_TERMS = facetTerms('grids', [
  {
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
  },
  {
    id: 'corner-point',
    label: 'Corner-point grids',
    definition: 'Industry grids of hexahedra defined by pillars and corner depths, which follow faults and erosion surfaces.',
    // EGRID is the ECLIPSE corner-point grid file: a tool that reads or writes it handles such grids.
    synonyms: ['corner-point', 'CpGrid', 'cpgridmanager', 'cpg_model', 'GRDECL', 'pillar grid', 'EGRID'],
  },
  {
    id: 'unstructured-grid',
    label: 'Unstructured grids',
    definition: 'Meshes of arbitrary cell shapes and connectivity, such as triangles, tetrahedra or general polyhedra.',
    synonyms: ['unstructured', 'tetrahedral', 'polyhedral'],
  },
  {
    id: 'adaptive-refinement',
    label: 'Adaptive and local refinement',
    definition: 'Refines the grid locally, once or as the solution evolves, where more resolution is needed.',
    synonyms: ['adaptive mesh refinement', 'AMR', 'local grid refinement', 'LGR', 'OcTree', 'QuadTree', 'quadtree'],
  },
  {
    id: 'mixed-dimensional',
    label: 'Mixed-dimensional grids',
    definition: 'Represents fractures or faults as lower-dimensional cells coupled to the surrounding matrix cells.',
    synonyms: ['mixed-dimensional', 'lower-dimensional', 'embedded discrete fracture', 'EDFM'],
  },
  {
    id: 'voxel-grid',
    label: 'Image (voxel) grids',
    definition: 'Computes directly on the voxels of a segmented 2D or 3D image of the rock.',
    synonyms: ['voxel', 'voxel grid', 'segmented 3D images', 'voxel images', 'voxel arrays'],
  },
]);
