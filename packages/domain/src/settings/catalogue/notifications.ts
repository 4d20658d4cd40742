import type { SettingDefinition } from '../types.ts';
import { HOUR_FORMAT, LATEST_HOUR } from './hour-hint.ts';

const group = 'Notifications and links';

export const notificationSettings = [
  {
    key: 'notificationDayBeforeDefaultHour',
    type: 'hour',
    default: '18',
    min: 0,
    max: LATEST_HOUR,
    hint: `The day-before reminder is sent at this hour, ${HOUR_FORMAT}.`,
    visibility: 'admin',
    group,
  },
  {
    key: 'notificationDayOfDefaultHour',
    type: 'hour',
    default: '12',
    min: 0,
    max: LATEST_HOUR,
    hint: `The same-day reminder is sent at this hour, ${HOUR_FORMAT}.`,
    visibility: 'admin',
    group,
  },
  {
    key: 'notificationDayOfSpecialText',
    type: 'text',
    default: '',
    hint: 'Added to every same-day reminder while set (for example a parking notice). Keep it discreet.',
    visibility: 'admin',
    group,
  },
  {
    key: 'notificationReminderShortLink',
    type: 'url',
    default: '',
    hint: 'Short link to the reservation page put in reminders; must be an entire URL (https://…), or empty.',
    visibility: 'admin',
    group,
  },
  {
    key: 'feedbackLink',
    type: 'url',
    default: '',
    hint: 'Link to the feedback form sent after a visit; must be an entire URL (https://…), or empty.',
    visibility: 'public',
    group,
  },
] as const satisfies readonly SettingDefinition[];
