import { LightButton } from '../../ui/light-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import classes from './my-data-deleted-notice.module.css';

/** What the page that deleted her account hands to the home page it leaves for. */
export interface AccountDeletedState {
  accountDeleted: true;
}

/** The notice on the home page right after she deleted her account. */
export function MyDataDeletedNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const [dismissed, setDismissed] = useState(false);
  // The router's state is what the deleting page passed; only a true flag is trusted.
  const deleted = (location.state as Partial<AccountDeletedState> | null)?.accountDeleted === true;
  if (!deleted || dismissed) return null;
  return (
    <div className={classes.deleted} role="status">
      <span>{t('accountDeleted.notice')}</span>
      <LightButton variant="subtle" size="compact-md" onClick={() => setDismissed(true)}>
        {t('accountDeleted.dismiss')}
      </LightButton>
    </div>
  );
}
