import '@mantine/core/styles/Alert.layer.css';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-notice';
import { ServerText } from './server-text';

/** A failed call's text (errorText) in a red alert beside the control that made it; nothing without one. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  return (
    <Alert color="red" role="alert">
      <ServerText>{errorText(error, t)}</ServerText>
    </Alert>
  );
}
