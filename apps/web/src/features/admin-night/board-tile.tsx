import type { RoomBoardTile } from '@tevila/contract';
import { isOverdue, minutesInStage } from '@tevila/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { knownStatus, statusColour } from './night-rules';
import classes from './board.module.css';
import { attendantName } from './use-display';

/** A visit's stage in its status colour; a room's own status in the accent colour, Offline in dark grey. */
function toneOf(tile: RoomBoardTile): string {
  if (tile.of === 'visit') {
    const known = knownStatus(tile.stage);
    return known === null ? 'gray' : statusColour(known);
  }
  return tile.stage === 'Offline' ? 'dark' : 'lagoon';
}

/**
 * One room on the board (docs/rules/the-night.md Rooms board): its number, section and attendant, its
 * stage as text on its colour, the minutes in that stage and the stage's length, marked when past it;
 * the visit by its code only. A call for help outlines the tile and says so; supplies asked for longer
 * ago than `supplyMinutes` (waitingForSuppliesMinutes) are marked over time.
 */
export function BoardTile({
  tile,
  now,
  supplyMinutes,
}: {
  tile: RoomBoardTile;
  now: number;
  supplyMinutes: number | null;
}) {
  const { t } = useTranslation();
  // The oldest open request decides: the list is oldest first.
  const oldestSupply = tile.supplies[0];
  const suppliesLate =
    oldestSupply !== undefined &&
    isOverdue({ since: Date.parse(oldestSupply.dateRequested), expectedMinutes: supplyMinutes }, now);
  const since = tile.since === null ? null : Date.parse(tile.since);
  const timing = { since, expectedMinutes: tile.expectedMinutes };
  const minutes = minutesInStage(timing, now);
  const late = isOverdue(timing, now);
  const tone = toneOf(tile);
  // CSS custom properties are not in React's style type.
  const style = {
    '--tile-strong': `var(--mantine-color-${tone}-6)`,
    '--tile-pale': `var(--mantine-color-${tone}-0)`,
  } as CSSProperties;
  const stage =
    tile.of === 'visit'
      ? t(`admin.night.status.${tile.stage}`, { defaultValue: tile.stage })
      : t(`admin.config.rooms.statuses.${tile.stage}`, { defaultValue: tile.stage });
  const attendant = tile.room.section.attendant;
  return (
    <li
      className={classes.tile}
      style={style}
      data-alert={tile.alert !== null || undefined}
      data-supplies={tile.supplies.length > 0 || undefined}
      data-late={late || undefined}
      aria-labelledby={`room-${tile.room.id}`}
    >
      <h3 className={classes.number} id={`room-${tile.room.id}`}>
        {t('admin.night.board.room', { number: tile.room.number })}
      </h3>
      <p className={classes.section}>
        {attendant === null
          ? tile.room.section.name
          : t('admin.night.board.sectionOf', {
              section: tile.room.section.name,
              attendant: attendantName(attendant),
            })}
      </p>
      <p className={classes.stage}>{stage}</p>
      {minutes === null ? null : (
        <p className={classes.time}>
          {tile.expectedMinutes === null
            ? t('admin.night.board.minutes', { minutes })
            : t('admin.night.board.minutesOf', { minutes, expected: tile.expectedMinutes })}
          {late ? <strong className={classes.late}> {t('admin.night.board.overTime')}</strong> : null}
        </p>
      )}
      {tile.visit === null ? null : (
        <p className={classes.code}>{t('admin.night.board.code', { code: tile.visit.reservationCode })}</p>
      )}
      {tile.alert === null ? null : <p className={classes.help}>{t('admin.night.board.needsHelp')}</p>}
      {tile.supplies.length === 0 ? null : (
        <p className={classes.supplies}>
          {t('admin.night.board.supplies', { items: tile.supplies.map((s) => s.item).join(', ') })}
          {suppliesLate ? <strong className={classes.late}> {t('admin.night.board.overTime')}</strong> : null}
        </p>
      )}
    </li>
  );
}
