import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/user';
import { useSession } from '../../shared/session-context';
import { AdminNav } from '../../ui/admin-nav';
import { ErrorAlert } from '../../ui/error-alert';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import classes from './people.module.css';
import { isolated, phoneOf } from '../../ui/phone-of';
import { UserDetails } from './user-details';
import { UserReservations } from './user-reservations';
import { UserRoles } from './user-roles';
import { UserSignIn } from './user-sign-in';
import { UserStaffFields } from './user-staff-fields';
import { useStaffTexts } from '../../i18n/staff-texts';

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

  let body;
  let title = t('adminNav.user');
  if (user.isError) body = <ErrorAlert error={user.error} />;
  else if (!user.data) body = <PageLoader />;
  else {
    const phone = phoneOf(user.data);
    title = t('admin.people.userTitle', { phone: isolated(phone) });
    body = (
      <div className={classes.stack}>
        <UserDetails user={user.data} />
        <UserReservations userId={user.data.id} />
        <UserStaffFields key={user.data.id} user={user.data} />
        <UserRoles userId={user.data.id} phone={phone} roles={user.data.roles ?? []} />
        <UserSignIn userId={user.data.id} phone={phone} />
      </div>
    );
  }

  return (
    <>
      <AdminNav roles={roles} />
      <Page title={title}>{body}</Page>
    </>
  );
}
