import type { SettingTexts } from '../types.ts';
import { HOUR_FORMAT } from './phrases.ts';

/** The notifications settings' names and hints in English (catalogue/notifications.ts). */
export const notificationsTextsEn = {
  notificationDayBeforeDefaultHour: {
    name: 'Day-before reminder hour',
    hint: `The day-before reminder is sent at this hour, ${HOUR_FORMAT}.`,
  },
  notificationDayOfDefaultHour: {
    name: 'Same-day reminder hour',
    hint: `The same-day reminder is sent at this hour, ${HOUR_FORMAT}.`,
  },
  notificationDayOfSpecialText: {
    name: 'Same-day reminder notice',
    hint: 'Added to every same-day reminder while set (for example a parking notice). Keep it discreet.',
  },
  notificationRoomReady: {
    name: 'Text her when her room is ready',
    hint: 'On: when a room is given to a patron (at check-in or when one frees up), she gets a text with its number, if she takes texts about her reservations.',
  },
  notificationReminderShortLink: {
    name: 'Short link in reminders',
    hint: 'Short link to the reservation page put in reminders; must be an entire URL (https://…), or empty.',
  },
  feedbackLink: {
    name: 'Feedback form link',
    hint: 'Link to the feedback form sent after a visit; must be an entire URL (https://…), or empty.',
  },
} satisfies Partial<SettingTexts>;
