import '@mantine/core/styles/Alert.layer.css';
import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerText } from '../../ui/server-text';
import classes from './donate.module.css';

/**
 * Why her donation was not made, beside the Submit she just pressed: red, titled as a failure, and
 * given the focus at each failed attempt, so a phone scrolls to it and a screen reader reads it even
 * when the sentence is the same as the last one.
 */
export function PaymentFailure({ message, attempt }: { message: string | null; attempt: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, attempt]);
  if (!message) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      variant="light"
      role="alert"
      title={t('donate.failed')}
      classNames={{ root: classes.failure, title: classes.failureTitle, message: classes.failureText }}
    >
      <ServerText>{message}</ServerText>
    </Alert>
  );
}
