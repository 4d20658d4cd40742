// The one rule alone, not the whole domain: this runs on every page, in the first script she loads.
import { siteName } from '@tevila/domain/site-name';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../api/settings';

/**
 * The page's <title> (React puts it in the head): "Hours · Name", where Name is the facility's short
 * name or its name (decision 0051), never a word of the site's own that would tell anyone who sees
 * her tabs or history what the visit is. The page alone while the settings are not known.
 */
export function DocumentTitle({ page }: { page: string }) {
  const { t } = useTranslation();
  const { data } = useSettings();
  const site = siteName({
    facilityShortName: data?.facilityShortName ?? '',
    facilityName: data?.facilityName ?? '',
  });
  return <title>{site === '' ? page : t('app.documentTitle', { page, site })}</title>;
}
