import type { SettingDefinition } from '../types.ts';

const group = 'Facility';

// Shown in the footer, contact page and messages. Demo values: 555-01xx and example.org are reserved.
export const facilitySettings = [
  {
    key: 'facilityName',
    type: 'string',
    default: 'Tevila Mikvah',
    visibility: 'public',
    group,
  },
  {
    key: 'facilityShortName',
    type: 'string',
    default: '',
    visibility: 'public',
    group,
  },
  {
    key: 'facilityAddress',
    type: 'text',
    default: 'Los Angeles, CA',
    visibility: 'public',
    group,
  },
  {
    key: 'facilityPhone',
    type: 'phone',
    default: '(323) 555-0100',
    visibility: 'public',
    group,
  },
  {
    key: 'facilityEmail',
    type: 'email',
    default: 'info@example.org',
    visibility: 'public',
    group,
  },
  {
    key: 'receiptOrganizationName',
    type: 'string',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'socialMediaUrl',
    type: 'url',
    default: '',
    visibility: 'public',
    group,
  },
  {
    key: 'smsCountries',
    type: 'countries',
    default: 'US,CA,IL,GB,FR',
    visibility: 'public',
    group,
  },
  {
    key: 'smsSenderName',
    type: 'string',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'smsCodesPerNetworkPerHour',
    type: 'int',
    default: '20',
    min: 1,
    max: 100000,
    visibility: 'admin',
    group,
  },
  {
    key: 'formsPerNetworkPerMinute',
    type: 'int',
    default: '10',
    min: 1,
    max: 100000,
    visibility: 'admin',
    group,
  },
] as const satisfies readonly SettingDefinition[];
