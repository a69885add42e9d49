import { capabilityVocabulary } from '@rsd/core';
import type { ContractHandlers } from '../../http/contract';

/** The vocabulary is core's data, the same for every request: built once, validated and tagged by the mount. */
export function capabilitiesRoutes(): Pick<ContractHandlers, 'getCapabilities'> {
  const vocabulary = capabilityVocabulary();
  return { getCapabilities: () => Promise.resolve(vocabulary) };
}
