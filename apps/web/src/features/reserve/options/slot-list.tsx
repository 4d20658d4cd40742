import { useTranslation } from 'react-i18next';
import type { AvailableSlot } from '../api/available-slots';
import { formatLocalTime } from '../../../ui/format';
import classes from '../reserve.module.css';
import { useLanguage } from '../../../i18n/use-language';

export interface SlotListProps {
  slots: readonly AvailableSlot[];
  chosen: string | null;
  onChoose: (timeSlot: string) => void;
}

/** The free times for the chosen combination, as one radio group. */
export function SlotList({ slots, chosen, onChoose }: SlotListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={classes.slots} role="radiogroup" aria-label={t('reserve.options.times')}>
      {slots.map((slot) => (
        <label key={slot.timeSlot} className={classes.choice}>
          <span className={classes.choiceLabel}>
            <input
              type="radio"
              name="time-slot"
              value={slot.timeSlot}
              checked={chosen === slot.timeSlot}
              onChange={() => onChoose(slot.timeSlot)}
            />
            <time dateTime={slot.timeSlot}>{formatLocalTime(slot.timeSlot, language)}</time>
          </span>
        </label>
      ))}
    </div>
  );
}
