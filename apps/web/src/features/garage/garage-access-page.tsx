import { settingDefinition } from '@tevila/domain';
import { useTranslation } from 'react-i18next';
import { openGarageGate } from './api/garage-open';
import { openGarageDoor } from './api/open-garage-door';
import { useSettings } from '../../api/settings';
import { useUserReservations } from '../../api/user-reservations';
import { useSession } from '../../shared/session-context';
import { useAccountTexts } from '../../i18n/account-texts';
import { Page } from '../../ui/page';
import { GateButtons, type Gate } from './gate-buttons';
import { GaragePrompt } from './garage-prompt';
import classes from './garage.module.css';
import { reservationOpeningGarage } from './tonight-parking';
import { QueryView } from '../../ui/query-view';

/** docs/product/site-and-staff.md §2: the four gate buttons; option 2 is each garage's inner gate. */
const allGates: readonly Gate[] = [
  { site: 1, option: 1, label: 'garagePage.gate1Entrance' },
  { site: 1, option: 2, label: 'garagePage.gate1Inner' },
  { site: 2, option: 1, label: 'garagePage.gate2Entrance' },
  { site: 2, option: 2, label: 'garagePage.gate2Inner' },
];

const defaultTimeZone = settingDefinition('timeZone')?.default ?? 'UTC';

/** A patron parks in the first garage: its entrance and its inner gate. */
const parkingGates: readonly Gate[] = [
  { site: 1, option: 1, label: 'garagePage.entrance' },
  { site: 1, option: 2, label: 'garagePage.innerGate' },
];

/** Without the gate role: her reservation of tonight with paid parking opens the gate, else the prompt. */
function PatronGarage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const reservations = useUserReservations(userId);
  const settings = useSettings();
  return (
    <QueryView queries={[reservations, settings]} retry>
      {(hers, facility) => {
        const tonight = reservationOpeningGarage(hers, new Date(), facility.timeZone || defaultTimeZone);
        if (!tonight) return <GaragePrompt />;
        return (
          <div className={classes.stack}>
            <p className={classes.text}>{t('garagePage.tonight')}</p>
            <GateButtons
              gates={parkingGates}
              label={t('garagePage.gatesLabel')}
              open={(request) => openGarageDoor({ ...request, reservationId: tonight.id })}
            />
          </div>
        );
      }}
    </QueryView>
  );
}

/** /garage-access (docs/product/site-and-staff.md §2, §5): login required; the four gates for OpenGarageGate holders. */
export default function GarageAccessPage() {
  useAccountTexts();
  const { t } = useTranslation();
  const session = useSession().session;
  const keeper = session?.roles.includes('OpenGarageGate') ?? false;
  return (
    <Page title={t('pages.garageAccess')} intro={t('garagePage.intro')}>
      {keeper ? (
        <GateButtons gates={allGates} label={t('garagePage.gatesLabel')} open={openGarageGate} />
      ) : (
        <PatronGarage userId={session?.userId ?? ''} />
      )}
    </Page>
  );
}
