import type { SettingDefinition } from '../types.ts';

const group = 'Website';

export const websiteSettings = [
  {
    key: 'websiteHomePageMessage',
    type: 'text',
    default: '',
    hint: 'Message on the home page banner; each line break starts a new paragraph. Empty = none.',
    visibility: 'public',
    group,
  },
  {
    key: 'websiteBannerImage',
    type: 'url',
    default: '',
    hint: 'Image shown in the home-page pop-up banner; must be an entire URL (https://…). Empty = no banner.',
    visibility: 'public',
    group,
  },
  {
    key: 'websiteBannerDestinationUrl',
    type: 'url',
    default: '',
    hint: 'Where a click on the banner goes; must be an entire URL (https://…). Empty = nowhere.',
    visibility: 'public',
    group,
  },
] as const satisfies readonly SettingDefinition[];
