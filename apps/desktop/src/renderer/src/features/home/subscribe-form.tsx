import { zodResolver } from '@hookform/resolvers/zod';
import { SUBSCRIPTION_FORM_DEFAULTS, SubscriptionForm, type SubscriptionFormValues } from '@rsd/core';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useHasOutboxItems } from '../../data/visitor-writes';
import { bindInput } from '../../ui/bind-input';
import { useSubscribe } from './mutations';
import { SubscribeFields, type SubscribeInput } from './subscribe-fields';

const SUBSCRIPTION_INPUTS = ['email', 'name', 'company'] as const satisfies readonly SubscribeInput[];
const SUBSCRIPTIONS = ['subscribe'] as const;

/** Shown under the form once the server has taken a subscription: nothing is sent until the address confirms. */
export const CONFIRMATION_SENT_TEXT = 'We sent a confirmation link to your e-mail address: open it to start receiving updates.';

// The list reads the outbox with the schemas of every write it holds (the contribution forms' too): loaded only
// when a subscription waits, which few visits have.
const WaitingSubscriptions = lazy(() => import('./waiting-subscriptions').then((module) => ({ default: module.WaitingSubscriptions })));

/** The working form of the 'Stay Up to Date' box, loaded lazily by SubscribeBox. */
export function SubscribeForm() {
  const subscribe = useSubscribe();
  const hasWaiting = useHasOutboxItems(SUBSCRIPTIONS);
  const [confirmationSent, setConfirmationSent] = useState(false);
  const form = useForm<SubscriptionFormValues, unknown, SubscriptionForm>({
    resolver: zodResolver(SubscriptionForm),
    defaultValues: SUBSCRIPTION_FORM_DEFAULTS,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setConfirmationSent(false);
    const result = await subscribe.mutateAsync({ ...values, source: 'hero-section' }).catch(() => null);
    if (result?.success) form.reset(SUBSCRIPTION_FORM_DEFAULTS);
    // A queued subscription has not reached the server yet: the outbox's own notice says so.
    setConfirmationSent(result?.success === true && !result.queued);
    // The server's field errors land on the inputs they are about (the names are the same on both sides).
    for (const field of SUBSCRIPTION_INPUTS) {
      const message = result?.fields?.[field]?.[0];
      if (message) form.setError(field, { message });
    }
  });

  return (
    <>
      <SubscribeFields
        bind={(input) => bindInput(form.register(input))}
        emailError={form.formState.errors.email?.message}
        pending={subscribe.isPending}
        onSubmit={onSubmit}
        confirmation={confirmationSent ? CONFIRMATION_SENT_TEXT : undefined}
      />
      {hasWaiting ? (
        <Suspense fallback={null}>
          <WaitingSubscriptions />
        </Suspense>
      ) : null}
    </>
  );
}
