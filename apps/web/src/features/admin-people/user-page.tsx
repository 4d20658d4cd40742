import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/user';
import { useSession } from '../../shared/session-context';
import { AdminNav } from '../../ui/admin-nav';
import { Page } from '../../ui/page';
import classes from './people.module.css';
import { isolated, phoneOf } from '../../ui/phone-of';
import { UserDetails } from './user-details';
import { UserReservations } from './user-reservations';
import { UserRoles } from './user-roles';
import { UserSignIn } from './user-sign-in';
import { UserStaffFields } from './user-staff-fields';
import { useStaffTexts } from '../../i18n/staff-texts';
import { QueryView } from '../../ui/query-view';

/**
 * /admin/users/:id (Admin): one user: who she is, her reservations and their payments, her notes, the
 * staff's note and switches, and her roles.
 */
export default function UserPage() {
  useStaffTexts('people');
  const { t } = useTranslation();
  const roles = useSession().session?.roles ?? [];
  const id = useParams().id ?? '';
  const user = useUser(id || null);

  const title = user.data
    ? t('admin.people.userTitle', { phone: isolated(phoneOf(user.data)) })
    : t('adminNav.user');
  const body = (
    <QueryView queries={[user]}>
      {(person) => {
        const phone = phoneOf(person);
        return (
          <div className={classes.stack}>
            <UserDetails user={person} />
            <UserReservations userId={person.id} />
            <UserStaffFields key={person.id} user={person} />
            <UserRoles userId={person.id} phone={phone} roles={person.roles ?? []} />
            <UserSignIn userId={person.id} phone={phone} />
          </div>
        );
      }}
    </QueryView>
  );

  return (
    <>
      <AdminNav roles={roles} />
      <Page title={title}>{body}</Page>
    </>
  );
}
