import { Classes, HTMLSelect } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface LabelledSelectProps {
  /** The select's id, which its label names. */
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Take the container's whole width. */
  fill?: boolean;
  /** The `<option>`s (and `<optgroup>`s). */
  children: ReactNode;
}

/**
 * A select with its visible label above it, a real `<label for>`: the one look of every list's filter and sort. No
 * wrapper of its own, since each toolbar lays the pair out in its own box.
 */
export function LabelledSelect({ id, label, value, onValueChange, fill, children }: LabelledSelectProps) {
  return (
    <>
      <label className={Classes.LABEL} htmlFor={id}>
        {label}
      </label>
      <HTMLSelect id={id} fill={fill} value={value} onChange={(event) => onValueChange(event.currentTarget.value)}>
        {children}
      </HTMLSelect>
    </>
  );
}
