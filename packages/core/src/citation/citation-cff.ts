import type { Citable } from './citable';
import { spdxLicenseId } from './spdx';

const YAML_ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const yamlChar = (char: string): string => {
  const escape = YAML_ESCAPES[char];
  if (escape) return escape;
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f ? `\\x${code.toString(16).padStart(2, '0')}` : char;
};

/** A YAML double-quoted scalar: every value quoted, so "yes", "1.0" or ": " keep their text. */
export const yamlString = (text: string): string => `"${Array.from(text, yamlChar).join('')}"`;

/** A CITATION.cff (format 1.2.0) for software; absent facts are absent keys. */
export function toCitationCff(item: Citable): string {
  const lines = [
    'cff-version: 1.2.0',
    'message: "If you use this software, please cite it as below."',
    'type: software',
    `title: ${yamlString(item.title)}`,
  ];
  if (item.authors.length > 0) {
    lines.push('authors:', ...item.authors.map((author) => `  - name: ${yamlString(author)}`));
  }
  if (item.version) lines.push(`version: ${yamlString(item.version)}`);
  if (item.date) lines.push(`date-released: ${yamlString(item.date)}`);
  if (item.url) lines.push(`url: ${yamlString(item.url)}`);
  if (item.repository) lines.push(`repository-code: ${yamlString(item.repository)}`);
  // CFF's license must be an SPDX identifier; free text such as "Proprietary (academic)" is left out rather than misfiled.
  const license = spdxLicenseId(item.license);
  if (license) lines.push(`license: ${yamlString(license)}`);
  if (item.abstract) lines.push(`abstract: ${yamlString(item.abstract)}`);
  if (item.keywords && item.keywords.length > 0) {
    lines.push('keywords:', ...item.keywords.map((keyword) => `  - ${yamlString(keyword)}`));
  }
  return `${lines.join('\n')}\n`;
}
