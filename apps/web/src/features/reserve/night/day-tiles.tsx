import { useTranslation } from 'react-i18next';
import type { ScheduleDay } from '../../../api/schedule';
import { formatShortDate } from '../../../ui/format';
import { weekdayKey } from '../../../ui/weekday-name';
import { dayProblem, type DayProblem } from '../rules/date-rules';
import classes from '../reserve.module.css';
import { useLanguage } from '../../../i18n/use-language';

export interface DayTilesProps {
  days: readonly ScheduleDay[];
  selected: string | null;
  now: number;
  onChoose: (day: ScheduleDay) => void;
  /** A disabled tile was pressed: the reason is shown as a warning. */
  onRefused: (problem: Exclude<DayProblem, null>) => void;
}

/** The six nights from today; closed nights and nights past their cutoff are disabled. */
export function DayTiles({ days, selected, now, onChoose, onRefused }: DayTilesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
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
              {index === 0 ? t('reserve.date.tonight') : t(weekdayKey(day))}
            </span>
            <span>{formatShortDate(day.date, language)}</span>
            {problem ? (
              <span className={classes.tileNote}>
                {problem === 'closed' ? t('reserve.date.closed') : t('reserve.date.bookingClosed')}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
