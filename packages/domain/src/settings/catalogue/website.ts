import type { SettingDefinition } from '../types.ts';

const group = 'Website';

export const websiteSettings = [
  {
    key: 'websiteHomePageMessage',
    type: 'text',
    default: '',
    visibility: 'public',
    group,
  },
  {
    key: 'websiteBannerImage',
    type: 'url',
    default: '',
    visibility: 'public',
    group,
  },
  {
    key: 'websiteBannerDestinationUrl',
    type: 'url',
    default: '',
    visibility: 'public',
    group,
  },
] as const satisfies readonly SettingDefinition[];
