import { Button, Card, Intent } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { SAVED_FOR_LATER_TITLE } from './mutations';

/**
 * What replaces a sent form: the spec's success panel, or, when the server could not be reached, the note that
 * it is saved and will be sent. Focus moves to its heading so keyboard and screen-reader users hear it.
 */
export function SuccessPanel({
  queued,
  title,
  text,
  what,
  resetLabel,
  onReset,
}: {
  queued: boolean;
  title: string;
  text: string;
  /** 'submission' or 'report'. */
  what: string;
  resetLabel: string;
  onReset: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="contribution-done" elevation={1}>
      <h2 ref={heading} tabIndex={-1} className="contribution-done-title">
        {queued ? SAVED_FOR_LATER_TITLE : title}
      </h2>
      <p>
        {queued
          ? `The server could not be reached, so your ${what} is saved on this device. It will be sent automatically, once, when the connection returns; until then it is listed under "Waiting to send".`
          : text}
      </p>
      <Button intent={Intent.PRIMARY} onClick={onReset} text={resetLabel} />
    </Card>
  );
}
