import type { HarvestHost } from './harvest-hosts';

/** A repository on a harvested host: its path there and its web address. */
export interface RepositoryLocation {
  host: HarvestHost;
  /** 'OPM/opm-simulators' on GitHub; a GitLab project's full path, groups included: 'dumux-repositories/dumux'. */
  path: string;
  /** 'https://github.com/OPM/opm-simulators': where links to its tags start. */
  webUrl: string;
}

export type Located = { location: RepositoryLocation } | { skipped: string };

/**
 * Where a tool's sourceCodeRepository points, or why the harvester cannot read it: no link, a host not in
 * HARVEST_HOSTS, a link that names no repository. Extra path after the repository ('/tree/main', GitLab's '/-/...')
 * and a '.git' ending are ignored.
 */
export function locateRepository(link: string | null, hosts: readonly HarvestHost[]): Located {
  if (link === null || link.trim() === '') return { skipped: 'It has no source code repository link.' };
  const url = URL.parse(link.trim());
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return { skipped: 'Its source code repository link is not a web address.' };
  }
  const name = url.hostname.toLowerCase();
  const host = hosts.find((candidate) => candidate.host === name || `www.${candidate.host}` === name);
  if (!host) return { skipped: `${name} is not a harvested host (HARVEST_HOSTS).` };
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const end = host.kind === 'github' ? 2 : segments.includes('-') ? segments.indexOf('-') : segments.length;
  const parts = segments.slice(0, end).map((segment, i, all) => (i === all.length - 1 ? segment.replace(/\.git$/i, '') : segment));
  if (parts.length < 2 || parts.some((part) => part === '')) {
    return { skipped: `Its source code repository link does not name a repository on ${host.host}.` };
  }
  return { location: { host, path: parts.join('/'), webUrl: `${url.origin}/${parts.join('/')}` } };
}
