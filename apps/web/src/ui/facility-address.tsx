import type { ReactNode } from 'react';
import type { SettingsMap } from '../api/settings';
import { facilityContact } from './facility-contact';

export interface FacilityAddressProps {
  settings: SettingsMap | undefined;
  /** The words before each part, in the reader's language. */
  labels: { address: string; phone: string; email: string };
  /**
   * `inline`: "Phone: …" on one line, the address's label for a screen reader only (the footer);
   * `stacked`: each label in bold before its value (the contact page).
   */
  layout: 'inline' | 'stacked';
  /** The `<address>` element's class, and the class of each address line and, stacked, of each value. */
  classes: { address?: string | undefined; line?: string | undefined };
}

/**
 * The facility's address, phone and email (settings facility*), written once for the footer and
 * the contact page: each number and address left-to-right inside Hebrew, the phone a link to dial
 * and the email one to write. Nothing when the settings hold none of them.
 */
export function FacilityAddress({ settings, labels, layout, classes }: FacilityAddressProps) {
  const { addressLines, phone, phoneHref, email } = facilityContact(settings);
  if (addressLines.length === 0 && !phone && !email) return null;
  const stacked = layout === 'stacked';
  const label = (text: string): ReactNode => (stacked ? <strong>{text}</strong> : <>{text}: </>);
  const valueClass = stacked ? classes.line : undefined;
  return (
    <address className={classes.address}>
      {addressLines.length > 0 ? (
        <p>
          {stacked ? label(labels.address) : <span className="visually-hidden">{labels.address}: </span>}
          {addressLines.map((line, index) => (
            <span key={index} className={classes.line}>
              <bdi>{line}</bdi>
            </span>
          ))}
        </p>
      ) : null}
      {phone ? (
        <p>
          {label(labels.phone)}
          <a href={phoneHref} dir="ltr" className={valueClass}>
            {phone}
          </a>
        </p>
      ) : null}
      {email ? (
        <p>
          {label(labels.email)}
          <a href={`mailto:${email}`} dir="ltr" className={valueClass}>
            {email}
          </a>
        </p>
      ) : null}
    </address>
  );
}
