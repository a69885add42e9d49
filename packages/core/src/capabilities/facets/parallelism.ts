import { facetTerms } from '../term-definition';

/** The vocabulary's terms of the facet "Parallelism and hardware". */
export const PARALLELISM_TERMS = facetTerms('parallelism', [
  {
    id: 'mpi',
    label: 'MPI (distributed memory)',
    definition: 'Splits the domain over processes that exchange data through the Message Passing Interface, across the nodes of a cluster.',
    synonyms: ['MPI', 'distributed-memory', 'distributed memory'],
  },
  {
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
  },
  {
    id: 'gpu',
    label: 'GPU',
    definition: 'Runs part of the computation, often the linear solver, on graphics processors.',
    synonyms: ['GPU', 'GPUs', 'CUDA', 'graphics processors'],
  },
  {
    id: 'task-parallel',
    label: 'Parallel model runs',
    definition: 'Spreads independent tasks or model runs, such as ensemble members, over cores or machines.',
    synonyms: ['Dask', 'multiprocessing', 'run manager', 'batch jobs'],
  },
  {
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
  },
]);
