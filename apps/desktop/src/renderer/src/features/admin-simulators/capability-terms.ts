import { CAPABILITY_FACET_LABELS, capabilityTerm, formatJobDateLong, type CapabilityEvidence } from '@rsd/core';

/** A term's label and facet as the admin reads them; an id this app's vocabulary lacks (a newer server's) shows as itself. */
export function termNames(id: string): { label: string; facet: string | null } {
  const term = capabilityTerm(id);
  return term ? { label: term.label, facet: CAPABILITY_FACET_LABELS[term.facet] } : { label: id, facet: null };
}

/** Who set an admin term and when: 'set by root on January 2, 2026'. */
export const adminEvidenceText = (evidence: Extract<CapabilityEvidence, { source: 'admin' }>): string =>
  `set by ${evidence.by} on ${formatJobDateLong(evidence.at)}`;
