import { Button } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorSentence } from './error-sentence';
import classes from './error-notice.module.css';
import { ServerText } from './server-text';

/** The text of a failed call in the page's language (error-sentence.ts). */
export const errorText = (error: unknown, t: TFunction): string =>
  errorSentence(error, (key, values) => (values === undefined ? t(key) : t(key, values)));

export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.notice} role="alert">
      <p className={classes.message}>
        <ServerText>{errorText(error, t)}</ServerText>
      </p>
      {onRetry ? (
        // On a light page, where no app runs to ask again, the page itself is asked for again.
        <Button variant="outline" color="red.9" onClick={onRetry} data-behaviour="reload">
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
