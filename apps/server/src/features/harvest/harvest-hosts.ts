/** Which API a host speaks: GitHub's REST API v3 or GitLab's REST API v4. */
export type ForgeKind = 'github' | 'gitlab';

/** A repository host the harvester reads, from HARVEST_HOSTS. */
export interface HarvestHost {
  /** The host of repository links, lower-cased: 'github.com', 'git.iws.uni-stuttgart.de'. */
  host: string;
  /** The API's base URL, without a trailing slash: 'https://api.github.com', 'https://gitlab.com/api/v4'. */
  apiBase: string;
  kind: ForgeKind;
  /** Sent with every request to this host: GITHUB_TOKEN to github.com, GITLAB_TOKEN to gitlab.com, none elsewhere. */
  token?: string;
}

export const DEFAULT_HARVEST_HOSTS = 'github.com=https://api.github.com,gitlab.com=https://gitlab.com/api/v4';

export const HARVEST_HOSTS_MESSAGE =
  'HARVEST_HOSTS must be a comma-separated list of host=apiBase, e.g. github.com=https://api.github.com,git.example.org=https://git.example.org/api/v4 (an apiBase ending in /api/v4 is a GitLab).';

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A GitLab's API is at /api/v4 (gitlab.com and every self-hosted instance); anything else speaks GitHub's (GitHub Enterprise's /api/v3). */
const kindOf = (apiBase: URL): ForgeKind => (apiBase.pathname.endsWith('/api/v4') ? 'gitlab' : 'github');

/** HARVEST_HOSTS read into hosts; undefined when any entry cannot be read. A host named twice keeps its last entry. */
export function parseHarvestHosts(text: string): HarvestHost[] | undefined {
  const hosts = new Map<string, HarvestHost>();
  for (const entry of text.split(',')) {
    const [host = '', apiBase = '', ...rest] = entry.trim().split('=');
    const name = host.trim().toLowerCase();
    const url = URL.parse(apiBase.trim().replace(/\/+$/, ''));
    const plain = url !== null && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
    if (rest.length > 0 || !HOST_NAME.test(name) || !plain || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
    const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    hosts.set(name, { host: name, apiBase: base, kind: kindOf(url) });
  }
  return [...hosts.values()];
}

/** The tokens go to the hosts they were made for, never to another instance (a self-hosted GitLab is read anonymously). */
export const withTokens = (hosts: readonly HarvestHost[], tokens: { github?: string; gitlab?: string }): HarvestHost[] =>
  hosts.map((host) => {
    const token = host.host === 'github.com' ? tokens.github : host.host === 'gitlab.com' ? tokens.gitlab : undefined;
    return token === undefined ? host : { ...host, token };
  });
