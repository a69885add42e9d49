import type { CodeSplittingGroup } from 'rolldown';

const fromPackages = (names: readonly string[]): RegExp =>
  new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

/**
 * How the code home needs before it runs is cut into files: libraries that change together, apart from the
 * app's own code, so a release of the app leaves the cached libraries valid. Only modules of the first load
 * are grouped ('$initial'); what only other routes use stays in their lazy chunks.
 */
export const INITIAL_CHUNK_GROUPS: CodeSplittingGroup[] = [
  { name: 'react', test: fromPackages(['react', 'react-dom', 'scheduler']), tags: ['$initial'], priority: 5 },
  {
    name: 'router',
    test: fromPackages(['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser']),
    tags: ['$initial'],
    priority: 4,
  },
  {
    name: 'blueprint',
    test: fromPackages([
      '@blueprintjs/core',
      '@blueprintjs/icons',
      'classnames',
      'react-transition-group',
      'dom-helpers',
      '@popperjs/core',
      'react-popper',
      'tslib',
    ]),
    tags: ['$initial'],
    priority: 3,
  },
  // Dexie's chunk is the one the sync worker imports too (data/sync/spawn-worker.ts): Dexie alone, no app code.
  { name: 'dexie', test: fromPackages(['dexie']), tags: ['$initial'], priority: 6 },
  {
    name: 'data',
    test: fromPackages(['@tanstack/query-core', '@tanstack/react-query', 'zustand', 'zod', 'date-fns']),
    tags: ['$initial'],
    priority: 2,
  },
  { name: 'app', tags: ['$initial'], priority: 1 },
];

const fromCore = (folders: readonly string[]): RegExp =>
  new RegExp(`[\\\\/]packages[\\\\/]core[\\\\/]src[\\\\/](?:${folders.join('|')})[\\\\/.]`);

/**
 * Lazy modules kept together that would otherwise each be a chunk of their own: every lazy chunk's name is in the
 * entry's preload map, first-screen code (about 20 bytes gzip each).
 */
export const LAZY_CHUNK_GROUPS: CodeSplittingGroup[] = [
  // zod has a chunk of its own, and the capabilities' group takes none of their dependencies (zod, core's common
  // schemas): the API client and the forms, which home loads once idle (on a first visit, before its count), then load
  // zod without the capability vocabulary (about 7 KB gzip). Core's base schemas, which import zod alone, go with it:
  // left to the bundler, Timestamp went into the records' chunk, which imports the capabilities' chunk, which imported
  // Timestamp back from it, and the admin's edit page read it undefined (scripts/bundle/chunk-cycles.ts).
  {
    name: 'zod',
    test: new RegExp(
      [fromPackages(['zod']).source, fromCore(['schemas/common', 'schemas/timestamp', 'schemas/organization-ref']).source].join('|'),
    ),
    priority: 1,
  },
  { name: 'capabilities', test: fromCore(['capabilities']), includeDependenciesRecursively: false },
  { name: 'subscription', test: fromCore(['schemas/subscription', 'api/subscription-link-endpoints']) },
  // The global search's dialog reads what the jobs screen reads (its queries, the jobs kept on the device, core's job
  // rules; the technologies are read by its worker now) and draws Blueprint's Dialog, as Cite and the back-office do: shared, each would
  // become a chunk of its own, a name each in the entry's preload map. Kept together, and the Dialog with the Overlay2
  // every overlay already loads, they add one. Not the learning pool's rules: the detail page would load these reads.
  {
    name: 'reads',
    includeDependenciesRecursively: false,
    test: new RegExp(
      [
        /[\\/]renderer[\\/]src[\\/]features[\\/](?:jobs|technologies)[\\/]queries\./.source,
        /[\\/]renderer[\\/]src[\\/]data[\\/]local[\\/]/.source,
        fromCore(['jobs']).source,
      ].join('|'),
    ),
  },
  // The learning pool's rules, which the detail page, compare and the learning pool share: one chunk, as before the
  // search came (the search's worker has its own copy, in its file).
  {
    name: 'derive-learning-resources',
    includeDependenciesRecursively: false,
    test: fromCore(['learning', 'normalize/learning-resources']),
  },
  { name: 'overlay2', test: /[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/](?:dialog|overlay2)[\\/]/ },
];
