import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '../../shared/route-paths';
import classes from './garage.module.css';

/** docs/product/site-and-staff.md §5: without the gate role, and with no paid parking tonight, she is told how it works. */
export function GaragePrompt() {
  const { t } = useTranslation();
  return (
    <section className={classes.prompt} aria-labelledby="garage-prompt-title">
      <h2 id="garage-prompt-title" className={classes.promptTitle}>
        {t('garagePage.promptTitle')}
      </h2>
      <p className={classes.text}>{t('garagePage.promptText')}</p>
      <p className={classes.text}>{t('garagePage.promptAuthorization')}</p>
      <div className={classes.actions}>
        <Button component={Link} to={routePaths.licensePlate}>
          {t('garagePage.addPlate')}
        </Button>
        <Button component={Link} to={routePaths.reserve} variant="outline">
          {t('garagePage.book')}
        </Button>
      </div>
    </section>
  );
}
