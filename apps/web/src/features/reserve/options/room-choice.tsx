import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsMap } from '../../../api/settings';
import { formatMoney } from '../../../ui/format';
import type { FlowState, RoomType } from '../flow/flow-state';
import { roomPrice } from '../rules/price';
import classes from '../reserve.module.css';

const ROOMS = [
  ['shower', 'reserve.options.shower'],
  ['bath', 'reserve.options.bath'],
  ['handicapped', 'reserve.options.accessible'],
] as const satisfies readonly (readonly [RoomType, string])[];

export interface RoomChoiceProps {
  flow: FlowState;
  shabbosMode: boolean;
  /** The public settings, for each room's price (none shown until they have loaded). */
  settings?: SettingsMap | undefined;
  /** The night: its prices (the promotion is by date). */
  date: string;
  onChoose: (room: RoomType) => void;
}

/**
 * Bath or shower, or the accessible room (which replaces them); a Kallah room chosen on the date step
 * replaces the choice. Shabbos-mode nights have one kind of room: no choice.
 */
export function RoomChoice({ flow, shabbosMode, settings, date, onChoose }: RoomChoiceProps) {
  const { t } = useTranslation();
  const priceId = useId();
  if (flow.roomType === 'kallah') {
    return (
      <section className={classes.section} aria-labelledby="room-type">
        <h2 className={classes.heading} id="room-type">
          {t('reserve.options.roomType')}
        </h2>
        <p className={classes.card}>{t('reserve.options.kallah')}</p>
      </section>
    );
  }
  if (shabbosMode) {
    return (
      <section className={classes.section} aria-labelledby="room-type">
        <h2 className={classes.heading} id="room-type">
          {t('reserve.options.roomType')}
        </h2>
        <p className={classes.muted}>{t('reserve.options.shabbosRoom')}</p>
      </section>
    );
  }
  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>{t('reserve.options.roomType')}</legend>
      <div className={classes.choices}>
        {ROOMS.map(([room, label]) => (
          <label key={room} className={classes.choice}>
            <span className={classes.choiceLabel}>
              <input
                type="radio"
                name="room-type"
                value={room}
                checked={flow.roomType === room}
                onChange={() => onChoose(room)}
                aria-describedby={settings ? `${priceId}-${room}` : undefined}
              />
              {t(label)}
            </span>
            {/* Read as the radio's description: its name stays the room's. */}
            {settings ? (
              <span className={classes.total} id={`${priceId}-${room}`} aria-hidden="true">
                {formatMoney(roomPrice(settings, date, room))}
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
