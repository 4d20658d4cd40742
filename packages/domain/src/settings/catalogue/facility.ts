import type { SettingDefinition } from '../types.ts';

const group = 'Facility';

// Shown in the footer, contact page and messages. Demo values: 555-01xx and example.org are reserved.
export const facilitySettings = [
  {
    key: 'facilityName',
    type: 'string',
    default: 'Tevila Mikvah',
    hint: 'Name of the facility as patrons see it.',
    visibility: 'public',
    group,
  },
  {
    key: 'facilityAddress',
    type: 'text',
    default: 'Los Angeles, CA',
    hint: 'Street address, shown in the footer and on the contact page; line breaks are kept.',
    visibility: 'public',
    group,
  },
  {
    key: 'facilityPhone',
    type: 'phone',
    default: '(323) 555-0100',
    hint: 'Phone number shown in the footer and on the contact page.',
    visibility: 'public',
    group,
  },
  {
    key: 'facilityEmail',
    type: 'email',
    default: 'info@example.org',
    hint: 'Contact email shown in the footer; contact and careers forms are sent to it.',
    visibility: 'public',
    group,
  },
  {
    key: 'socialMediaUrl',
    type: 'url',
    default: '',
    hint: "The facility's social-media page; must be an entire URL (https://…), or empty.",
    visibility: 'public',
    group,
  },
  {
    key: 'smsCountries',
    type: 'countries',
    default: 'US,CA,IL,GB,FR',
    hint: 'Countries (ISO codes, comma-separated) whose phone numbers may sign in by SMS.',
    visibility: 'public',
    group,
  },
  {
    key: 'smsCodesPerNetworkPerHour',
    type: 'int',
    default: '20',
    min: 1,
    max: 100000,
    hint: 'Sign-in codes one network address may ask for in an hour. Raise it if many patrons share one address (a public Wi-Fi, a test run).',
    visibility: 'admin',
    group,
  },
] as const satisfies readonly SettingDefinition[];
