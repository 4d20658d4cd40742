import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSettings } from '../../api/settings';
import { useLanguage } from '../../i18n/use-language';
import { useLanguageSwitch } from '../../i18n/use-language-switch';
import { Island } from '../../islands/island';
import { pickTexts } from '../../islands/island-texts';
import { returnUrlFrom } from '../../shared/return-url';
import { routePaths } from '../../shared/route-paths';
import { useLightPage } from '../../shared/light-page';
import { useSession, useSessionStore } from '../../shared/session-context';
import { facilityContact } from '../../ui/facility-contact';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { applyAccountLanguage } from './account-language';
import { allCallingCodes } from './calling-codes';
import { countryOptions, servedCountries } from './countries';
import { LOGIN_TEXTS, LoginForm } from './login-form';
import { LoginHostContext, type LoginHost } from './login-host';

/** Where to go once signed in; never back to /login itself. */
function targetFrom(location: ReturnType<typeof useLocation>): string {
  const target = returnUrlFrom(location);
  const path = target.split(/[?#]/)[0] ?? '';
  return path === routePaths.login || path.startsWith(`${routePaths.login}/`) ? routePaths.home : target;
}

/** Inside the app the form signs her in to the app's session and leaves by its router. */
function useAppHost(): LoginHost {
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { selected, choose } = useLanguageSwitch();
  return {
    language: selected,
    chooseLanguage: (language) => void choose(language),
    signedIn(session) {
      store.signIn(session);
      // The page leaves for its target as soon as the session is published; the language follows.
      void applyAccountLanguage(queryClient, session.userId);
      return Promise.resolve();
    },
    go: (path) => void navigate(path, { replace: true }),
  };
}

/**
 * /login (docs/product/booking.md §2, §4, §5). A light page (decision 0065): the server draws it and
 * the form is an island with its own small script; the app draws the same form when she comes to it
 * from one of its pages, and a signed-in visitor is sent on at once.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const session = useSession();
  const light = useLightPage() !== null;
  const host = useAppHost();
  const { data: settings } = useSettings();
  const callingCodes = useMemo(() => allCallingCodes(), []);
  // Named here, where the page is drawn (on the server for the light page), not in her browser.
  const countryList = useMemo(
    () => countryOptions(language, servedCountries(settings?.smsCountries, callingCodes), callingCodes),
    [language, settings?.smsCountries, callingCodes],
  );
  const target = targetFrom(location);
  const title = t('pages.login');

  // On the server's light page the island reads her stored session itself, once it runs.
  if (!light && session.status === 'authorized') return <Navigate to={target} replace />;
  if (!light && session.status === 'checking') {
    return (
      <Page title={title}>
        <PageLoader />
      </Page>
    );
  }
  const office = facilityContact(settings);
  const form = (
    <Island
      name="login-form"
      component={LoginForm}
      props={{
        target,
        language,
        callingCodes,
        countryList,
        office: { phone: office.phone, phoneHref: office.phoneHref },
      }}
      texts={pickTexts(t, LOGIN_TEXTS)}
    />
  );
  return (
    <Page title={title} intro={<p>{t('login.intro')}</p>}>
      {light ? form : <LoginHostContext.Provider value={host}>{form}</LoginHostContext.Provider>}
    </Page>
  );
}
