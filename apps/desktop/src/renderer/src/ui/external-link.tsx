import { Classes } from '@blueprintjs/core';
import { isUsableLink } from '@rsd/core';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { usePlatform } from '../platform/platform-context';
import { buttonClasses, type ButtonLook } from './button-classes';
import type { StaticIcon } from './static-icon';

/** Opens outside the app: a new tab on the web, the system browser on the desktop (through platform). */
function useExternalClick(href: string) {
  const platform = usePlatform();
  return (event: MouseEvent<HTMLElement>) => {
    if (platform.kind === 'web') return;
    event.preventDefault();
    platform.openExternal(href);
  };
}

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
};

/** A link out of the app; an href that is not http(s) stays inert text even when a caller forgot to check it. */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  const onClick = useExternalClick(href);
  if (!isUsableLink(href)) return <span className={rest.className}>{children}</span>;
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
    </a>
  );
}

/** An external link with button looks. */
export function ExternalButton({
  href,
  text,
  icon: IconComponent,
  ...look
}: ButtonLook & { href: string; text: string; icon?: StaticIcon }) {
  return (
    <ExternalLink href={href} className={buttonClasses(look)}>
      {IconComponent ? <IconComponent /> : null}
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </ExternalLink>
  );
}
