import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as it arrived: who the envelope named, and the message parsed by mailparser. */
export interface ArrivedMail {
  to: string[];
  parsed: ParsedMail;
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port>, for the app's SMTP transport. */
  url: string;
  /** Every mail accepted so far, in order. */
  mails: ArrivedMail[];
  /** Every RCPT TO the server was asked, accepted or not. */
  recipientsAsked: string[];
  /** Addresses answered 550 at RCPT TO (a hard bounce). */
  refuse: Set<string>;
  /** While true, every RCPT TO is answered 451 (a temporary failure). */
  unavailable: boolean;
  /** Addresses answered 451 at RCPT TO (a temporary failure for that recipient only). */
  defer: Set<string>;
  /** Resolves with the `count`th mail (1-based) once it has arrived. */
  nth(count: number): Promise<ArrivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (the smtp-server package), which the app's nodemailer transport talks to
 * over a socket as it would to any mail server. Plain SMTP on loopback: no STARTTLS offered, no authentication asked.
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ArrivedMail[] = [];
  const waiters: Array<() => void> = [];
  const inbox: SmtpInbox = {
    url: '',
    mails,
    recipientsAsked: [],
    refuse: new Set(),
    unavailable: false,
    defer: new Set(),
    nth: (count) =>
      new Promise((resolve) => {
        const check = () => {
          const mail = mails[count - 1];
          if (mail) resolve(mail);
          else waiters.push(check);
        };
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      inbox.recipientsAsked.push(address.address);
      if (inbox.unavailable || inbox.defer.has(address.address))
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      if (inbox.refuse.has(address.address)) return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
          for (const wake of waiters.splice(0)) wake();
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  inbox.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return inbox;
}
