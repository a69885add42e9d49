import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from '../logger';

/** One mail, as the templates make it: both a plain-text and an HTML body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  /** False where mail cannot be delivered (production without SMTP_URL): nothing that needs a mail may be promised. */
  readonly canDeliver: boolean;
  /**
   * Sends or throws: HardBounceError when the receiving server refused the address itself, MailUndeliveredError for
   * anything else (no transport, the server down, a temporary refusal).
   */
  send(message: MailMessage): Promise<void>;
}

/** SMTP_URL, MAIL_FROM and the environment, as config.ts read them. */
export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  nodeEnv: 'development' | 'production' | 'test';
}

/** The address is refused for good (a 5xx answer to RCPT TO): it is marked and never mailed again. */
export class HardBounceError extends Error {
  override name = 'HardBounceError';
}

/** The mail did not leave; trying later may work. */
export class MailUndeliveredError extends Error {
  override name = 'MailUndeliveredError';
}

/** nodemailer's SMTP errors carry the command that failed and the server's reply code. */
function undelivered(err: unknown): Error {
  const { command, responseCode, message } = err as { command?: string; responseCode?: number; message?: string };
  if (command === 'RCPT TO' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) {
    return new HardBounceError(message ?? 'the address was refused', { cause: err });
  }
  return new MailUndeliveredError(message ?? 'the mail could not be sent', { cause: err });
}

/**
 * A confirmation is sent while its subscription's row is locked and the visitor waits: a mail server that hangs must
 * fail the request in seconds (nodemailer waits up to 10 minutes by default), not hold a connection that long.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

function smtpMailer(transporter: Transporter, from: string): Mailer {
  return {
    canDeliver: true,
    send: async ({ to, subject, text, html, headers }) => {
      try {
        await transporter.sendMail({ from, to, subject, text, html, headers });
      } catch (err) {
        throw undelivered(err);
      }
    },
  };
}

/**
 * The mailer SMTP_URL asks for. Without it: in development (and tests that want no mail), each mail is written to the
 * log, so links can be followed by hand; in production nothing can be delivered, which the caller must refuse to
 * promise. Says which at start, once.
 */
export function createMailer(settings: MailSettings, logger: Logger): Mailer {
  if (settings.smtpUrl !== undefined) {
    logger.info({ from: settings.from }, 'mail: sent over SMTP (SMTP_URL)');
    return smtpMailer(createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS }), settings.from);
  }
  if (settings.nodeEnv === 'production') {
    // A warning, not an error: the server runs and serves everything else; only subscribing is refused.
    logger.warn('mail: SMTP_URL is not set, so no mail can be sent: subscriptions are refused until it is');
    return {
      canDeliver: false,
      send: async () => {
        throw new MailUndeliveredError('SMTP_URL is not set');
      },
    };
  }
  logger.info('mail: SMTP_URL is not set, so mails are written to this log instead of sent');
  return logMailer(settings.from, logger);
}

/** Writes each mail (its text, with the links) to the log instead of sending it. */
export function logMailer(from: string, logger: Logger): Mailer {
  return {
    canDeliver: true,
    send: async ({ to, subject, text, headers }) => {
      logger.info({ mail: { from, to, subject, headers, text } }, 'mail written to the log (no SMTP_URL)');
    },
  };
}
