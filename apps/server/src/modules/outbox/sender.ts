import type { EmailAddress } from '../../adapters/email/port.ts';

/** The facility as sender: emailFromName <emailFrom>, falling back on the facility's own name and address. */
export function facilitySender(settings: {
  emailFrom: string;
  emailFromName: string;
  facilityEmail: string;
  facilityName: string;
}): EmailAddress {
  const address = settings.emailFrom.trim() || settings.facilityEmail.trim();
  const name = settings.emailFromName.trim() || settings.facilityName.trim();
  return { name, address };
}
