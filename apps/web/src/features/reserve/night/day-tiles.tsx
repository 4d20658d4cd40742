import type { ScheduleDay } from '../../../api/schedule';
import type { Language } from '../../../i18n/language';
import { useText } from '../../../islands/island-texts';
import { formatShortDate } from '../../../ui/format';
import { weekdayKey } from '../../../ui/weekday-name';
import { dayProblem, type DayProblem } from '../rules/date-rules';
import classes from '../reserve.module.css';

export interface DayTilesProps {
  days: readonly ScheduleDay[];
  selected: string | null;
  now: number;
  language: Language;
  onChoose: (day: ScheduleDay) => void;
  /** A disabled tile was pressed: the reason is shown as a warning. */
  onRefused: (problem: Exclude<DayProblem, null>) => void;
}

/** The six nights from today; closed nights and nights past their cutoff are disabled. */
export function DayTiles({ days, selected, now, language, onChoose, onRefused }: DayTilesProps) {
  const text = useText();
  return (
    <div className={classes.tiles}>
      {days.map((day, index) => {
        const problem = dayProblem(day, now);
        return (
          <button
            key={day.date}
            type="button"
            className={classes.tile}
            aria-pressed={selected === day.date}
            aria-disabled={problem ? true : undefined}
            onClick={() => (problem ? onRefused(problem) : onChoose(day))}
          >
            <span className={classes.tileDay}>
              {index === 0 ? text('reserve.date.tonight') : text(weekdayKey(day))}
            </span>
            <span>{formatShortDate(day.date, language)}</span>
            {problem ? (
              <span className={classes.tileNote}>
                {problem === 'closed' ? text('reserve.date.closed') : text('reserve.date.bookingClosed')}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
