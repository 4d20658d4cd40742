import type { SettingTexts } from '../types.ts';

/** The email settings' names and hints in English (catalogue/email.ts). */
export const emailTextsEn = {
  smtpHost: {
    name: 'Mail server',
    hint: 'Mail server host name or address, with :port if not 587 (SMTP_URL in the environment wins).',
  },
  smtpUser: {
    name: 'Mail server login',
    hint: 'Mail server login.',
  },
  smtpPassword: {
    name: 'Mail server password',
    hint: 'Mail server password. Write-only: it is never shown again.',
  },
  emailFrom: {
    name: 'Sender address',
    hint: 'Address the site sends email from.',
  },
  emailFromName: {
    name: 'Sender name',
    hint: "Sender name shown with that address. Empty: the short name, else the facility's name.",
  },
  publicAppBaseUrl: {
    name: 'Site address in messages',
    hint: 'Address of this site used in links sent by email and SMS; must be an entire URL (https://…). Empty = PUBLIC_URL.',
  },
} satisfies Partial<SettingTexts>;
