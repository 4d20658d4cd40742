import { useEffect, useId, useRef } from 'react';
import { useText } from '../../islands/island-texts';
import { ServerText } from '../../ui/server-text';
import classes from './donate.module.css';

/**
 * Why her donation was not made, beside the Submit she just pressed: red, titled as a failure, and
 * given the focus at each failed attempt, so a phone scrolls to it and a screen reader reads it even
 * when the sentence is the same as the last one.
 */
export function PaymentFailure({ message, attempt }: { message: string | null; attempt: number }) {
  const text = useText();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, attempt]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId} className={classes.failure}>
      <p id={titleId} className={classes.failureTitle}>
        {text('donate.failed')}
      </p>
      <p className={classes.failureText}>
        <ServerText>{message}</ServerText>
      </p>
    </div>
  );
}
