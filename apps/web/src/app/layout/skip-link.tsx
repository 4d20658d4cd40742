import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

/** First focusable element: jumps past the header and menus to the page content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a className={classes.skipLink} href={`#${targetId}`} onClick={onClick}>
      {t('app.skipToContent')}
    </a>
  );
}
