import { facetTerms } from '../term-definition';

/** The vocabulary's terms of the facet "Workflows and analysis". */
export const WORKFLOWS_TERMS = facetTerms('workflows', [
  {
    id: 'data-assimilation',
    label: 'History matching and data assimilation',
    definition: 'Conditions models to observed data, often with ensemble methods such as the ensemble smoother or ES-MDA.',
    synonyms: ['data assimilation', 'history matching', 'ensemble smoother', 'ES-MDA', 'Kalman'],
  },
  {
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
  },
  {
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
  },
  {
    id: 'uncertainty-quantification',
    label: 'Uncertainty and sensitivity analysis',
    definition: 'Quantifies how uncertain inputs spread to forecasts and which inputs matter most.',
    synonyms: ['uncertainty analysis', 'uncertainty quantification', 'sensitivity analysis', 'Monte Carlo', 'FOSM'],
  },
  {
    id: 'geostatistics',
    label: 'Geostatistics',
    definition: 'Describes and simulates the spatial variability of properties with variograms, kriging and stochastic simulation.',
    synonyms: ['geostatistics', 'geostatistical', 'kriging', 'variogram'],
  },
  {
    id: 'machine-learning',
    label: 'Machine learning',
    definition: 'Trains or uses machine-learning models, e.g. as fast surrogates of simulations or to accelerate a solver.',
    synonyms: ['machine learning', 'machine-learning', 'TensorFlow', 'scikit-learn', 'neural network', 'neural networks'],
  },
  {
    id: 'visualization',
    label: '3D visualization',
    definition: 'Shows grids, wells and results in interactive 2D or 3D views.',
    synonyms: ['visualization', 'visualisation', '3D views', '3D viewer', 'viewer', 'plots and animations'],
  },
]);
