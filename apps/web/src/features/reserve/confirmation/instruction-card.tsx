import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../../api/reservation';
import classes from '../reserve.module.css';

const SHABBOS_TYPES = new Set(['Friday', 'ErevYomTov', 'YomTov']);

export type Instructions = 'shabbos' | 'parking' | 'walking';

/** Friday and Yom Tov nights first, then parking, otherwise the weekday walking instructions. */
export function instructionsFor(
  r: Pick<Reservation, 'shabbosMode' | 'scheduleType' | 'parking'>,
): Instructions {
  if (r.shabbosMode || SHABBOS_TYPES.has(r.scheduleType ?? '')) return 'shabbos';
  return r.parking ? 'parking' : 'walking';
}

const TEXTS = {
  shabbos: ['reserve.instructions.shabbosTitle', 'reserve.instructions.shabbos'],
  parking: ['reserve.instructions.parkingTitle', 'reserve.instructions.parking'],
  walking: ['reserve.instructions.walkingTitle', 'reserve.instructions.walking'],
} as const;

export function InstructionCard({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const [title, text] = TEXTS[instructionsFor(reservation)];
  return (
    <section className={classes.card} aria-labelledby="instructions-heading">
      <h2 className={classes.heading} id="instructions-heading">
        {t(title)}
      </h2>
      <p className={classes.muted}>{t(text)}</p>
    </section>
  );
}
