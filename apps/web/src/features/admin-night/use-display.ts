import { useLanguage } from '../../i18n/use-language';
import { formatLocalTime } from '../../ui/format';

/** A time as the facility's wall clock ("7:30 PM" / "19:30"); '' for none. */
export function useTimeText(): (iso: string | null | undefined) => string {
  const language = useLanguage();
  return (iso) => formatLocalTime(iso, language);
}

/** docs/product/site-and-staff.md §9: the phone shows as '+' followed by the username. */
export const phoneText = (userName: string): string => `+${userName}`;

/** "First Last" of an attendant. */
export const attendantName = (a: { firstName: string; lastName: string }): string =>
  `${a.firstName} ${a.lastName}`.trim();
