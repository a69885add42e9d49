import { Classes, Intent } from '@blueprintjs/core';
import type { ChangeEvent, InputHTMLAttributes, ReactElement, Ref } from 'react';

export interface InputBoxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** An icon drawn inside the box, before the text. */
  leftIcon?: ReactElement;
  intent?: Intent;
  /** The input element (react-hook-form's ref, through bindInput). */
  inputRef?: Ref<HTMLInputElement>;
  onValueChange?: (value: string) => void;
}

/**
 * Blueprint's InputGroup (a text box, with an icon if given) as its plain markup. InputGroup sets its state when it
 * mounts, even with nothing beside the text to measure: React then re-renders synchronously inside the commit that
 * mounted it, flushing every pending effect with it, which made the first commit of a screen with a search box or a
 * form one long task on a slow phone.
 */
export function InputBox({
  leftIcon,
  intent = Intent.NONE,
  inputRef,
  onValueChange,
  onChange,
  className,
  type = 'text',
  ...input
}: InputBoxProps) {
  const group = [
    Classes.INPUT_GROUP,
    Classes.intentClass(intent),
    input.disabled ? Classes.DISABLED : undefined,
    input.readOnly ? Classes.READ_ONLY : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <div className={group}>
      {leftIcon}
      <input
        {...input}
        type={type}
        ref={inputRef}
        aria-disabled={input.disabled}
        className={[Classes.INPUT, className].filter(Boolean).join(' ')}
        onChange={change}
      />
    </div>
  );
}
