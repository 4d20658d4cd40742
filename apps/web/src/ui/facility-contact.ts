import type { SettingsMap } from '../api/settings';

/** How to reach the office, from the settings the footer and the contact page both show. */
export interface FacilityContact {
  addressLines: string[];
  phone: string;
  phoneHref: string;
  email: string;
  /** receptionExtension: the front desk's extension on that line; empty when none. */
  extension: string;
  /** The line with a pause and the extension after it, as phones dial it. */
  receptionHref: string;
}

export function facilityContact(settings: SettingsMap | undefined): FacilityContact {
  const address = settings?.facilityAddress ?? '';
  const phone = settings?.facilityPhone || settings?.phoneNumber || '';
  // Dialers want digits and the leading +, nothing of the way it is written.
  const phoneHref = `tel:${phone.replace(/[^\d+]/g, '')}`;
  const extension = (settings?.receptionExtension ?? '').trim();
  const digits = extension.replace(/\D/g, '');
  return {
    addressLines: address ? address.split(/\r?\n/) : [],
    phone,
    phoneHref,
    email: settings?.facilityEmail ?? '',
    extension,
    receptionHref: digits === '' ? phoneHref : `${phoneHref},${digits}`,
  };
}
