import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { TokenError } from '../../api/token';
import { returnUrlFrom } from '../../shared/return-url';
import { routePaths } from '../../shared/route-paths';
import { readCredentials } from '../../shared/session';
import { useSession, useSessionStore } from '../../shared/session-context';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { useHydrated } from '../../ui/use-hydrated';
import { applyAccountLanguage } from './account-language';
import {
  clearPendingSecondFactor,
  readPendingSecondFactor,
  savePendingSecondFactor,
} from './pending-second-factor';

// Its code (passkeys, the QR code) comes with this page alone.
const SecondFactorStep = lazy(() => import('./second-factor/second-factor-step'));

/**
 * /login/second-factor: a staff member's second step, after the texted code on /login (docs/staff-api.md,
 * Second factor). The mfa_token the login was answered waits in this tab; without one (expired, or
 * another tab) she starts again at /login.
 */
export default function SecondFactorPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const store = useSessionStore();
  const session = useSession();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const target = returnUrlFrom(location);
  // The token waits in this tab's storage, read once the page is the browser's.
  const stored = useMemo(() => (hydrated ? readPendingSecondFactor() : null), [hydrated]);
  /** A token asked for again (Start over): null while it is on its way. */
  const [renewed, setRenewed] = useState<string | null | undefined>(undefined);
  const mfaToken = renewed === undefined ? stored : renewed;
  const [missing, setMissing] = useState(false);

  if (session.status === 'authorized') return <Navigate to={target} replace />;
  if (missing || (hydrated && renewed === undefined && !stored))
    return <Navigate to={`${routePaths.login}${location.search}`} replace />;
  const title = t('pages.login');

  const signedIn = () => {
    clearPendingSecondFactor();
    const now = store.getState().session;
    if (now) void applyAccountLanguage(queryClient, now.userId);
    void navigate(target, { replace: true });
  };

  /** A new mfa_token from her saved credentials, or back to the phone when there are none. */
  const restart = () => {
    clearPendingSecondFactor();
    const credentials = readCredentials();
    if (!credentials) return setMissing(true);
    setRenewed(null);
    store.signInWithPassword(credentials).then(signedIn, (failure: unknown) => {
      const mfa = failure instanceof TokenError ? failure.mfaToken : null;
      if (!mfa) return setMissing(true);
      savePendingSecondFactor(mfa);
      setRenewed(mfa);
    });
  };

  return (
    <Page title={title}>
      {mfaToken ? (
        <Suspense fallback={<PageLoader label={t('login.signingIn')} />}>
          <SecondFactorStep key={mfaToken} mfaToken={mfaToken} onSignedIn={signedIn} onRestart={restart} />
        </Suspense>
      ) : (
        <PageLoader label={t('login.signingIn')} />
      )}
    </Page>
  );
}
