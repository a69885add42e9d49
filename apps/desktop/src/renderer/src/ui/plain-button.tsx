import { Classes } from '@blueprintjs/core';
import type { ButtonHTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import { buttonClasses, type ButtonLook } from './button-classes';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>, ButtonLook {
  type?: 'button' | 'submit' | 'reset';
  /** Drawn before the text. */
  icon?: ReactElement;
  text?: ReactNode;
  /** Takes the whole width of its container. */
  fill?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Blueprint's Button as its plain markup. Blueprint wraps a button's text in its Text component, whose layout effect
 * reads the text's scrollWidth (laying the page out inside React's commit) and then sets state (a second render of
 * the commit, synchronous, that flushes every pending effect with it): a long first commit on a slow phone.
 */
export function PlainButton({
  type = 'button',
  intent,
  variant,
  large,
  fill,
  className,
  icon,
  text,
  children,
  ref,
  ...button
}: PlainButtonProps) {
  const hasText = (text !== undefined && text !== null && text !== '') || (children !== undefined && children !== null);
  const extra = [fill ? Classes.FILL : undefined, button.disabled ? Classes.DISABLED : undefined, className].filter(Boolean).join(' ');
  return (
    <button type={type} ref={ref} {...button} className={buttonClasses({ intent, variant, large, className: extra || undefined })}>
      {icon}
      {hasText ? (
        <span className={Classes.BUTTON_TEXT}>
          {text}
          {children}
        </span>
      ) : null}
    </button>
  );
}
