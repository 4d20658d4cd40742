import { useTranslation } from 'react-i18next';
import { staffRoles } from '../../api/people-by-role';
import { useSession } from '../../shared/session-context';
import { AdminNav } from '../../ui/admin-nav';
import { Page } from '../../ui/page';
import { PeopleSearchSection } from './people-search-section';
import classes from './people.module.css';
import { RoleListSection } from './role-list-section';
import { useStaffTexts } from '../../i18n/staff-texts';

/** /admin/users (Admin): find anyone by phone, and the staff by role; each links to her page. */
export default function UsersPage() {
  useStaffTexts('people');
  const { t } = useTranslation();
  const roles = useSession().session?.roles ?? [];
  return (
    <>
      <AdminNav roles={roles} />
      <Page title={t('admin.people.usersTitle')} intro={t('admin.people.usersIntro')}>
        <div className={classes.stack}>
          <PeopleSearchSection />
          {staffRoles.map((role) => (
            <RoleListSection key={role} role={role} />
          ))}
        </div>
      </Page>
    </>
  );
}
