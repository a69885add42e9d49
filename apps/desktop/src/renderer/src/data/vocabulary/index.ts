/**
 * The capability vocabulary for the screens (filters, the matrix): the server's, kept in the cache for offline
 * starts, else core's own. Its own part, loaded only with the screens that use it: the vocabulary's data and the
 * public reads' table stay out of the first screen's chunks.
 */
export { useCapabilityVocabulary } from './use-capability-vocabulary';
