import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { Button, NativeSelect, Switch } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffTexts } from '../../i18n/staff-texts';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../shared/session-context';
import { AdminNav } from '../../ui/admin-nav';
import { ErrorAlert } from '../../ui/error-alert';
import { errorText } from '../../ui/error-notice';
import { formatDayDate } from '../../ui/format';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { useAcknowledgeAlert, useRoomsBoard } from './api/rooms-board';
import { BoardTile } from './board-tile';
import classes from './board.module.css';
import { playHelpTone, readHelpSound, storeHelpSound } from './help-sound';
import nightClasses from './night.module.css';
import { useTimeText } from './use-display';
import { LiveBadge } from './live-badge';
import { useNightAddress } from './use-night-address';
import { useNightStream } from './use-night-stream';

/** The minutes on the tiles move on this often between reads. */
const TICK_MS = 15_000;

/**
 * /admin/board (docs/product/site-and-staff.md §2 Rooms board): every room of the night as a tile that
 * follows the night live, the rooms' calls for help above them until someone answers, and an optional
 * sound for a new call. `?section=` keeps one section: an attendant's view on her phone.
 */
export default function BoardPage() {
  useStaffTexts('night');
  useStaffTexts('config');
  const { t } = useTranslation();
  const language = useLanguage();
  const { session } = useSession();
  const { date, tonight, params, update } = useNightAddress();
  const section = params.get('section');
  const board = useRoomsBoard(date);
  const live = useNightStream(date);
  const acknowledge = useAcknowledgeAlert(date);
  const time = useTimeText();
  const [sound, setSound] = useState(readHelpSound);
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const tiles = board.data?.tiles ?? [];
  const sections = [...new Map(tiles.map((x) => [String(x.room.section.id), x.room.section.name]))];
  const shown = section === null ? tiles : tiles.filter((x) => String(x.room.section.id) === section);
  const calls = shown.filter((x) => x.alert !== null);
  // The server's clock, moved on by the time since the read: a desk whose clock is off counts right.
  const now = board.data ? Date.parse(board.data.now) + Math.max(0, tick - board.data.readAt) : tick;

  // A call not heard before sounds once, when the sound is on.
  const heard = useRef<Set<number> | null>(null);
  useEffect(() => {
    const ids = calls.map((x) => x.alert!.id);
    const known = heard.current;
    heard.current = new Set(ids);
    if (known !== null && sound && ids.some((id) => !known.has(id))) playHelpTone();
  }, [calls, sound]);

  return (
    <>
      <AdminNav roles={session?.roles ?? []} />
      <Page title={t('admin.night.board.title')}>
        <div className={nightClasses.wide}>
          <div className={nightClasses.toolbar}>
            <NativeSelect
              label={t('admin.night.board.section')}
              value={section ?? ''}
              data={[
                { value: '', label: t('admin.night.board.allSections') },
                ...sections.map(([id, name]) => ({ value: id, label: name })),
              ]}
              onChange={(e) =>
                update({ section: e.currentTarget.value === '' ? null : e.currentTarget.value })
              }
            />
            <Switch
              label={t('admin.night.board.sound')}
              checked={sound}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                storeHelpSound(on);
                setSound(on);
                if (on) playHelpTone();
              }}
            />
          </div>
          <h2 className={nightClasses.count}>
            {date === tonight
              ? t('admin.night.tonight', { date: formatDayDate(date, language) })
              : formatDayDate(date, language)}
          </h2>
          <LiveBadge live={live} hint={t('admin.night.board.liveHint')} />
          {/* Always in the page, so a screen reader hears a call the moment it is added. */}
          <div role="alert">
            {calls.length === 0 ? null : (
              <ul className={classes.alerts} aria-label={t('admin.night.board.calls')}>
                {calls.map((x) => (
                  <li key={x.alert!.id} className={classes.alert}>
                    <span>
                      {t('admin.night.board.call', {
                        number: x.room.number,
                        section: x.room.section.name,
                        time: time(x.alert!.createdAt),
                      })}
                    </span>
                    <Button
                      color="red.9"
                      loading={acknowledge.isPending && acknowledge.variables === x.alert!.id}
                      aria-label={t('admin.night.board.answerRoom', { number: x.room.number })}
                      onClick={() => acknowledge.mutate(x.alert!.id)}
                    >
                      {t('admin.night.board.answer')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {acknowledge.isError ? <p role="status">{errorText(acknowledge.error, t)}</p> : null}
          {board.isError ? <ErrorAlert error={board.error} /> : null}
          {board.isPending ? <PageLoader /> : null}
          {board.data && shown.length === 0 ? <p>{t('admin.night.board.empty')}</p> : null}
          {shown.length > 0 ? (
            <ul className={classes.grid} aria-label={t('admin.night.board.rooms')}>
              {shown.map((x) => (
                <BoardTile
                  key={x.room.id}
                  tile={x}
                  now={now}
                  supplyMinutes={board.data?.supplyMinutes ?? null}
                />
              ))}
            </ul>
          ) : null}
        </div>
      </Page>
    </>
  );
}
