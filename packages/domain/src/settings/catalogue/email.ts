import type { SettingDefinition } from '../types.ts';

const group = 'Email';

export const emailSettings = [
  {
    key: 'smtpHost',
    type: 'ip',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'smtpUser',
    type: 'string',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'smtpPassword',
    type: 'secret',
    default: '',
    visibility: 'secret',
    group,
  },
  {
    key: 'emailFrom',
    type: 'email',
    default: 'info@example.org',
    visibility: 'admin',
    group,
  },
  {
    key: 'emailFromName',
    type: 'string',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'publicAppBaseUrl',
    type: 'url',
    default: '',
    visibility: 'admin',
    group,
  },
] as const satisfies readonly SettingDefinition[];
