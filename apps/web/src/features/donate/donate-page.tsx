import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPathFor } from '../../shared/return-url';
import { routePaths } from '../../shared/route-paths';
import { useSession } from '../../shared/session-context';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { DonateForm } from './donate-form';
import classes from './donate.module.css';

/** /donate (docs/product/booking.md §2, §4, §5): open to guests; a signed-in patron gives less and uses her cards. */
export default function DonatePage() {
  const { t } = useTranslation();
  const { status, session } = useSession();
  let content;
  if (status === 'checking') content = <PageLoader />;
  else if (session) content = <DonateForm donor={{ userId: session.userId, username: session.username }} />;
  else {
    const login = loginPathFor({ pathname: routePaths.donate, search: '', hash: '' });
    content = (
      <>
        <p className={classes.account}>
          {t('donate.haveAccount')}{' '}
          <Link to={login} state={{ from: { pathname: routePaths.donate } }}>
            {t('donate.logIn')}
          </Link>
        </p>
        <DonateForm donor={null} />
      </>
    );
  }
  return <Page title={t('pages.donate')}>{content}</Page>;
}
