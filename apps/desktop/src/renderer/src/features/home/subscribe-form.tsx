import { zodResolver } from '@hookform/resolvers/zod';
import { SUBSCRIPTION_FORM_DEFAULTS, SubscriptionForm, type SubscriptionFormValues } from '@rsd/core';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { useHasOutboxItems } from '../../data/visitor-writes';
import { bindInput } from '../../ui/bind-input';
import { useSubscribe } from './mutations';
import { SubscribeFields, type SubscribeInput } from './subscribe-fields';

const SUBSCRIPTION_INPUTS = ['email', 'name', 'company'] as const satisfies readonly SubscribeInput[];
const SUBSCRIPTIONS = ['subscribe'] as const;

// The list reads the outbox with the schemas of every write it holds (the contribution forms' too): loaded only
// when a subscription waits, which few visits have.
const WaitingSubscriptions = lazy(() => import('./waiting-subscriptions').then((module) => ({ default: module.WaitingSubscriptions })));

/** The working form of the 'Stay Up to Date' box, loaded lazily by SubscribeBox. */
export function SubscribeForm() {
  const subscribe = useSubscribe();
  const hasWaiting = useHasOutboxItems(SUBSCRIPTIONS);
  const form = useForm<SubscriptionFormValues, unknown, SubscriptionForm>({
    resolver: zodResolver(SubscriptionForm),
    defaultValues: SUBSCRIPTION_FORM_DEFAULTS,
  });

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
    <>
      <SubscribeFields
        bind={(input) => bindInput(form.register(input))}
        emailError={form.formState.errors.email?.message}
        pending={subscribe.isPending}
        onSubmit={onSubmit}
      />
      {hasWaiting ? (
        <Suspense fallback={null}>
          <WaitingSubscriptions />
        </Suspense>
      ) : null}
    </>
  );
}
