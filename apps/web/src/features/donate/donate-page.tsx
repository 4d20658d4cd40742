import { useTranslation } from 'react-i18next';
import { useBotCheckConfig } from '../../api/bot-check-config';
import { usePaymentsConfig } from '../../api/payments-config';
import type { TranslationKey } from '../../i18n/keys';
import { useLanguage } from '../../i18n/use-language';
import { Island } from '../../islands/island';
import { pickTexts } from '../../islands/island-texts';
import { CARD_TEXTS } from '../../payments/card-fields';
import { useLightPage } from '../../shared/light-page';
import { loginPathFor } from '../../shared/return-url';
import { routePaths } from '../../shared/route-paths';
import { useSession } from '../../shared/session-context';
import { BOT_CHECK_TEXTS } from '../../ui/bot-check-slot';
import { ErrorNotice } from '../../ui/error-notice';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { DonateForm } from './donate-form';
import { DONOR_TEXTS } from './donor-fields';

/** Everything the donate island shows, in the page's language. */
const DONATE_TEXTS: readonly TranslationKey[] = [
  ...DONOR_TEXTS,
  ...CARD_TEXTS,
  ...BOT_CHECK_TEXTS,
  'donate.haveAccount',
  'donate.logIn',
  'donate.paymentMethod',
  'donate.useNewCard',
  'donate.backToCards',
  'donate.submit',
  'donate.failed',
  'donate.thanks',
  'donate.receiptSent',
  'donate.errors.email',
  'donate.errors.amount.required',
  'donate.errors.amount.format',
  'donate.errors.amount.belowMinimum',
  'donate.errors.amount.tooPrecise',
  'donate.errors.amount.tooLarge',
  'donate.errors.firstName',
  'donate.errors.lastName',
  'donate.errors.phone',
  'donate.errors.card',
  'errors.status',
];

/**
 * /donate (docs/product/booking.md §2, §4, §5): open to guests; a signed-in patron gives less and uses her
 * cards. The server draws it and its form is an island (decision 0065): on the server's page her
 * browser's stored session says who gives; inside the app, the app's session does.
 */
export default function DonatePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { status, session } = useSession();
  const light = useLightPage();
  const botCheck = useBotCheckConfig();
  const payments = usePaymentsConfig();
  const failed = botCheck.isError ? botCheck : payments.isError ? payments : null;
  let content;
  if (failed) content = <ErrorNotice error={failed.error} onRetry={() => void failed.refetch()} />;
  else if ((status === 'checking' && !light) || !botCheck.data || !payments.data) content = <PageLoader />;
  else
    content = (
      <Island
        name="donate-form"
        component={DonateForm}
        props={{
          ...(light
            ? {}
            : { donor: session ? { userId: session.userId, username: session.username } : null }),
          signedInGuess: light ? light.signedIn : !!session,
          language,
          botCheck: botCheck.data,
          payments: payments.data,
          loginPath: loginPathFor({ pathname: routePaths.donate, search: '', hash: '' }),
        }}
        texts={pickTexts(t, DONATE_TEXTS)}
      />
    );
  return <Page title={t('pages.donate')}>{content}</Page>;
}
