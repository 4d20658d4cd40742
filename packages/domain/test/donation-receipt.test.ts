import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  donationReceipt,
  donationTypeText,
  indiscreetWords,
  namesThePurpose,
  receiptOrganisation,
  type DonationReceiptFacts,
  type ReceiptOrganisationSettings,
} from '../src/index.ts';

const facility: ReceiptOrganisationSettings = {
  receiptOrganizationName: '',
  facilityName: 'Beth Shalom',
  facilityAddress: '100 Main Street\nLos Angeles, CA',
  facilityPhone: '(323) 555-0100',
  facilityEmail: 'info@example.org',
};

const facts = (over: Partial<DonationReceiptFacts> = {}): DonationReceiptFacts => ({
  language: 'en',
  amountCents: 3600,
  // 11 PM on Nov 30 in Los Angeles is already Dec 1 in UTC.
  at: new Date('2026-12-01T07:00:00Z'),
  timeZone: 'America/Los_Angeles',
  donationType: 'Donation',
  card: { brand: 'Visa', last4: '4242' },
  reference: '1042',
  organisation: receiptOrganisation(facility),
  ...over,
});

describe('donationReceipt', () => {
  it('gives the amount, the facility’s date, type, card, reference and who received it', () => {
    const r = donationReceipt(facts());
    expect(r.subject).toBe('Your donation receipt');
    expect(r.heading).toBe('Thank you for your donation');
    expect(r.fields).toEqual([
      ['Amount', '$36.00'],
      ['Date', 'November 30, 2026'],
      ['Type', 'Donation'],
      ['Paid with', 'Visa ending in 4242'],
      ['Reference', '1042'],
      ['Received by', 'Beth Shalom\n100 Main Street\nLos Angeles, CA'],
    ]);
    expect(r.paragraphs).toEqual([
      'Please keep this email as your receipt.',
      'Questions about this receipt: (323) 555-0100 · info@example.org',
    ]);
    expect(r.footer).toContain('this address was given with a donation');
  });

  it('in Hebrew, with the Hebrew date and type and the same amount', () => {
    const r = donationReceipt(facts({ language: 'he', amountCents: 123456 }));
    expect(r.subject).toBe('הקבלה על תרומתך');
    expect(r.heading).toBe('תודה על תרומתך');
    expect(r.fields.slice(0, 5)).toEqual([
      ['סכום', '$1,234.56'],
      ['תאריך', '30 בנובמבר 2026'],
      ['סוג', 'תרומה'],
      ['שולם בכרטיס', 'Visa המסתיים ב־4242'],
      ['אסמכתה', '1042'],
    ]);
  });

  it('shows the address only with the name it locates', () => {
    const r = donationReceipt(
      facts({ organisation: { name: null, address: 'Los Angeles, CA', phone: null, email: null } }),
    );
    expect(r.fields.map(([label]) => label)).toEqual(['Amount', 'Date', 'Type', 'Paid with', 'Reference']);
    expect(JSON.stringify(r)).not.toContain('Los Angeles');
  });

  it('leaves out what is not known: no card, no name, no contact', () => {
    const r = donationReceipt(
      facts({
        card: null,
        organisation: { name: null, address: null, phone: null, email: null },
      }),
    );
    expect(r.fields.map(([label]) => label)).toEqual(['Amount', 'Date', 'Type', 'Reference']);
    expect(r.paragraphs).toEqual(['Please keep this email as your receipt.']);
  });

  it('never says what the facility is for, whatever the amount, type or language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'en' | 'he'>('en', 'he'),
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.constantFrom('Donation', 'Tip', 'Shabbos Payment', 'Other', null),
        (language, amountCents, donationType) => {
          const r = donationReceipt(
            facts({
              language,
              amountCents,
              donationType,
              organisation: receiptOrganisation({ ...facility, facilityName: 'Tevila Mikvah' }),
            }),
          );
          const all = [r.subject, r.heading, ...r.fields.flat(), ...r.paragraphs, r.footer].join('\n');
          for (const word of indiscreetWords) expect(all.toLowerCase()).not.toContain(word);
        },
      ),
    );
  });
});

describe('donationTypeText', () => {
  it('translates the labels and keeps her own words', () => {
    expect(donationTypeText('Donation', 'en')).toBe('Donation');
    expect(donationTypeText(null, 'he')).toBe('תרומה');
    expect(donationTypeText('shabbos payment', 'he')).toBe('תשלום שבת');
    expect(donationTypeText('Other: Building fund', 'en')).toBe('Building fund');
    expect(donationTypeText('Other: Building fund', 'he')).toBe('Building fund');
    expect(donationTypeText('Other', 'he')).toBe('אחר');
    expect(donationTypeText('In honour of my mother', 'en')).toBe('In honour of my mother');
  });
});

describe('receiptOrganisation', () => {
  it('names the facility when its name is discreet', () => {
    expect(receiptOrganisation(facility)).toEqual({
      name: 'Beth Shalom',
      address: '100 Main Street\nLos Angeles, CA',
      phone: '(323) 555-0100',
      email: 'info@example.org',
    });
  });

  it('leaves out a name, address or email that says what the facility is for', () => {
    expect(
      receiptOrganisation({
        ...facility,
        facilityName: 'Tevila Mikvah',
        facilityAddress: '1 Mikvah Way',
        facilityEmail: 'info@tevilamikvah.org',
      }),
    ).toEqual({ name: null, address: null, phone: '(323) 555-0100', email: null });
    expect(receiptOrganisation({ ...facility, facilityName: 'מקווה טהרה' }).name).toBeNull();
  });

  it('uses the name chosen for receipts as written', () => {
    expect(
      receiptOrganisation({
        ...facility,
        facilityName: 'Tevila Mikvah',
        receiptOrganizationName: ' BSF Inc. ',
      }).name,
    ).toBe('BSF Inc.');
  });

  it('namesThePurpose finds the words in any case, inside other words', () => {
    expect(namesThePurpose('The MIKVAH')).toBe(true);
    expect(namesThePurpose('lamikveh.org')).toBe(true);
    expect(namesThePurpose('Beth Shalom')).toBe(false);
  });
});
