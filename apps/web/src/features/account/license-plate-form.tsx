import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Alert, Button, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadPlateDocuments } from './api/upload-plate-documents';
import blocks from '../../ui/account-blocks.module.css';
import { ServerText } from '../../ui/server-text';
import { errorText } from '../../ui/error-notice';
import { ImagePicker } from './image-picker';
import classes from './license-plate-page.module.css';
import { checkPlateUpload } from './license-plate-rules';

/**
 * The upload form of /license-plate (docs/product/booking.md §2, §5): the license and the registration, an optional
 * email, and, when she has saved plates, whether the new plate joins them or replaces them. The
 * server's rules are checked before sending, with the same sentences.
 */
export function LicensePlateForm({ userId, onReceived }: { userId: string; onReceived: () => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const upload = useUploadPlateDocuments(userId);
  const [license, setLicense] = useState<File | null>(null);
  const [registration, setRegistration] = useState<File | null>(null);
  const [email, setEmail] = useState('');
  const [additional, setAdditional] = useState(true);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = checking || upload.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const images = [license, registration].filter((file): file is File => file !== null);
    setChecking(true);
    const problem = await checkPlateUpload(images, email).finally(() => setChecking(false));
    if (problem) {
      setError(t(`licensePlatePage.errors.${problem}`));
      return;
    }
    try {
      await upload.mutateAsync({ images, email, addReplace: additional ? 'add' : 'replace' });
      onReceived();
    } catch (failure) {
      // The server writes its refusal in her language (the same rules, so rarely seen).
      setError(errorText(failure, t));
    }
  };

  return (
    <form className={classes.form} noValidate onSubmit={(e) => void submit(e)}>
      <h2 className={classes.sectionTitle}>{t('licensePlatePage.formTitle')}</h2>
      <div className={classes.files}>
        <ImagePicker
          label={t('licensePlatePage.license')}
          hintId={hintId}
          file={license}
          disabled={busy}
          onChange={setLicense}
        />
        <ImagePicker
          label={t('licensePlatePage.registration')}
          hintId={hintId}
          file={registration}
          disabled={busy}
          onChange={setRegistration}
        />
        <p id={hintId} className={blocks.muted}>
          {t('licensePlatePage.filesHint')}
        </p>
      </div>
      <TextInput
        type="email"
        size="md"
        dir="ltr"
        autoComplete="email"
        label={t('licensePlatePage.email')}
        value={email}
        disabled={busy}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <div>
        <label className={classes.choice}>
          <input
            type="checkbox"
            checked={additional}
            disabled={busy}
            aria-describedby={`${hintId}-add`}
            onChange={(e) => setAdditional(e.currentTarget.checked)}
          />
          {t('licensePlatePage.additional')}
        </label>
        <p id={`${hintId}-add`} className={blocks.muted}>
          {additional ? t('licensePlatePage.additionalHint') : t('licensePlatePage.replaceHint')}
        </p>
      </div>
      {error ? (
        <Alert color="red" variant="light" role="alert" classNames={{ message: classes.failureText }}>
          <ServerText>{error}</ServerText>
        </Alert>
      ) : null}
      <p className={blocks.muted}>{t('licensePlatePage.review')}</p>
      <div>
        <Button type="submit" size="md" loading={busy}>
          {t('licensePlatePage.submit')}
        </Button>
      </div>
    </form>
  );
}
