import type { SettingDefinition } from '../types.ts';

const group = 'Website';

export const websiteSettings = [
  {
    key: 'websiteHomePageMessage',
    name: 'Home page message',
    type: 'text',
    default: '',
    hint: 'Message on the home page banner; each line break starts a new paragraph. Empty = none.',
    nameHe: 'הודעה בדף הבית',
    hintHe: 'הודעה בבאנר של דף הבית; כל מעבר שורה פותח פסקה חדשה. ריק = ללא הודעה.',
    visibility: 'public',
    group,
  },
  {
    key: 'websiteBannerImage',
    name: 'Banner image address',
    type: 'url',
    default: '',
    hint: 'Image shown in the home-page pop-up banner; must be an entire URL (https://…). Empty = no banner.',
    nameHe: 'כתובת תמונת הבאנר',
    hintHe: 'התמונה שמוצגת בבאנר הקופץ בדף הבית; כתובת מלאה (https://…). ריק = ללא באנר.',
    visibility: 'public',
    group,
  },
  {
    key: 'websiteBannerDestinationUrl',
    name: 'Banner link address',
    type: 'url',
    default: '',
    hint: 'Where a click on the banner goes; must be an entire URL (https://…). Empty = nowhere.',
    nameHe: 'כתובת הקישור של הבאנר',
    hintHe: 'לאן מובילה לחיצה על הבאנר; כתובת מלאה (https://…). ריק = לשום מקום.',
    visibility: 'public',
    group,
  },
] as const satisfies readonly SettingDefinition[];
