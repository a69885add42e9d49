import { Classes } from '@blueprintjs/core';
import { expiryText, formatJobDateShort } from '@rsd/core';

/** 'Expires in n days', 'Expires tomorrow', or 'Expired' with the date in the error colour; nothing without a date. */
export function ExpiryLine({ expiresAt, now }: { expiresAt: string | null; now: Date }) {
  const expiry = expiryText(expiresAt, now);
  if (!expiry) return null;
  if (!expiry.expired) return <span className="job-expiry">{expiry.text}</span>;
  return (
    <span className={`job-expiry is-expired ${Classes.INTENT_DANGER}`}>
      {expiry.text} <time dateTime={expiresAt ?? undefined}>{formatJobDateShort(expiresAt)}</time>
    </span>
  );
}
