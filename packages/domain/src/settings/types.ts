import type { DomainMessage } from '../messages/domain-message.ts';
/** How a setting's value is written and checked. Values are always stored as strings. */
export type SettingType =
  | 'int'
  | 'decimal'
  | 'hour' // 24-hour decimal, 22.5 = 10:30 pm
  | 'bool' // "True" / "False"
  | 'string'
  | 'text' // multi-line
  | 'url' // an entire URL, or empty
  | 'email'
  | 'phone'
  | 'passcode4' // exactly 4 digits
  | 'timezone' // IANA zone name
  | 'countries' // comma-separated ISO 3166 alpha-2 codes
  | 'ip' // an address or host name, optionally with :port
  | 'reader' // a card reader's id as the card provider names it (tmr_…), or empty
  | 'account' // a connected account of the card provider (acct_…), or empty
  | 'zone' // a multicast zone address:port (224–239), or empty
  | 'choice' // one of the definition's choices
  | 'secret';

/** public: GET settings; admin: only administrators; secret: write-only, never sent back. */
export type SettingVisibility = 'public' | 'admin' | 'secret';

export interface SettingDefinition {
  /** The key stays for the technically minded; its name and hint as an administrator reads them are in texts/ (setting-text.ts). */
  key: string;
  type: SettingType;
  /** Default value as stored (string). */
  default: string;
  visibility: SettingVisibility;
  group: string;
  min?: number;
  max?: number;
  /** Numbers only: an empty value is allowed and means "not set" (read as null). */
  optional?: boolean;
  /** Decimals only: most digits allowed after the point (prices: 2). */
  decimals?: number;
  /** Choices only: the values allowed, as stored. */
  choices?: readonly string[];
}

export type SettingCheck = { ok: true; value: string } | { ok: false; message: DomainMessage };

export type RawSettings = Readonly<Record<string, string>>;
