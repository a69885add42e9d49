import { FormGroup, Intent } from '@blueprintjs/core';
import type { FormEventHandler } from 'react';
import type { bindInput } from '../../ui/bind-input';
import { InputBox } from '../../ui/input-box';
import { PlainButton } from '../../ui/plain-button';

export type SubscribeInput = 'email' | 'name' | 'company';

export interface SubscribeFieldsProps {
  /** Each input's binding to the form; absent while the form's code loads, when everything is disabled. */
  bind?: (input: SubscribeInput) => ReturnType<typeof bindInput>;
  emailError?: string;
  pending?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The line under the form once the server has taken a subscription. */
  confirmation?: string;
}

/**
 * The fields of the 'Stay Up to Date' box: drawn at once, and again by the form once its code has loaded. The
 * confirmation line is drawn both times, empty until a subscription is taken: its margin, added only by the loaded
 * form, moved the box's height and everything under it (home's callout) by 8 px as the form came.
 */
export function SubscribeFields({ bind, emailError, pending = false, onSubmit, confirmation }: SubscribeFieldsProps) {
  const disabled = bind === undefined;
  return (
    <>
      <form noValidate onSubmit={onSubmit}>
        <FormGroup
          label="Email"
          labelFor="subscribe-email"
          intent={emailError ? Intent.DANGER : Intent.NONE}
          helperText={emailError ? <span id="subscribe-email-error">{emailError}</span> : undefined}
        >
          <InputBox
            id="subscribe-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            disabled={disabled}
            intent={emailError ? Intent.DANGER : Intent.NONE}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'subscribe-email-error' : undefined}
            {...bind?.('email')}
          />
        </FormGroup>
        <FormGroup label="Name" labelInfo="(optional)" labelFor="subscribe-name">
          <InputBox id="subscribe-name" autoComplete="name" disabled={disabled} {...bind?.('name')} />
        </FormGroup>
        <FormGroup label="Company" labelInfo="(optional)" labelFor="subscribe-company">
          <InputBox id="subscribe-company" autoComplete="organization" disabled={disabled} {...bind?.('company')} />
        </FormGroup>
        <PlainButton
          type="submit"
          intent={Intent.PRIMARY}
          fill
          disabled={disabled || pending}
          text={pending ? 'Subscribing...' : 'Subscribe'}
        />
      </form>
      <output className="subscribe-confirmation-sent">{confirmation}</output>
    </>
  );
}
