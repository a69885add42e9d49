import { Classes, Intent } from '@blueprintjs/core';

export interface ButtonLook {
  intent?: Intent;
  variant?: 'solid' | 'minimal' | 'outlined';
  large?: boolean;
  className?: string;
}

/** Blueprint's button classes, for real links that should look like buttons (Blueprint's own sets role=button). */
export function buttonClasses({ intent = Intent.NONE, variant = 'solid', large, className }: ButtonLook): string {
  return [
    Classes.BUTTON,
    Classes.intentClass(intent),
    variant === 'minimal' ? Classes.MINIMAL : undefined,
    variant === 'outlined' ? Classes.OUTLINED : undefined,
    large ? Classes.LARGE : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}
