import { escapeHtml } from '../features/discovery/escape-html';
import { SITE_TITLE } from '../features/discovery/site-paths';

/** A mail's subject and bodies; the caller adds the recipient and any headers. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** One paragraph per entry in both bodies; every entry is escaped in the HTML, links become anchors. */
type Part = string | { link: string };

function render(subject: string, parts: readonly Part[]): MailContent {
  const text = parts.map((part) => (typeof part === 'string' ? part : part.link)).join('\n\n');
  const paragraphs = parts.map((part) =>
    typeof part === 'string' ? `<p>${escapeHtml(part)}</p>` : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.link)}</a></p>`,
  );
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${paragraphs.join('')}</body></html>`;
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
