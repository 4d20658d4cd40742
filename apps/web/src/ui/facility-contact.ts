import type { SettingsMap } from '../api/settings';

/** How to reach the office, from the settings the footer and the contact page both show. */
export interface FacilityContact {
  addressLines: string[];
  phone: string;
  phoneHref: string;
  email: string;
}

export function facilityContact(settings: SettingsMap | undefined): FacilityContact {
  const address = settings?.facilityAddress ?? '';
  const phone = settings?.facilityPhone || settings?.phoneNumber || '';
  return {
    addressLines: address ? address.split(/\r?\n/) : [],
    phone,
    // Dialers want digits and the leading +, nothing of the way it is written.
    phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
    email: settings?.facilityEmail ?? '',
  };
}
