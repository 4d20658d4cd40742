import { useTranslation } from 'react-i18next';
import { useReservation } from '../../../api/reservation';
import { useSchedule } from '../../../api/schedule';
import { useSettings } from '../../../api/settings';
import { useUserReservations } from '../../../api/user-reservations';
import { useLanguage } from '../../../i18n/use-language';
import { useSession } from '../../../shared/session-context';
import { useFlow } from '../flow/flow-context';
import { useWhen } from '../shared/use-display';
import { DateChoice } from './date-choice';
import { dateChoiceData } from './date-choice-data';
import { QueryView } from '../../../ui/query-view';

/** The date step inside the app: its data from the app's queries, its flow the app's. */
export function DateStep() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { flow, dispatch, go } = useFlow();
  const { session } = useSession();
  const schedule = useSchedule();
  const history = useUserReservations(session?.userId ?? null);
  const settings = useSettings();
  const current = useReservation(flow.replacingReservationId);
  const when = useWhen();

  return (
    <QueryView queries={[schedule]} retry loadingLabel={t('reserve.date.loading')}>
      {(nights) => {
        const data = dateChoiceData({
          schedule: nights,
          settings: settings.data,
          reservations: history.data,
          replacingId: flow.replacingReservationId,
          current: current.data ? t('reserve.date.current', { when: when(current.data) }) : null,
          language,
        });
        return (
          <DateChoice
            {...data}
            flow={flow}
            dispatch={dispatch}
            onContinue={() => go('reserve-options')}
            onList={() => go('reserve-start', { list: true })}
          />
        );
      }}
    </QueryView>
  );
}
