import { isWebLink } from '../links/web-link';

/**
 * The Sources section's one rule: an evidence entry, as the facts file writes it, cut into text and links. Joined
 * back, the parts are the entry unchanged; only what names a place in a repository (a file or folder at a commit or
 * tag, a tag, the repository itself, an issue) or a web address becomes a link, and free text stays text.
 */

/** A piece of an evidence entry: a link when `href` is set. */
export interface EvidencePart {
  text: string;
  href: string | null;
}

/** Where a repository lives, and so how its pages are addressed. */
interface Repository {
  forge: 'github' | 'gitlab';
  /** 'https://github.com', 'https://gitlab.com', ... */
  origin: string;
  /** 'owner/name' (GitLab: 'group/subgroup/name'). */
  path: string;
}

/** Self-hosted GitLabs whose name does not say so; a host named gitlab.* is one too. */
const GITLAB_HOSTS = new Set(['gitlab.com', 'git.iws.uni-stuttgart.de']);

const githubRepository = (path: string): Repository => ({ forge: 'github', origin: 'https://github.com', path });

/** A web address's host and path (core has no URL class: it runs without the DOM or Node). */
const WEB_ADDRESS = /^https?:\/\/(?:[^/?#@]*@)?([^/?#:]+)(?::\d+)?(\/[^?#]*)?/i;

/** The tool's own repository (its sourceCodeRepository), when it is on GitHub or a GitLab; null otherwise. */
function homeRepository(sourceCodeRepository: string | null): Repository | null {
  const address = isWebLink(sourceCodeRepository) ? WEB_ADDRESS.exec(sourceCodeRepository.trim()) : null;
  if (!address) return null;
  const host = address[1]!.toLowerCase();
  // A GitLab page below the project ('/-/tree/main') is not part of its path.
  const segments = (address[2] ?? '').split('/-/')[0]!.split('/').filter(Boolean);
  const last = segments.length - 1;
  if (last >= 0) segments[last] = segments[last]!.replace(/\.git$/, '');
  if (host === 'github.com' || host === 'www.github.com') {
    return segments.length >= 2 ? githubRepository(`${segments[0]}/${segments[1]}`) : null;
  }
  if (GITLAB_HOSTS.has(host) || host.startsWith('gitlab.')) {
    return segments.length >= 2 ? { forge: 'gitlab', origin: `https://${host}`, path: segments.join('/') } : null;
  }
  return null;
}

/**
 * The repository an 'owner/name' in an entry names. The reference facts were read from GitHub, so a name is GitHub's
 * unless it is the tool's own repository on a GitLab (its whole path): DuMux's GitHub mirror 'dumux/dumux' and the
 * third-party copy 'roderickperez/open-DARTS' stay on GitHub, where their commits were read.
 */
function namedRepository(slug: string, home: Repository | null): Repository {
  return home && home.path.toLowerCase() === slug.toLowerCase() ? home : githubRepository(slug);
}

const encodePath = (path: string): string => path.split('/').map(encodeURIComponent).join('/');
const gitlabPart = (repo: Repository) => (repo.forge === 'gitlab' ? '/-' : '');

const repositoryUrl = (repo: Repository): string => `${repo.origin}/${repo.path}`;

/** A file (blob) or a folder (tree) at a commit or tag; the path has no trailing slash. */
const pathUrl = (repo: Repository, ref: string, path: string, folder: boolean): string =>
  `${repositoryUrl(repo)}${gitlabPart(repo)}/${folder ? 'tree' : 'blob'}/${encodePath(ref)}${path ? `/${encodePath(path)}` : ''}`;

/** The tag's own page: GitHub's release page (shown for any tag), GitLab's tag page. */
const tagUrl = (repo: Repository, tag: string): string =>
  repo.forge === 'gitlab' ? `${repositoryUrl(repo)}/-/tags/${encodePath(tag)}` : `${repositoryUrl(repo)}/releases/tag/${encodePath(tag)}`;

const issueUrl = (repo: Repository, issue: string): string => `${repositoryUrl(repo)}${gitlabPart(repo)}/issues/${issue}`;

const OWNER = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const NAME = '[A-Za-z0-9_.-]*[A-Za-z0-9_-]';
const SLUG = `${OWNER}/${NAME}`;
/** A tag as the entries write one: no spaces, ':', parentheses or list separators, and a digit ('v1.3.2', 'GeoChemFoam5.2'). */
const TAG = '[^\\s:(),;]*\\d[^\\s:(),;]*';

/** 'owner/repo@<commit>:' — the paths follow. */
const AT_COMMIT = new RegExp(`^(${SLUG})@([0-9a-f]{7,40}):`);
/** 'owner/repo tree @<commit>: ' — folders at a commit follow. */
const TREE_AT_COMMIT = new RegExp(`^(${SLUG}) tree @([0-9a-f]{7,40}): ?`);
/** 'owner/repo v1.3.2:' — paths at a named ref. */
const AT_REF = new RegExp(`^(${SLUG}) (${TAG}):(?=\\S)`);
/** 'owner/repo tag X', maybe with notes between ('(third-party copy) tag X'), maybe with paths after ': '. */
const SLUG_TAG = new RegExp(`^(${SLUG})((?: \\([^()]*\\))*) (tag (${TAG}))(: ?)?`);
/** 'owner/repo' alone, then anything but more of a name. */
const SLUG_ONLY = new RegExp(`^(${SLUG})(?=$|[\\s:(])`);
/** 'tag X' or 'Name tag X' at the start: a tag of the tool's own repository. */
const OWN_TAG = new RegExp(`^((?:[^\\s/()]+ )?tag (${TAG}))(?=$|[\\s;,])`);

/** A path as the entries write them: a brace list ('src/{a,b}') is one path, commas outside braces separate. */
const PATH = /(?:[^\s,;(){}]|\{[^{}\s]*\})+/y;
/** What may follow a path in a list; anything else ('LICENSE and src headers') ends the list. */
const AFTER_PATH = /$|[,;]|\s\(|\s(?:and|\+)\s|\s-/y;
const LIST_SEPARATOR = /, |; | and /y;
/** A wildcard, brace list or range ('*.F90', '{a,b}', 'Ex1..Ex16') names the folder that holds its matches. */
const PATTERN = /[*{]|\.\./;

class Parts {
  readonly list: EvidencePart[] = [];
  text(text: string) {
    if (text === '') return;
    const last = this.list.at(-1);
    if (last && last.href === null) last.text += text;
    else this.list.push({ text, href: null });
  }
  link(text: string, href: string) {
    this.list.push({ text, href });
  }
}

/** The closing parenthesis matching the one at `open`, or -1 when it never closes. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

interface ResolvedPath {
  path: string;
  folder: boolean;
}

/** '.py' of 'xtgeo/grid.py', '' of 'LICENSE' or 'pylith/faults'. */
const extension = (path: string): string => /\.[^./]+$/.exec(path)?.[0] ?? '';

/**
 * A path of a list, read from the repository's root, except a bare name of the same kind as the path before it
 * ('surface.py' after 'xtgeo/surface/_regsurf_import.py', 'faults' after 'pylith/materials'), which the entries
 * write in that path's folder. 'LITERATURE.md' after 'docs/source/examples.rst' is the repository's own.
 */
function resolvePath(written: string, previous: ResolvedPath | null): ResolvedPath {
  const pattern = PATTERN.exec(written);
  const literal = pattern ? written.slice(0, written.lastIndexOf('/', pattern.index) + 1) : written;
  const folder = pattern !== null || literal.endsWith('/');
  const trimmed = literal.replace(/\/+$/, '');
  const bareName = !pattern && !written.includes('/');
  if (!bareName || previous === null || previous.folder || extension(trimmed) !== extension(previous.path))
    return { path: trimmed, folder };
  return { path: previous.path.slice(0, previous.path.lastIndexOf('/') + 1) + trimmed, folder };
}

const URL_IN_TEXT = /https?:\/\/[^\s'"]+/g;
const TAG_IN_TEXT = new RegExp(`\\btag (${TAG})`, 'g');
const ISSUE_IN_TEXT = new RegExp(`\\b(${SLUG})#(\\d+)\\b`, 'g');

interface Found {
  start: number;
  end: number;
  href: string;
}

/** Parenthesis depth at every position of `text`: a tag named inside a note is not linked. */
function depths(text: string): number[] {
  const result: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ')') depth = Math.max(0, depth - 1);
    result.push(depth);
    if (text[i] === '(') depth++;
  }
  return result;
}

/** Free text after the entry's head: web addresses, issues, and (outside notes) further tags of `repo` become links. */
function readText(text: string, repo: Repository | null, home: Repository | null, parts: Parts): void {
  const found: Found[] = [];
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(/[.,;:)\]]+$/, '');
    if (isWebLink(url)) found.push({ start: match.index, end: match.index + url.length, href: url });
  }
  for (const match of text.matchAll(ISSUE_IN_TEXT)) {
    found.push({ start: match.index, end: match.index + match[0].length, href: issueUrl(namedRepository(match[1]!, home), match[2]!) });
  }
  if (repo) {
    const depth = depths(text);
    for (const match of text.matchAll(TAG_IN_TEXT)) {
      if (depth[match.index] === 0) found.push({ start: match.index, end: match.index + match[0].length, href: tagUrl(repo, match[1]!) });
    }
  }
  let at = 0;
  for (const link of found.toSorted((a, b) => a.start - b.start)) {
    if (link.start < at) continue;
    parts.text(text.slice(at, link.start));
    parts.link(text.slice(link.start, link.end), link.href);
    at = link.end;
  }
  parts.text(text.slice(at));
}

