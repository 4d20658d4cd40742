import { Button } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';
import classes from './error-notice.module.css';

/**
 * The text of a failed call (spec 000 §8): the server's message verbatim when it sent one,
 * otherwise "An error occurred." / "An error occurred. <status>" in the visitor's language.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.kind === 'server') return error.message;
    if (error.kind === 'status' && error.status !== null) return t('errors.status', { status: error.status });
  }
  return t('errors.generic');
}

export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.notice} role="alert">
      <p className={classes.message}>{errorText(error, t)}</p>
      {onRetry ? (
        <Button variant="outline" color="red.9" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
