import type { SettingDefinition } from '../types.ts';

const group = 'Email';

export const emailSettings = [
  {
    key: 'smtpHost',
    type: 'ip',
    default: '',
    hint: 'Mail server host name or address, with :port if not 587 (SMTP_URL in the environment wins).',
    visibility: 'admin',
    group,
  },
  { key: 'smtpUser', type: 'string', default: '', hint: 'Mail server login.', visibility: 'admin', group },
  {
    key: 'smtpPassword',
    type: 'secret',
    default: '',
    hint: 'Mail server password. Write-only: it is never shown again.',
    visibility: 'secret',
    group,
  },
  {
    key: 'emailFrom',
    type: 'email',
    default: 'info@example.org',
    hint: 'Address the site sends email from.',
    visibility: 'admin',
    group,
  },
  {
    key: 'emailFromName',
    type: 'string',
    default: 'Mikvah',
    hint: 'Sender name shown with that address.',
    visibility: 'admin',
    group,
  },
  {
    key: 'publicAppBaseUrl',
    type: 'url',
    default: '',
    hint: 'Address of this site used in links sent by email and SMS; must be an entire URL (https://…). Empty = PUBLIC_URL.',
    visibility: 'admin',
    group,
  },
] as const satisfies readonly SettingDefinition[];
