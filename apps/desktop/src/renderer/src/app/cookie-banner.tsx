import { Intent } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { AppTooltip } from '../ui/app-tooltip';
import { PlainButton } from '../ui/plain-button';
import { readCookieConsent, writeCookieConsent, type CookieConsent } from './cookie-consent';

const CLOSE_LABEL = 'Close cookie notice';

/** Shown only while no choice is stored; the close icon (small screens) hides it for this visit only. */
export function CookieBanner() {
  // The build-time shell (prerender/, no window) leaves it out: a reader who chose would see it flash.
  const [visible, setVisible] = useState(() => typeof window !== 'undefined' && readCookieConsent(window.localStorage) === null);
  if (!visible) return null;

  const choose = (consent: CookieConsent) => {
    writeCookieConsent(window.localStorage, consent);
    setVisible(false);
  };

  return (
    <section className="cookie-banner" aria-label="Cookie notice">
      <p className="cookie-banner-text">We use cookies for analytics only. No personal data is collected or shared.</p>
      <div className="cookie-banner-actions">
        <PlainButton variant="outlined" text="Decline" onClick={() => choose('declined')} />
        <PlainButton intent={Intent.PRIMARY} text="Accept" onClick={() => choose('accepted')} />
      </div>
      <div className="cookie-banner-close">
        <AppTooltip content={CLOSE_LABEL}>
          <PlainButton variant="minimal" icon={<CrossIcon />} aria-label={CLOSE_LABEL} onClick={() => setVisible(false)} />
        </AppTooltip>
      </div>
    </section>
  );
}
