import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSchedule } from '../../../api/schedule';
import { useSettings } from '../../../api/settings';
import { useUserReservations } from '../../../api/user-reservations';
import { useLanguage } from '../../../i18n/use-language';
import { Island } from '../../../islands/island';
import { pickTexts } from '../../../islands/island-texts';
import { useSession } from '../../../shared/session-context';
import { Page } from '../../../ui/page';
import { arrivalFromCache } from '../flow/arrival-from-cache';
import { StepIndicator } from '../flow/step-indicator';
import { viewTitleKey } from '../flow/views';
import { DATE_TEXTS } from './date-choice';
import { dateChoiceData } from './date-choice-data';
import { DateIsland } from './date-island';

/**
 * /reserve as the server paints it when her arrival is a new booking (decision 0068): the page light,
 * the nights an island given her data, nothing of the app's code sent with it.
 */
export function PaintedDateStep() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const userId = useSession().session?.userId ?? null;
  const schedule = useSchedule();
  const settings = useSettings();
  const history = useUserReservations(userId);
  // The server paints this page light only for that arrival, with all of it in the cache (router.tsx).
  const start = arrivalFromCache(queryClient, userId)?.start;
  if (!schedule.data || !start) throw new Error('/reserve painted light without her arrival');
  const data = dateChoiceData({
    schedule: schedule.data,
    settings: settings.data,
    reservations: history.data,
    replacingId: null,
    current: null,
    language,
  });
  return (
    <Page title={t(viewTitleKey['reserve-date'])}>
      <StepIndicator current="reserve-date" />
      <Island
        name="reserve-date"
        component={DateIsland}
        props={{ ...data, start }}
        texts={pickTexts(t, DATE_TEXTS)}
      />
    </Page>
  );
}
