import { escapeHtml } from '../features/discovery/escape-html';
import { SITE_TITLE } from '../features/discovery/site-paths';

/** A mail's subject and bodies; the caller adds the recipient and any headers. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A named link: "label: link" in the text body, an anchor on the label in the HTML. */
interface Link {
  label: string;
  link: string;
}

/**
 * One paragraph per entry in both bodies (a bare link, or a list of named links); every string is escaped in the
 * HTML, stored names included.
 */
type Part = string | { link: string } | { heading: string; items: readonly Link[] };

const anchor = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

function textOf(part: Part): string {
  if (typeof part === 'string') return part;
  if ('link' in part) return part.link;
  return [part.heading, ...part.items.map(({ label, link }) => `- ${label}: ${link}`)].join('\n');
}

function htmlOf(part: Part): string {
  if (typeof part === 'string') return `<p>${escapeHtml(part)}</p>`;
  if ('link' in part) return `<p>${anchor(part.link, part.link)}</p>`;
  const items = part.items.map(({ label, link }) => `<li>${anchor(link, label)}</li>`).join('');
  return `<h2>${escapeHtml(part.heading)}</h2><ul>${items}</ul>`;
}

function render(subject: string, parts: readonly Part[]): MailContent {
  const text = parts.map(textOf).join('\n\n');
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${parts.map(htmlOf).join('')}</body></html>`;
  return { subject, text: `${text}\n`, html };
}

/**
 * The double opt-in mail. It names only the address it was sent to: the name and company fields of the form are
 * never echoed, since forms used to flood a mailbox fill them with the flooder's text.
 */
export function confirmationMail({ email, confirmUrl }: { email: string; confirmUrl: string }): MailContent {
  return render(`Confirm your subscription to the ${SITE_TITLE}`, [
    `Someone, hopefully you, asked for updates from the ${SITE_TITLE} to be sent to ${email}.`,
    'To confirm, open this link and press Confirm (it works for 7 days):',
    { link: confirmUrl },
    'If you did not ask for this, ignore this mail: nothing will be sent to you.',
  ]);
}

/** A simulator or technology in a digest: its stored name, whether it is new in the window, and its page. */
export interface DigestEntry {
  name: string;
  added: boolean;
  url: string;
}

export interface DigestContent {
  simulators: readonly DigestEntry[];
  technologies: readonly DigestEntry[];
  /** `<origin>/about#subscriptions`: what is kept, why and for how long. */
  aboutUrl: string;
  /** The unsubscribe page with this subscriber's token. */
  unsubscribeUrl: string;
}

const entryLink = ({ name, added, url }: DigestEntry): Link => ({ label: `${name} (${added ? 'new' : 'updated'})`, link: url });

/**
 * The digest: the simulators and technologies added or updated since the subscriber's last one, each with its page,
 * and a footer that says why it came, what is kept, and how to leave. Names are stored text, escaped like the rest.
 */
export function digestMail({ simulators, technologies, aboutUrl, unsubscribeUrl }: DigestContent): MailContent {
  const sections: Part[] = [];
  if (simulators.length > 0) sections.push({ heading: 'Simulators', items: simulators.map(entryLink) });
  if (technologies.length > 0) sections.push({ heading: 'Technologies', items: technologies.map(entryLink) });
  return render(`What changed in the ${SITE_TITLE}`, [
    `Added or updated in the ${SITE_TITLE} since your last digest (or, for the first, since you confirmed):`,
    ...sections,
    `You get this mail because you subscribed to updates from the ${SITE_TITLE} with this address and confirmed it. ` +
      'Your address, and the name and company you gave, are kept only to send this digest; what is kept and for how long:',
    { link: aboutUrl },
    'To stop these mails, unsubscribe here:',
    { link: unsubscribeUrl },
  ]);
}
