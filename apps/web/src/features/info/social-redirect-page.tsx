import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSettings } from '../../api/settings';
import { routePaths } from '../../shared/route-paths';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { safeUrl } from '../../ui/url';

/** The social-media page: an entire http(s) URL, or null. */
export const socialTarget = (value: string | undefined): string | null =>
  safeUrl(value, { allowPath: false });

/** /smmt: goes to the facility's social-media page (setting socialMediaUrl), or home when unset. */
export default function SocialRedirectPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const target = socialTarget(settings.data?.socialMediaUrl);

  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);

  if ((settings.data && !target) || (settings.isError && !settings.data)) {
    return <Navigate to={routePaths.home} replace />;
  }
  return (
    <Page title={t('pages.social')}>
      <PageLoader label={t('social.redirecting')} />
    </Page>
  );
}
