import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses, type ButtonLook } from './button-classes';

/** A router link dressed as a Blueprint button: real navigation (middle-click, copy link) with button looks. */
export function LinkButton({ to, children, onClick, ...look }: ButtonLook & { to: string; children: ReactNode; onClick?: () => void }) {
  return (
    <Link to={to} className={buttonClasses(look)} onClick={onClick}>
      <span className={Classes.BUTTON_TEXT}>{children}</span>
    </Link>
  );
}
