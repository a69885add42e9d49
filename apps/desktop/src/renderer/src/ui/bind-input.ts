import type { UseFormRegisterReturn } from 'react-hook-form';

/** Text boxes (InputBox, Blueprint's TextArea) take the input's ref as `inputRef`, not `ref`. */
export function bindInput({ ref, ...rest }: UseFormRegisterReturn) {
  return { ...rest, inputRef: ref };
}
