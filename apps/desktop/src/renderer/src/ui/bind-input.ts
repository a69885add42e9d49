import type { UseFormRegisterReturn } from 'react-hook-form';

/** Blueprint's InputGroup takes the input's ref as `inputRef`, not `ref`. */
export function bindInput({ ref, ...rest }: UseFormRegisterReturn) {
  return { ...rest, inputRef: ref };
}
