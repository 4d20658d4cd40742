import { useState } from 'react';
import type { ScheduleDay } from '../../../api/schedule';
import type { Language } from '../../../i18n/language';
import type { TranslationKey } from '../../../i18n/keys';
import { useText } from '../../../islands/island-texts';
import { formatMoney } from '../../../ui/format';
import { LightButton } from '../../../ui/light-button';
import { WEEKDAY_KEYS } from '../../../ui/weekday-name';
import type { FlowAction, FlowState } from '../flow/flow-state';
import { dayProblem, type DayProblem } from '../rules/date-rules';
import classes from '../reserve.module.css';
import { DayTiles } from './day-tiles';
import { TonightClosed } from './tonight-closed';

/** Every text the date step shows: what its island is given (decision 0068). */
export const DATE_TEXTS: readonly TranslationKey[] = [
  ...WEEKDAY_KEYS,
  'reserve.date.legend',
  'reserve.date.tonight',
  'reserve.date.closed',
  'reserve.date.bookingClosed',
  'reserve.date.reserveDateClosed',
  'reserve.date.reserveDatePastCutoff',
  'reserve.date.specialty',
  'reserve.date.kallah',
  'reserve.date.kallahShabbos',
  'reserve.date.kallahRefused',
  'reserve.date.tonightClosedTitle',
  'reserve.date.tonightClosedIntro',
  'reserve.date.tonightCall',
  'reserve.date.tonightWalkIn',
  'reserve.date.tonightWalkInFrom',
  'reserve.date.chooseNextOpen',
  'reserve.continue',
  'reserve.listHeading',
];

/** What the date step shows, as plain data: the app reads it from its queries, the island is given it. */
export interface DateChoiceData {
  /** The nights offered (the schedule's first DATE_TILES). */
  days: readonly ScheduleDay[];
  /** The Kallah room's price on each of those nights; null while the settings are not in. */
  kallahPrices: Readonly<Record<string, number>> | null;
  /** docs/product/booking.md §5: her reservations since 2020 keep her from booking the Kallah room herself. */
  kallahRefused: boolean;
  /** She has reservations: her list stays one tap away from a new booking. */
  showList: boolean;
  /** When editing: "Your current reservation is …", else null. */
  current: string | null;
  office: { phone: string; phoneHref: string };
  language: Language;
}

export interface DateChoiceProps extends DateChoiceData {
  flow: Pick<FlowState, 'date' | 'roomType' | 'mode'>;
  dispatch: (action: FlowAction) => void;
  onContinue: () => void;
  onList: () => void;
  /** She went on and the next view is on its way: the page says so, and takes no second tap. */
  leaving?: boolean;
}

/** docs/product/booking.md §2, §5 Date step: six nights, the current reservation when editing, the Kallah room. */
export function DateChoice({
  days,
  kallahPrices,
  kallahRefused,
  showList,
  current,
  office,
  language,
  flow,
  dispatch,
  onContinue,
  onList,
  leaving = false,
}: DateChoiceProps) {
  const text = useText();
  const [refusal, setRefusal] = useState<Exclude<DayProblem, null> | null>(null);
  const [kallahMessage, setKallahMessage] = useState(false);
  const [now] = useState(() => Date.now());

  // Tonight's booking closed: what she can still do is said at once, not only when she presses it.
  const tonight = days[0] !== undefined && dayProblem(days[0], now) === 'pastCutoff' ? days[0] : null;
  const nextOpen = days.find((day) => dayProblem(day, now) === null) ?? null;
  const chosen = days.find((day) => day.date === flow.date && dayProblem(day, now) === null) ?? null;
  const kallahOn = flow.roomType === 'kallah';
  const kallahDisabled = chosen?.shabbosMode === true;
  const kallahPrice = kallahPrices?.[chosen?.date ?? days[0]?.date ?? ''];

  const choose = (day: ScheduleDay) => {
    setRefusal(null);
    dispatch({ type: 'chooseDate', date: day.date });
    if (day.shabbosMode && kallahOn) dispatch({ type: 'setKallah', on: false });
  };

  const toggleKallah = () => {
    if (kallahOn) {
      dispatch({ type: 'setKallah', on: false });
      setKallahMessage(false);
    } else if (kallahRefused) {
      setKallahMessage(true);
    } else {
      dispatch({ type: 'setKallah', on: true });
    }
  };

  return (
    <div className={classes.stack}>
      {current ? <p className={classes.card}>{current}</p> : null}
      <fieldset className={classes.section}>
        <legend className={classes.legend}>{text('reserve.date.legend')}</legend>
        <DayTiles
          days={days}
          selected={chosen?.date ?? null}
          now={now}
          language={language}
          onChoose={choose}
          onRefused={setRefusal}
        />
        {refusal ? (
          <p className={classes.warning} role="alert">
            {refusal === 'closed'
              ? text('reserve.date.reserveDateClosed')
              : text('reserve.date.reserveDatePastCutoff')}
          </p>
        ) : null}
      </fieldset>
      {/* Outside the nights' group: its buttons are the six nights only. */}
      {tonight ? (
        <TonightClosed
          tonight={tonight}
          nextOpen={nextOpen}
          office={office}
          language={language}
          onChoose={choose}
        />
      ) : null}
      <fieldset className={classes.section}>
        <legend className={classes.legend}>{text('reserve.date.specialty')}</legend>
        <label className={classes.choice}>
          <span className={classes.choiceLabel}>
            <input
              type="checkbox"
              role="switch"
              checked={kallahOn}
              disabled={kallahDisabled}
              onChange={toggleKallah}
              aria-describedby={
                [kallahPrice !== undefined ? 'kallah-price' : '', kallahDisabled ? 'kallah-shabbos' : '']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            />
            {text('reserve.date.kallah')}
          </span>
          {kallahPrice !== undefined ? (
            <span className={classes.total} id="kallah-price" aria-hidden="true">
              {formatMoney(kallahPrice)}
            </span>
          ) : null}
        </label>
        {kallahDisabled ? (
          <p className={classes.muted} id="kallah-shabbos">
            {text('reserve.date.kallahShabbos')}
          </p>
        ) : null}
        {kallahMessage ? (
          <p className={classes.warning} role="alert">
            {text('reserve.date.kallahRefused')}
          </p>
        ) : null}
      </fieldset>
      <div className={classes.actions}>
        <LightButton size="md" wrap disabled={!chosen} aria-busy={leaving || undefined} onClick={onContinue}>
          {text('reserve.continue')}
        </LightButton>
        {/* Sent here because nothing is upcoming: her past reservations stay one tap away. */}
        {flow.mode === 'new' && showList ? (
          <LightButton variant="subtle" size="md" wrap onClick={onList}>
            {text('reserve.listHeading')}
          </LightButton>
        ) : null}
      </div>
    </div>
  );
}
