import { imageMimeTypes } from '@tevila/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { formatFileSize } from '../../ui/format';
import classes from './image-picker.module.css';

/** What the picker offers the file chooser: the image types the upload takes (docs/product/booking.md §5). */
export const IMAGE_ACCEPT = Object.values(imageMimeTypes).join(',');
const previewable = new Set(Object.values(imageMimeTypes));

/**
 * An object URL of the image chosen last while it is shown: made when she chooses it, revoked when she
 * chooses another or the picker leaves the page. Null for a file the browser does not call a JPG or PNG.
 */
function usePreviewUrl(): [string | null, (file: File) => void] {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current !== null) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );
  const show = (file: File) => {
    if (current.current !== null) URL.revokeObjectURL(current.current);
    current.current = previewable.has(file.type) ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  return [url, show];
}

/**
 * One image of the upload: a real `<input type=file>` (keyboard and screen readers use it as ever),
 * drawn as a large card that opens the chooser anywhere it is pressed; once a file is chosen, its
 * preview, name and size, and the card offers to replace it. The rules are judged on submit.
 */
export function ImagePicker({
  label,
  hintId,
  file,
  disabled,
  onChange,
}: {
  label: string;
  /** The shared hint (types and size), read with the field. */
  hintId: string;
  file: File | null;
  disabled: boolean;
  onChange: (file: File) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [url, showPreview] = usePreviewUrl();
  const [broken, setBroken] = useState<string | null>(null);
  const shown = url !== null && broken !== url;

  return (
    <div className={classes.picker}>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        className={classes.input}
        // Named by the title alone, so the field is "Driver's license" to a screen reader; the file
        // chosen and the hint are its description.
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-file ${hintId}`}
        disabled={disabled}
        onChange={(e) => {
          // A chooser closed without a choice keeps the photo already chosen.
          const next = e.currentTarget.files?.[0];
          if (!next) return;
          showPreview(next);
          onChange(next);
        }}
      />
      <label htmlFor={id} className={classes.card} data-chosen={file ? true : undefined}>
        <span className={classes.frame}>
          {shown ? (
            <img
              src={url}
              alt={t('licensePlatePage.picker.previewAlt', { label })}
              className={classes.preview}
              onError={() => setBroken(url)}
            />
          ) : (
            <svg viewBox="0 0 24 24" className={classes.icon} aria-hidden="true" focusable="false">
              <path d="M4 7h3l2-2.5h6L17 7h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Z" />
              <circle cx="12" cy="12.5" r="3.5" />
            </svg>
          )}
        </span>
        <span className={classes.text}>
          <span id={`${id}-title`} className={classes.title}>
            {label}
          </span>
          <span id={`${id}-file`} className={classes.file}>
            {file ? (
              <>
                <bdi className={classes.name}>{file.name}</bdi>
                <span dir="ltr">{formatFileSize(file.size, language)}</span>
                {shown ? null : <span>{t('licensePlatePage.picker.noPreview')}</span>}
              </>
            ) : (
              <span className={classes.none}>{t('licensePlatePage.picker.none')}</span>
            )}
          </span>
          <span className={classes.action} aria-hidden="true">
            {file ? t('licensePlatePage.picker.replace') : t('licensePlatePage.picker.choose')}
          </span>
        </span>
      </label>
    </div>
  );
}
