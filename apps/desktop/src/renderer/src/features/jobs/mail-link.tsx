import { Classes, Icon, type IconName } from '@blueprintjs/core';
import { isMailLink } from '@rsd/core';
import type { ReactNode } from 'react';
import { buttonClasses, type ButtonLook } from '../../ui/button-classes';

/** A mailto: link (the mail client opens in place, no new tab); anything but a well-formed mailto: stays text. */
export function MailLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  if (!isMailLink(href)) return <span className={className}>{children}</span>;
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** A mailto: link with button looks. */
export function MailButton({ href, text, icon, ...look }: ButtonLook & { href: string; text: string; icon?: IconName }) {
  return (
    <MailLink href={href} className={buttonClasses(look)}>
      {icon ? <Icon icon={icon} aria-hidden /> : null}
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </MailLink>
  );
}
