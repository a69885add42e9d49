import { Card } from '@blueprintjs/core';
import { lazy } from 'react';
import { yieldToMain } from '../../lib/yield-to-main';
import { AfterFirstScreen } from '../../start-up/after-first-screen';
import { SubscribeFields } from './subscribe-fields';

/**
 * The form's code (react-hook-form, core's form schema, the API client) loads once home is drawn, not before it,
 * and evaluates in two tasks: the API client with core's field rules and error body first, then the form with its
 * own schemas. zod builds a schema as its module evaluates: in one task, the two were the longest of home's start
 * on a slow phone. Asked for on the box's turn in the release, not by lazyPart at the release's start: lazyPart asks
 * on every page, and a simulator's page, which has no box, evaluated the form, the API client and zod for nothing.
 */
const SubscribeForm = lazy(async () => {
  await import('../../data/api-client');
  await yieldToMain();
  return { default: (await import('./subscribe-form')).SubscribeForm };
});

/** The hero's 'Stay Up to Date' box (source 'hero-section'). */
export function SubscribeBox() {
  return (
    <section aria-labelledby="subscribe-title">
      <Card className="subscribe-box" elevation={2}>
        <h2 id="subscribe-title" className="subscribe-title">
          Stay Up to Date
        </h2>
        <p>Get news about new tools, benchmarks and platform updates.</p>
        <AfterFirstScreen early={<SubscribeFields />}>
          <SubscribeForm />
        </AfterFirstScreen>
      </Card>
    </section>
  );
}
