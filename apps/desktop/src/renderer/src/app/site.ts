export const SITE_NAME = 'Reservoir Simulation Directory';

/** The meta description of screens that have none of their own (index.html carries the same text). */
export const SITE_DESCRIPTION = 'A community-driven directory of open-source reservoir simulation and subsurface modelling tools.';

export interface NavItem {
  label: string;
  to: string;
}

/** Header links (product rules §2); routes not built yet land on the 404 page until their screens exist. */
export const HEADER_LINKS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Tools', to: '/#tools' },
  { label: 'Compare', to: '/compare' },
  { label: 'Matrix', to: '/matrix' },
  { label: 'Learning Pool', to: '/learning-pool' },
  { label: 'About', to: '/about' },
];

export const HEADER_ACTIONS: NavItem[] = [
  { label: 'Submit Tool', to: '/submit-tool' },
  { label: 'Report Error', to: '/report-error' },
];

export const FOOTER_QUICK_LINKS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Simulation Tools', to: '/#tools' },
  { label: 'Compare Tools', to: '/compare' },
  { label: 'Submit a Tool', to: '/submit-tool' },
];

export const FOOTER_RESOURCES: NavItem[] = [
  { label: 'Learning Pool', to: '/learning-pool' },
  { label: 'Technologies', to: '/technologies' },
  { label: 'Jobs', to: '/jobs' },
  { label: 'Report an Error', to: '/report-error' },
];

export const CONTACT_LINK: NavItem = { label: 'Contact Us', to: '/about#contact' };
