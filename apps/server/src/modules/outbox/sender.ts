import { siteName } from '@tevila/domain';
import type { EmailAddress } from '../../adapters/email/port.ts';

/**
 * The facility as sender: emailFromName <emailFrom>, falling back on the name the site goes by (its
 * short name, else the facility's name) and the facility's address.
 */
export function facilitySender(settings: {
  emailFrom: string;
  emailFromName: string;
  facilityEmail: string;
  facilityName: string;
  facilityShortName: string;
}): EmailAddress {
  const address = settings.emailFrom.trim() || settings.facilityEmail.trim();
  const name = settings.emailFromName.trim() || siteName(settings);
  return { name, address };
}
