import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Alert, Switch } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatchUser } from './api/patch-user';
import { useUser, type User } from '../../api/user';
import { useSession } from '../../shared/session-context';
import { useAccountTexts } from '../../i18n/account-texts';
import blocks from '../../ui/account-blocks.module.css';
import { errorText } from '../../ui/error-notice';
import { Page } from '../../ui/page';
import { ServerText } from '../../ui/server-text';
import classes from './notifications-page.module.css';
import { QueryView } from '../../ui/query-view';
import { partClassNames } from '../../ui/class-name';

type Field = 'notificationReservations' | 'notificationDayBefore' | 'notificationDayOf';

/** The three switches of docs/product/site-and-staff.md §2, in the order a visit goes: booking, the day before, the day. */
const SWITCHES = [
  {
    field: 'notificationReservations',
    label: 'notificationsPage.reservations',
    hint: 'notificationsPage.reservationsHint',
  },
  {
    field: 'notificationDayBefore',
    label: 'notificationsPage.dayBefore',
    hint: 'notificationsPage.dayBeforeHint',
  },
  { field: 'notificationDayOf', label: 'notificationsPage.dayOf', hint: 'notificationsPage.dayOfHint' },
] as const;

type Flags = Record<Field, boolean>;

/** A switch the server has never set is on (the account's default). */
function flagsOf(user: User): Flags {
  const on = (value: unknown) => value !== false;
  return {
    notificationReservations: on(user.notificationReservations),
    notificationDayBefore: on(user.notificationDayBefore),
    notificationDayOf: on(user.notificationDayOf),
  };
}

/** /notifications (docs/product/site-and-staff.md §2): which messages she gets about her reservations. */
export default function NotificationsPage() {
  useAccountTexts();
  const { t } = useTranslation();
  const userId = useSession().session?.userId ?? '';
  const user = useUser(userId || null);

  const body = (
    <QueryView queries={[user]} retry>
      {(her) => <NotificationSwitches userId={userId} initial={flagsOf(her)} />}
    </QueryView>
  );
  return (
    <Page title={t('pages.notifications')} intro={t('notificationsPage.intro')}>
      {body}
    </Page>
  );
}

/**
 * Each switch is saved the moment it moves (PATCH users/{id}); a refused save puts it back and shows
 * the server's words. Switches stay usable while a save is under way, so focus never jumps.
 */
function NotificationSwitches({ userId, initial }: { userId: string; initial: Flags }) {
  const { t } = useTranslation();
  const save = usePatchUser();
  const [flags, setFlags] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const idBase = useId();

  const toggle = (field: Field, value: boolean) => {
    setFlags((current) => ({ ...current, [field]: value }));
    setSaved(false);
    setError(null);
    save.mutate(
      { id: userId, operations: [{ op: 'add', path: field, value }] },
      {
        onSuccess: () => setSaved(true),
        onError: (failure) => {
          setFlags((current) => ({ ...current, [field]: !value }));
          setError(errorText(failure, t));
        },
      },
    );
  };

  return (
    <div className={blocks.stack}>
      <ul className={blocks.list}>
        {SWITCHES.map(({ field, label, hint }) => (
          <li key={field} className={classes.row}>
            <Switch
              checked={flags[field]}
              onChange={(event) => toggle(field, event.currentTarget.checked)}
              label={t(label)}
              aria-describedby={`${idBase}-${field}`}
              size="md"
              classNames={partClassNames({ label: classes.label })}
            />
            {/* Outside the label, so the switch is named by its title and described by this line. */}
            <p id={`${idBase}-${field}`} className={classes.hint}>
              {t(hint)}
            </p>
          </li>
        ))}
      </ul>
      {error !== null ? (
        <Alert color="red" role="alert">
          <ServerText>{error}</ServerText>
        </Alert>
      ) : null}
      <p role="status" aria-live="polite" className={blocks.liveNotice}>
        {saved ? t('notificationsPage.saved') : null}
      </p>
    </div>
  );
}
