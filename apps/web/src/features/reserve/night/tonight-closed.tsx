import clsx from 'clsx';
import type { ScheduleDay } from '../../../api/schedule';
import type { Language } from '../../../i18n/language';
import { useText, withPart } from '../../../islands/island-texts';
import { formatLocalTime, formatShortDate } from '../../../ui/format';
import { LightButton } from '../../../ui/light-button';
import { weekdayKey } from '../../../ui/weekday-name';
import classes from '../reserve.module.css';
import own from './tonight-closed.module.css';

export const TONIGHT_CLOSED_HEADING = 'tonight-closed-heading';

export interface TonightClosedProps {
  /** Tonight, whose booking has closed. */
  tonight: ScheduleDay;
  /** The first of the next nights she can still book, if any. */
  nextOpen: ScheduleDay | null;
  /** The office's line as written, and as dialled; '' when the facility gave none. */
  office: { phone: string; phoneHref: string };
  language: Language;
  onChoose: (day: ScheduleDay) => void;
}

/**
 * Tonight's booking has closed (its cutoff has passed): what she can still do. The office's phone, a
 * tap away; coming without a booking, which the desk takes while a room is free (a walk-in); or the
 * next night she can book, in one press.
 */
export function TonightClosed({ tonight, nextOpen, office, language, onChoose }: TonightClosedProps) {
  const text = useText();
  const opens = formatLocalTime(tonight.openTime, language);
  return (
    <section className={classes.card} aria-labelledby={TONIGHT_CLOSED_HEADING}>
      <h2 className={clsx(classes.cardTitle, own.title)} id={TONIGHT_CLOSED_HEADING} tabIndex={-1}>
        {text('reserve.date.tonightClosedTitle')}
      </h2>
      <p>{text('reserve.date.tonightClosedIntro')}</p>
      <ul className={own.ways}>
        {office.phone !== '' ? (
          <li>
            {withPart(text('reserve.date.tonightCall', { phone: office.phone }), 'phone', (phone) => (
              <a href={office.phoneHref} dir="ltr">
                {phone}
              </a>
            ))}
          </li>
        ) : null}
        <li>
          {opens !== ''
            ? text('reserve.date.tonightWalkInFrom', { time: opens })
            : text('reserve.date.tonightWalkIn')}
        </li>
      </ul>
      {nextOpen ? (
        <div>
          <LightButton variant="light" size="md" wrap onClick={() => onChoose(nextOpen)}>
            {text('reserve.date.chooseNextOpen', {
              night: `${text(weekdayKey(nextOpen))} ${formatShortDate(nextOpen.date, language)}`,
            })}
          </LightButton>
        </div>
      ) : null}
    </section>
  );
}