/**
 * Reads the list of paths that starts at `start` (after 'repo@commit:'), each with its note, and links each path
 * at `ref`. `lead` is entry text before the list that joins the first path's link, so the link reads whole
 * ('owner/repo@abc123:README.md'). Returns where the list ended.
 */
function readPaths(
  entry: string,
  start: number,
  lead: string,
  repo: Repository,
  ref: string,
  home: Repository | null,
  parts: Parts,
): number {
  let at = start;
  let previous: ResolvedPath | null = null;
  let first = true;
  for (;;) {
    PATH.lastIndex = at;
    const match = PATH.exec(entry);
    if (!match) break;
    // The head ('repo@commit:') promises a first path, whatever follows it ('src/main.cc header (GPL version 3)').
    const resolved = resolvePath(match[0], previous);
    parts.link(first ? lead + match[0] : match[0], pathUrl(repo, ref, resolved.path, resolved.folder));
    previous = resolved;
    first = false;
    at += match[0].length;
    if (entry.startsWith(' (', at)) {
      const close = closingParen(entry, at + 1);
      if (close < 0) break;
      readText(entry.slice(at, close + 1), repo, home, parts);
      at = close + 1;
    }
    LIST_SEPARATOR.lastIndex = at;
    const separator = LIST_SEPARATOR.exec(entry);
    if (!separator) break;
    // A separator leads on only to another path; 'LICENSE (LGPL v3) and src headers' ends after the note.
    PATH.lastIndex = at + separator[0].length;
    const next = PATH.exec(entry);
    AFTER_PATH.lastIndex = at + separator[0].length + (next?.[0].length ?? 0);
    if (!next || !AFTER_PATH.test(entry)) break;
    parts.text(separator[0]);
    at += separator[0].length;
  }
  if (first) parts.text(lead);
  return at;
}

