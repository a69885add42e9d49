/** Spec 3: an organisation's role defaults to 'Contributor' (older shape), its url to '#'. */
export const DEFAULT_ORGANIZATION_ROLE = 'Contributor';
export const DEFAULT_ORGANIZATION_URL = '#';
