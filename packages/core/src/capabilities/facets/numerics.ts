import { facetTerms } from '../term-definition';

/** The vocabulary's terms of the facet "Numerical methods". */
export const NUMERICS_TERMS = facetTerms('numerics', [
  {
    id: 'finite-volume',
    label: 'Finite volume',
    definition: 'Discretises conservation laws by balancing fluxes across the faces of control volumes, so mass is conserved cell by cell.',
    synonyms: ['finite volume', 'FVM', 'FV', 'control volume', 'control-volume'],
  },
  {
    id: 'tpfa',
    label: 'Two-point flux approximation (TPFA)',
    definition: 'Finite-volume flux between two cells from their two pressures and a transmissibility, exact only on K-orthogonal grids.',
    broader: 'finite-volume',
    synonyms: ['TPFA', 'two-point flux'],
  },
  {
    id: 'mpfa',
    label: 'Multipoint flux approximation (MPFA)',
    definition:
      'Finite-volume flux built from several surrounding cell pressures, consistent on skewed grids and for full permeability tensors.',
    broader: 'finite-volume',
    synonyms: ['MPFA', 'AvgMPFA', 'multipoint flux', 'multi-point flux'],
  },
  {
    id: 'finite-element',
    label: 'Finite element',
    definition: 'Approximates the solution by piecewise polynomials on mesh elements and solves a weak (Galerkin) form of the equations.',
    synonyms: ['finite element', 'finite elements', 'FEM', 'FE', 'Galerkin', 'Taylor-Hood'],
  },
  {
    id: 'discontinuous-galerkin',
    label: 'Discontinuous Galerkin',
    definition: 'Finite elements whose polynomials may jump between elements, coupled through numerical fluxes on their faces.',
    broader: 'finite-element',
    synonyms: ['discontinuous Galerkin', 'DG', 'DG_Modal', 'enriched Galerkin'],
  },
  {
    id: 'mixed-mimetic',
    label: 'Mixed and mimetic methods',
    definition:
      'Discretise velocity and pressure together (mixed finite elements, mimetic finite differences), giving conservative fluxes on general cells.',
    synonyms: ['mixed finite element', 'mixed-hybrid', 'mimetic', 'Raviart-Thomas', 'RT0', 'MFD3D'],
  },
  {
    id: 'virtual-element',
    label: 'Virtual element method',
    definition: 'Generalises finite elements to arbitrary polygonal and polyhedral cells without building basis functions explicitly.',
    synonyms: ['virtual element', 'VEM', 'vemmech'],
  },
  {
    id: 'fully-implicit',
    label: 'Fully implicit',
    definition: 'Solves all unknowns of a time step together with Newton’s method, which stays stable at large time steps.',
    synonyms: ['fully implicit', 'global implicit', 'GIMRT'],
  },
  {
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
  },
  {
    id: 'automatic-differentiation',
    label: 'Automatic differentiation',
    definition:
      'Obtains exact Jacobians and derivatives by differentiating the code that evaluates the residual, not by hand or by finite differences.',
    synonyms: ['automatic differentiation', 'AD', 'autodiff'],
  },
  {
    id: 'adjoint',
    label: 'Adjoint gradients',
    definition: 'Computes the gradient of an objective with respect to many parameters at the cost of one extra backward simulation.',
    synonyms: ['adjoint', 'adjoints'],
  },
  {
    id: 'multiscale',
    label: 'Multiscale methods',
    definition: 'Solves pressure on a coarse grid with basis functions computed on the fine grid, then reconstructs fine-scale fluxes.',
    synonyms: ['MsRSB', 'MsFV', 'MsMFE', 'multiscale methods', 'multiscale finite volume', 'multiscale finite element'],
  },
  {
    id: 'algebraic-multigrid',
    label: 'Algebraic multigrid',
    definition: 'Linear solver or preconditioner that builds its coarse levels from the matrix alone, often the pressure stage of CPR.',
    synonyms: ['AMG', 'algebraic multigrid', 'BoomerAMG', 'PyAMG', 'Trilinos-ML'],
  },
]);
