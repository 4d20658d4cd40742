import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PersonSummary } from '../../api/people-search';
import { adminUserPath } from '../../shared/route-paths';
import classes from './people.module.css';
import { phoneOf } from '../../ui/phone-of';
import { isStaffRole, roleLabels } from './role-labels';

/** One user of a staff list: her phone linking to her page, her roles and a test-user tag. */
export function PersonRow({ person }: { person: PersonSummary }) {
  const { t } = useTranslation();
  return (
    <li className={classes.row}>
      <Link to={adminUserPath(person.id)} className={classes.phone}>
        {phoneOf(person)}
      </Link>
      <span className={classes.tags}>
        {person.testUser ? <span className={classes.tag}>{t('admin.people.testUserTag')}</span> : null}
        {person.roles.filter(isStaffRole).map((role) => (
          <span key={role} className={classes.tag}>
            {t(roleLabels[role])}
          </span>
        ))}
      </span>
    </li>
  );
}
