import { splitPlates } from '@tevila/domain';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/user';
import classes from './people.module.css';
import { phoneOf } from '../../ui/phone-of';

/** Who she is: phone and user name, language, email and plates. */
export function UserDetails({ user }: { user: User }) {
  const { t } = useTranslation();
  const plates = splitPlates(typeof user.plateNumber === 'string' ? user.plateNumber : null);
  const language = user.language === 'he' ? t('admin.people.languageHe') : t('admin.people.languageEn');
  return (
    <dl className={classes.details}>
      <dt>{t('admin.people.phone')}</dt>
      <dd>
        <span className={classes.phone}>{phoneOf(user)}</span>
      </dd>
      <dt>{t('admin.people.userName')}</dt>
      <dd>
        <span className={classes.phone}>{typeof user.userName === 'string' ? user.userName : ''}</span>
      </dd>
      <dt>{t('admin.people.language')}</dt>
      <dd>{language}</dd>
      <dt>{t('admin.people.email')}</dt>
      <dd>{typeof user.email === 'string' && user.email ? user.email : t('admin.people.none')}</dd>
      <dt>{t('admin.people.plates')}</dt>
      <dd>
        {plates.length === 0
          ? t('admin.people.none')
          : t(user.plateApproved === true ? 'admin.people.platesApproved' : 'admin.people.platesAwaiting', {
              plates: plates.join(', '),
            })}
      </dd>
    </dl>
  );
}
