/**
 * The day the reference facts (65 tools, each fact read from the tool's own repository or documentation) were checked
 * into this seed. The reference dates no tool on its own, so every tool seeded from it records this day as the day its
 * facts were verified.
 */
export const REFERENCE_FACTS_VERIFIED_ON = '2026-11-27';
