import { facilityToday, isIsoDate } from '@tevila/domain';
import { useSearchParams } from 'react-router';
import { useSchedule } from '../../api/schedule';
import { useFacilityTimeZone } from '../../ui/use-facility-time-zone';

/**
 * The night a desk screen shows, kept in the address (`?dt=`, tonight when absent or not a date), so a
 * reload or a shared link keeps it; and `update`, which changes the address's keys in place.
 */
export function useNightAddress() {
  const schedule = useSchedule();
  const timeZone = useFacilityTimeZone();
  // Tonight is the schedule's first night (the server's today), else today in the facility's zone.
  const tonight = schedule.data?.[0]?.date ?? facilityToday(new Date(), timeZone);
  const [params, setParams] = useSearchParams();
  const requested = params.get('dt');
  const date = requested && isIsoDate(requested) ? requested : tonight;
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return { date, tonight, params, update };
}
