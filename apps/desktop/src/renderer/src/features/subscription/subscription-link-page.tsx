import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { linkFailureOf, useSubscriptionLink, type LinkFailure, type SubscriptionLinkKind } from './mutations';
import './subscription-link.css';

interface PageTexts {
  title: string;
  description: string;
  intro: string;
  button: string;
  pending: string;
  done: string;
  doneText: string;
}

const TEXTS: Record<SubscriptionLinkKind, PageTexts> = {
  confirm: {
    title: 'Confirm your subscription',
    description: 'Confirm that you want updates from the directory by e-mail.',
    intro: 'Press Confirm to start receiving updates by e-mail. Until you do, nothing is sent to your address.',
    button: 'Confirm',
    pending: 'Confirming...',
    done: 'Subscription confirmed',
    doneText: 'Thank you: your address will receive our updates. Every update has a link to unsubscribe.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    description: 'Stop the directory’s updates by e-mail.',
    intro: 'Press Unsubscribe to stop receiving updates by e-mail.',
    button: 'Unsubscribe',
    pending: 'Unsubscribing...',
    done: 'You are unsubscribed',
    doneText: 'No more updates will be sent to your address. You can subscribe again at any time from the home page.',
  },
};

const FAILURES: Record<LinkFailure, { title: string; text: string }> = {
  expired: {
    title: 'This link has expired',
    text: 'Confirmation links work for 7 days. Subscribe again from the home page to get a new one.',
  },
  used: {
    title: 'This link was already used',
    text: 'The subscription it confirms is already confirmed, or was ended since. Nothing more to do here.',
  },
  invalid: {
    title: 'This link is not valid',
    text: 'It is not a link we sent, or it was cut short. Open the whole link from the latest mail we sent you.',
  },
  rate_limited: {
    title: 'Too many attempts',
    text: 'Please wait a minute, then press the button again.',
  },
  failed: {
    title: 'Something went wrong',
    text: 'The server could not be reached or could not answer. Please try again in a moment.',
  },
};

/** A failure that trying again cannot mend hides the button. */
const FINAL_FAILURES: ReadonlySet<LinkFailure> = new Set(['expired', 'used', 'invalid']);

/**
 * The page a subscription mail's link opens. Opening it changes nothing (mail scanners follow links); its button
 * posts the link's token. The outcome takes the focus, so keyboard and screen-reader users hear it.
 */
function SubscriptionLinkPage({ kind, known = true }: { kind: SubscriptionLinkKind; known?: boolean }) {
  const texts = TEXTS[kind];
  usePageTitle(texts.title, texts.description);
  const token = useSearchParams()[0].get('token') ?? '';
  const post = useSubscriptionLink(kind);
  const outcome = useRef<HTMLHeadingElement>(null);
  const failure: LinkFailure | undefined = !token || !known ? 'invalid' : post.isError ? linkFailureOf(post.error) : undefined;
  const settled = post.isSuccess || post.isError;
  useEffect(() => {
    if (settled) outcome.current?.focus();
  }, [settled]);

  return (
    <article className="page subscription-link">
      <h1>{texts.title}</h1>
      <Card className="subscription-link-card" elevation={1}>
        {post.isSuccess ? (
          <Callout intent={Intent.SUCCESS} icon={null}>
            <h2 ref={outcome} tabIndex={-1} className="subscription-link-outcome">
              {texts.done}
            </h2>
            <p>{texts.doneText}</p>
          </Callout>
        ) : (
          <>
            {failure ? (
              <Callout intent={Intent.DANGER} icon={null} role="alert">
                <h2 ref={outcome} tabIndex={-1} className="subscription-link-outcome">
                  {FAILURES[failure].title}
                </h2>
                <p>{FAILURES[failure].text}</p>
              </Callout>
            ) : (
              <p>{texts.intro}</p>
            )}
            {failure && FINAL_FAILURES.has(failure) ? null : (
              <Button
                intent={kind === 'confirm' ? Intent.PRIMARY : Intent.DANGER}
                loading={post.isPending}
                disabled={post.isPending}
                aria-label={post.isPending ? texts.pending : texts.button}
                text={texts.button}
                onClick={() => post.mutate(token)}
              />
            )}
          </>
        )}
        <p className="subscription-link-home">
          <Link to="/">Back to the directory</Link>
        </p>
      </Card>
    </article>
  );
}

/**
 * /subscription/confirm?token= (the confirmation mail's link) and /subscription/unsubscribe?token= (an update's
 * unsubscribe link, where a GET of the one-click link lands too). Any other word there is a link cut wrong: the
 * confirmation page says it is not valid and offers no button.
 */
export function SubscriptionLinkRoute() {
  const { kind } = useParams();
  return kind === 'unsubscribe' ? (
    <SubscriptionLinkPage kind="unsubscribe" />
  ) : (
    <SubscriptionLinkPage kind="confirm" known={kind === 'confirm'} />
  );
}
