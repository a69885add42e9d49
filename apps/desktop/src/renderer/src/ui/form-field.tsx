import { FormGroup, HTMLSelect, Intent, TextArea } from '@blueprintjs/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { bindInput } from './bind-input';
import { InputBox } from './input-box';

interface FieldProps {
  /** The input's id; its error's id is `${id}-error`. */
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  optional?: boolean;
  helperText?: string;
}

/** A labelled field's frame: the label, '(optional)', and the error (or a hint) tied to the input. */
function Frame({ id, label, error, optional, helperText, children }: Omit<FieldProps, 'registration'> & { children: React.ReactNode }) {
  const message = error ?? helperText;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={optional ? '(optional)' : undefined}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={message ? <span id={`${id}-help`}>{message}</span> : undefined}
    >
      {children}
    </FormGroup>
  );
}

const described = ({ id, error, helperText }: Pick<FieldProps, 'id' | 'error' | 'helperText'>) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error || helperText ? `${id}-help` : undefined,
  intent: error ? Intent.DANGER : Intent.NONE,
});

export function TextField(
  props: FieldProps & { type?: 'text' | 'email' | 'url' | 'password'; autoComplete?: string; placeholder?: string },
) {
  const { id, registration, type = 'text', autoComplete, placeholder } = props;
  return (
    <Frame {...props}>
      <InputBox
        id={id}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        {...described(props)}
        {...bindInput(registration)}
      />
    </Frame>
  );
}

export function TextAreaField(props: FieldProps & { rows: number; placeholder?: string }) {
  const { id, registration, rows, placeholder } = props;
  return (
    <Frame {...props}>
      <TextArea id={id} rows={rows} fill placeholder={placeholder} {...described(props)} {...bindInput(registration)} />
    </Frame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField(props: FieldProps & { options: readonly SelectOption[] }) {
  const { id, registration, options, error, helperText } = props;
  return (
    <Frame {...props}>
      <HTMLSelect
        id={id}
        fill
        aria-invalid={error ? true : undefined}
        aria-describedby={error || helperText ? `${id}-help` : undefined}
        {...registration}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </HTMLSelect>
    </Frame>
  );
}
