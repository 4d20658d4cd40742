import { useTranslation } from 'react-i18next';
import classes from './install.module.css';

/** The iOS Share icon (a box with an arrow up), drawn here so no image is fetched. */
function ShareIcon() {
  return (
    <svg className={classes.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M12 3v12M7.5 7.5 12 3l4.5 4.5M6 11H5v10h14V11h-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PlusSquareIcon() {
  return (
    <svg className={classes.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <rect x="4" y="4" width="16" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M12 8v8M8 12h8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** Step-by-step instructions: Safari's Share sheet on iOS, the browser menu elsewhere. */
export function InstallSteps({ kind }: { kind: 'ios' | 'manual' }) {
  const { t } = useTranslation();
  if (kind === 'ios') {
    return (
      <>
        <p className={classes.lead}>{t('install.iosLead')}</p>
        <ol className={classes.steps}>
          <li>
            <span className={classes.step}>
              <ShareIcon />
              <span>{t('install.iosStepShare')}</span>
            </span>
          </li>
          <li>
            <span className={classes.step}>
              <PlusSquareIcon />
              <span>{t('install.iosStepAdd')}</span>
            </span>
          </li>
          <li>
            <span className={classes.step}>
              <span className={classes.iconSpacer} aria-hidden="true" />
              <span>{t('install.iosStepConfirm')}</span>
            </span>
          </li>
        </ol>
      </>
    );
  }
  return (
    <>
      <p className={classes.lead}>{t('install.manualLead')}</p>
      <ol className={classes.steps}>
        <li>
          <span className={classes.step}>
            <span className={classes.iconSpacer} aria-hidden="true" />
            <span>{t('install.manualStepMenu')}</span>
          </span>
        </li>
        <li>
          <span className={classes.step}>
            <PlusSquareIcon />
            <span>{t('install.manualStepAdd')}</span>
          </span>
        </li>
      </ol>
    </>
  );
}
