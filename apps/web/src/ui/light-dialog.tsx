import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './light-dialog.module.css';

/**
 * A dialog in the page's markup, closed, for a page that works without the app: the browser's own
 * modal <dialog>, opened by a behaviour (light/dialog.ts), named by its title, its close button
 * labelled in the reader's language. `behaviour` names the behaviours beside the dialog's own.
 */
export function LightDialog({
  id,
  title,
  titleClassName,
  behaviour,
  children,
}: {
  id?: string;
  title: string;
  /** A CSS module's class, which reads `string | undefined`. */
  titleClassName?: string | undefined;
  behaviour?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <dialog
      id={id}
      className={classes.dialog}
      aria-labelledby={titleId}
      data-behaviour={behaviour ? `dialog ${behaviour}` : 'dialog'}
    >
      <div className={classes.header}>
        <h2 id={titleId} className={clsx(classes.title, titleClassName)}>
          {title}
        </h2>
        <button type="button" className={classes.close} aria-label={t('common.close')} data-dialog-close>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="18" height="18">
            <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </div>
      <div className={classes.body}>{children}</div>
    </dialog>
  );
}
