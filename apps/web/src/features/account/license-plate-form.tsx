import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Alert, Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { plateUploadFields } from '@tevila/contract';
import { needsShrinking, type AddReplace, type ImageCandidate } from '@tevila/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadPlateDocuments } from './api/upload-plate-documents';
import { useLanguage } from '../../i18n/use-language';
import blocks from '../../ui/account-blocks.module.css';
import { ServerText } from '../../ui/server-text';
import { errorText } from '../../ui/error-notice';
import { schemaResolver } from '../../ui/schema-resolver';
import { fitImage } from './fit-image';
import { ImagePicker } from './image-picker';
import classes from './license-plate-page.module.css';
import { imageCandidates } from './license-plate-rules';
import { partClassNames } from '../../ui/class-name';

/** The upload's fields as the rules judge them (the contract's plateUploadFields). */
interface UploadValues {
  images: ImageCandidate[];
  email: string;
  add_replace: AddReplace;
}

/**
 * The upload form of /license-plate (docs/product/booking.md §2, §5): the license and the registration, an optional
 * email, and, when she has saved plates, whether the new plate joins them or replaces them. A Mantine
 * form checked by the contract's plateUploadFields before sending: the server's rules, with its
 * sentences; the first refusal shows.
 */
export function LicensePlateForm({ userId, onReceived }: { userId: string; onReceived: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hintId = useId();
  const upload = useUploadPlateDocuments(userId);
  const [license, setLicense] = useState<File | null>(null);
  const [registration, setRegistration] = useState<File | null>(null);
  // The images are judged by their bytes, read when she sends: the form holds what the rules see.
  const form = useForm<UploadValues>({
    initialValues: { images: [], email: '', add_replace: 'add' },
    validate: schemaResolver(plateUploadFields, language, {
      email: t('licensePlatePage.email'),
      add_replace: t('licensePlatePage.additional'),
    }),
  });
  const additional = form.values.add_replace === 'add';
  const [checking, setChecking] = useState(false);
  // Photos being made smaller (a phone's photo is often over 5 MB): Submit waits for them.
  const [shrinking, setShrinking] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = checking || upload.isPending;
  const busy = sending || shrinking > 0;
  const choose = (set: (file: File) => void) => (file: File) => {
    if (!needsShrinking(file.size)) {
      set(file);
      return;
    }
    setShrinking((n) => n + 1);
    void fitImage(file)
      .then(set)
      .finally(() => setShrinking((n) => n - 1));
  };
  // The first field refused (images, then email), else the server's refusal.
  const refused = Object.values(form.errors)[0];
  const error = typeof refused === 'string' ? refused : failure;

  const send = form.onSubmit(async ({ email, add_replace }) => {
    const images = [license, registration].filter((file): file is File => file !== null);
    try {
      await upload.mutateAsync({ images, email, addReplace: add_replace });
      onReceived();
    } catch (refusal) {
      // The server writes its refusal in her language (the same rules, so rarely seen).
      setFailure(errorText(refusal, t));
    }
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const files = [license, registration].filter((file): file is File => file !== null);
    setChecking(true);
    const images = await imageCandidates(files).finally(() => setChecking(false));
    form.setFieldValue('images', images);
    send();
  };

  return (
    <form className={classes.form} noValidate onSubmit={(e) => void submit(e)}>
      <h2 className={classes.sectionTitle}>{t('licensePlatePage.formTitle')}</h2>
      <div className={classes.files}>
        {/* The types and the size are said before she picks a photo. */}
        <p id={hintId} className={blocks.muted}>
          {t('licensePlatePage.filesHint')}
        </p>
        <ImagePicker
          label={t('licensePlatePage.license')}
          hintId={hintId}
          file={license}
          disabled={sending}
          onChange={choose(setLicense)}
        />
        <ImagePicker
          label={t('licensePlatePage.registration')}
          hintId={hintId}
          file={registration}
          disabled={sending}
          onChange={choose(setRegistration)}
        />
        {shrinking > 0 ? (
          <p role="status" className={blocks.muted}>
            {t('licensePlatePage.shrinking')}
          </p>
        ) : null}
      </div>
      <TextInput
        type="email"
        size="md"
        dir="ltr"
        autoComplete="email"
        label={t('licensePlatePage.email')}
        value={form.values.email}
        disabled={busy}
        onChange={(e) => form.setFieldValue('email', e.currentTarget.value)}
      />
      <div>
        <label className={classes.choice}>
          <input
            type="checkbox"
            checked={additional}
            disabled={busy}
            aria-describedby={`${hintId}-add`}
            onChange={(e) => form.setFieldValue('add_replace', e.currentTarget.checked ? 'add' : 'replace')}
          />
          {t('licensePlatePage.additional')}
        </label>
        <p id={`${hintId}-add`} className={blocks.muted}>
          {additional ? t('licensePlatePage.additionalHint') : t('licensePlatePage.replaceHint')}
        </p>
      </div>
      {error ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          classNames={partClassNames({ message: classes.failureText })}
        >
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
