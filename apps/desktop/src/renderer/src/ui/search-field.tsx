import { Classes } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { InputBox } from './input-box';

export interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
}

/** A labelled search box: the one look every screen's search has. */
export function SearchField({ id, label, placeholder, value, onValueChange, className }: SearchFieldProps) {
  return (
    <div className={className}>
      <label className={Classes.LABEL} htmlFor={id}>
        {label}
      </label>
      <InputBox id={id} type="search" leftIcon={<SearchIcon />} placeholder={placeholder} value={value} onValueChange={onValueChange} />
    </div>
  );
}