/**
 * An evidence entry as text and links. `sourceCodeRepository` is the tool's: it gives the repository of an entry
 * that names none ('tag v2406.2 (2024-10-22)', 'MRST tag 2025b'), and the host of one that names it on a GitLab.
 */
export function evidenceParts(entry: string, sourceCodeRepository: string | null): EvidencePart[] {
  const home = homeRepository(sourceCodeRepository);
  const parts = new Parts();
  let rest = 0;
  let repo: Repository | null = null;

  let match: RegExpExecArray | null;
  if ((match = AT_COMMIT.exec(entry)) || (match = TREE_AT_COMMIT.exec(entry)) || (match = AT_REF.exec(entry))) {
    repo = namedRepository(match[1]!, home);
    rest = readPaths(entry, match[0].length, match[0], repo, match[2]!, home, parts);
  } else if ((match = SLUG_TAG.exec(entry))) {
    const [head, slug = '', notes = '', tagText = '', tag = '', colon] = match;
    repo = namedRepository(slug, home);
    if (notes === '') parts.link(`${slug} ${tagText}`, tagUrl(repo, tag));
    else {
      parts.link(slug, repositoryUrl(repo));
      parts.text(`${notes} `);
      parts.link(tagText, tagUrl(repo, tag));
    }
    rest = head.length;
    if (colon !== undefined) {
      parts.text(colon);
      rest = readPaths(entry, head.length, '', repo, tag, home, parts);
    }
  } else if ((match = SLUG_ONLY.exec(entry))) {
    repo = namedRepository(match[1]!, home);
    parts.link(match[1]!, repositoryUrl(repo));
    rest = match[0].length;
  } else if (home && (match = OWN_TAG.exec(entry))) {
    repo = home;
    parts.link(match[1]!, tagUrl(home, match[2]!));
    rest = match[0].length;
  }
  readText(entry.slice(rest), repo, home, parts);
  return parts.list;
}
