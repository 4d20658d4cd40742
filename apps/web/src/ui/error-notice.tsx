import { Button } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, GENERIC_ERROR } from '../api/http';
import classes from './error-notice.module.css';
import { ServerText } from './server-text';

/**
 * The text of a failed call (docs/product/booking.md §8): the server's message verbatim when it sent one (it writes
 * it in the page's language), otherwise "An error occurred." / "An error occurred. <status>" in the
 * visitor's language. A 500's body is that same sentence in every language (docs/design.md §5): shown in hers.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.kind === 'server') return error.message === GENERIC_ERROR ? t('errors.generic') : error.message;
    if (error.kind === 'status' && error.status !== null) return t('errors.status', { status: error.status });
  }
  return t('errors.generic');
}

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
