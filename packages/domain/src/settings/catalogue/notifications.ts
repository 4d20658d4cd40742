import type { SettingDefinition } from '../types.ts';
import { LATEST_HOUR } from './latest-hour.ts';

const group = 'Notifications and links';

export const notificationSettings = [
  {
    key: 'notificationDayBeforeDefaultHour',
    type: 'hour',
    default: '18',
    min: 0,
    max: LATEST_HOUR,
    visibility: 'admin',
    group,
  },
  {
    key: 'notificationDayOfDefaultHour',
    type: 'hour',
    default: '12',
    min: 0,
    max: LATEST_HOUR,
    visibility: 'admin',
    group,
  },
  {
    key: 'notificationDayOfSpecialText',
    type: 'text',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'notificationRoomReady',
    type: 'bool',
    default: 'False',
    visibility: 'admin',
    group,
  },
  {
    key: 'notificationReminderShortLink',
    type: 'url',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'feedbackLink',
    type: 'url',
    default: '',
    visibility: 'public',
    group,
  },
] as const satisfies readonly SettingDefinition[];
