import { useTranslation } from 'react-i18next';
import type { ReservationStatus, StaffReservation } from '../../api/staff-types';
import classes from './night.module.css';
import { knownStatus, statusColour } from './night-rules';
import {
  facilityIso,
  formatDuration,
  nowPercent,
  offsetMinutes,
  timelineRange,
  timelineSegments,
} from './timeline-rules';
import { useTimeText } from './use-display';
import { localeOf, type Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/use-language';

/**
 * docs/product/site-and-staff.md §4 Timeline: from arrival to its end, coloured by status, with "now" on it and the clock.
 * Its end only bounds the drawing (3 hours after arrival, or the end of the day): the visit's own end
 * is the one the summary names, so the legend does not name a second one.
 */
export function TimelineBar({ details, now }: { details: StaffReservation; now: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = useTimeText();
  const offset = offsetMinutes(details.reservationTime) ?? 0;
  const range = timelineRange(details, now);
  if (!range) {
    return (
      <p className={classes.timelineLegend}>
        <span>{t('admin.night.timeline.notArrived')}</span>
        <span>{t('admin.night.timeline.clock', { seconds: clockText(now, offset, language) })}</span>
      </p>
    );
  }
  const segments = timelineSegments(details, range, now);
  const elapsedTo = Math.min(now, range.end);
  return (
    <div className={classes.timeline}>
      <div
        className={classes.bar}
        role="img"
        aria-label={t('admin.night.timeline.label', { start: time(facilityIso(range.start, offset)) })}
      >
        {segments.map((s) => (
          <span
            key={`${s.status}-${s.from}`}
            className={classes.segment}
            title={t(`admin.night.status.${statusKey(s.status)}`)}
            style={{
              insetInlineStart: `${s.offsetPercent}%`,
              inlineSize: `${s.widthPercent}%`,
              background: `var(--mantine-color-${statusColour(statusKey(s.status))}-4)`,
            }}
          />
        ))}
        <span className={classes.nowMarker} style={{ insetInlineStart: `${nowPercent(range, now)}%` }} />
      </div>
      <p className={classes.timelineLegend}>
        <span>{t('admin.night.timeline.start', { time: time(facilityIso(range.start, offset)) })}</span>
        <span>
          {t('admin.night.timeline.elapsed', { duration: formatDuration(elapsedTo - range.start) })}
        </span>
        <span>{t('admin.night.timeline.clock', { seconds: clockText(now, offset, language) })}</span>
      </p>
    </div>
  );
}

/** The facility's wall-clock time to the second, written as the page's other times are ("7:42:07 PM"). */
function clockText(now: number, offset: number, language: Language): string {
  const wall = new Date(`${facilityIso(now, offset).slice(0, 19)}Z`);
  return new Intl.DateTimeFormat(localeOf(language), {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'UTC',
  }).format(wall);
}

/** A history status as one of ours (an unknown one is drawn as Reserved would be). */
export function statusKey(status: string): ReservationStatus {
  return knownStatus(status) ?? 'Reserved';
}
