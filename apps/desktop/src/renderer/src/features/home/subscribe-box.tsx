import { Card } from '@blueprintjs/core';
import { AfterFirstScreen, lazyPart } from '../../ui/after-first-screen';
import { SubscribeFields } from './subscribe-fields';

// The form's code (react-hook-form, core's form schema, the API client) loads once home is drawn, not before it.
const SubscribeForm = lazyPart(() => import('./subscribe-form').then((module) => module.SubscribeForm));

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
