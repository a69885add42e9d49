import { Button, Card, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { SUBSCRIPTION_FORM_DEFAULTS, SubscriptionForm, type SubscriptionFormValues } from '@rsd/core';
import { useForm } from 'react-hook-form';
import { useSubscribe } from './mutations';
import { useWaitingRows } from '../contributions/queries';
import { bindInput } from '../../ui/bind-input';
import { WaitingList } from '../../ui/waiting-list';

const SUBSCRIPTION_INPUTS = ['email', 'name', 'company'] as const;
const SUBSCRIPTIONS = ['subscribe'] as const;

/** The hero's 'Stay Up to Date' box (source 'hero-section'). */
export function SubscribeBox() {
  const subscribe = useSubscribe();
  const waiting = useWaitingRows(SUBSCRIPTIONS);
  const form = useForm<SubscriptionFormValues, unknown, SubscriptionForm>({
    resolver: zodResolver(SubscriptionForm),
    defaultValues: SUBSCRIPTION_FORM_DEFAULTS,
  });
  const emailError = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await subscribe.mutateAsync({ ...values, source: 'hero-section' }).catch(() => null);
    if (result?.success) form.reset(SUBSCRIPTION_FORM_DEFAULTS);
    // The server's field errors land on the inputs they are about (the names are the same on both sides).
    for (const field of SUBSCRIPTION_INPUTS) {
      const message = result?.fields?.[field]?.[0];
      if (message) form.setError(field, { message });
    }
  });

  return (
    <section aria-labelledby="subscribe-title">
      <Card className="subscribe-box" elevation={2}>
        <h2 id="subscribe-title" className="subscribe-title">
          Stay Up to Date
        </h2>
        <p>Get news about new tools, benchmarks and platform updates.</p>
        <form noValidate onSubmit={onSubmit}>
          <FormGroup
            label="Email"
            labelFor="subscribe-email"
            intent={emailError ? Intent.DANGER : Intent.NONE}
            helperText={emailError ? <span id="subscribe-email-error">{emailError}</span> : undefined}
          >
            <InputGroup
              id="subscribe-email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              intent={emailError ? Intent.DANGER : Intent.NONE}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? 'subscribe-email-error' : undefined}
              {...bindInput(form.register('email'))}
            />
          </FormGroup>
          <FormGroup label="Name" labelInfo="(optional)" labelFor="subscribe-name">
            <InputGroup id="subscribe-name" autoComplete="name" {...bindInput(form.register('name'))} />
          </FormGroup>
          <FormGroup label="Company" labelInfo="(optional)" labelFor="subscribe-company">
            <InputGroup id="subscribe-company" autoComplete="organization" {...bindInput(form.register('company'))} />
          </FormGroup>
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            fill
            disabled={subscribe.isPending}
            text={subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
          />
        </form>
        <WaitingList rows={waiting.rows} onDiscard={waiting.discard} />
      </Card>
    </section>
  );
}
