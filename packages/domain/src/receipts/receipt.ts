import { msg } from '../messages/domain-message.ts';
import { orList } from '../messages/named.ts';
import { formatDollars } from '../payments/money.ts';

/** The desk's receipt printers (settings printerLobbyKiosk …). */
export const printerIds = ['LobbyKiosk', 'ParkingKiosk', 'ReceptionEast', 'ReceptionWest'] as const;
export type PrinterId = (typeof printerIds)[number];

export function isPrinterId(value: unknown): value is PrinterId {
  return typeof value === 'string' && (printerIds as readonly string[]).includes(value);
}

export const receiptMessages = {
  printerId: msg('receipt.printerId', {
    printers: orList(printerIds.map((id) => msg(`printer.name.${id}`))),
  }),
  unreachable: (printer: string, address: string) => msg('receipt.unreachable', { printer, address }),
} as const;

export type ReceiptLanguage = 'en' | 'he';

/** What a receipt shows of a reservation; money in cents, a refund negative. */
export interface ReceiptFacts {
  language: ReceiptLanguage;
  facilityName: string;
  /** The night, YYYY-MM-DD. */
  night: string;
  /** The slot, ISO 8601 with the facility's offset. */
  time: string;
  code: string;
  roomType: 'bath' | 'shower' | 'wheelchair';
  kallah: boolean;
  doubleSlot: boolean;
  parking: boolean;
  salonManicure: boolean;
  salonBoth: boolean;
  charges: { room: number; parking: number; salon: number; doubleSlot: number; total: number };
  payments: { date: string; method: string; cents: number }[];
  balanceCents: number;
}

export interface ReceiptLine {
  label: string;
  value: string;
}

/** A receipt ready to lay out, in the patron's language. */
export interface Receipt {
  language: ReceiptLanguage;
  dir: 'ltr' | 'rtl';
  title: string;
  heading: string;
  details: ReceiptLine[];
  chargesHeading: string;
  charges: ReceiptLine[];
  paymentsHeading: string;
  payments: ReceiptLine[];
  balance: ReceiptLine;
}

const texts = {
  en: {
    heading: 'Receipt',
    night: 'Night',
    time: 'Time',
    code: 'Access code',
    room: 'Room',
    extras: 'Extras',
    none: 'None',
    charges: 'Charges',
    payments: 'Payments',
    noPayments: 'No payments',
    balance: 'Balance',
    total: 'Total',
    roomTypes: { bath: 'Bath', shower: 'Shower', wheelchair: 'Accessible room' },
    kallah: 'Kallah room',
    extraNames: {
      doubleSlot: 'Extra time',
      parking: 'Parking',
      salonManicure: 'Manicure',
      salonBoth: 'Manicure and pedicure',
    },
    chargeNames: { room: 'Room', parking: 'Parking', salon: 'Salon', doubleSlot: 'Extra time' },
  },
  he: {
    heading: 'קבלה',
    night: 'לילה',
    time: 'שעה',
    code: 'קוד כניסה',
    room: 'חדר',
    extras: 'תוספות',
    none: 'אין',
    charges: 'חיובים',
    payments: 'תשלומים',
    noPayments: 'אין תשלומים',
    balance: 'יתרה',
    total: 'סה"כ',
    roomTypes: { bath: 'אמבטיה', shower: 'מקלחת', wheelchair: 'חדר נגיש' },
    kallah: 'חדר כלה',
    extraNames: {
      doubleSlot: 'זמן נוסף',
      parking: 'חניה',
      salonManicure: 'מניקור',
      salonBoth: 'מניקור ופדיקור',
    },
    chargeNames: { room: 'חדר', parking: 'חניה', salon: 'סלון', doubleSlot: 'זמן נוסף' },
  },
} as const;

const locales: Record<ReceiptLanguage, string> = { en: 'en-US', he: 'he-IL' };

/** "Tuesday, December 1, 2026" / "יום שלישי, 1 בדצמבר 2026", for the calendar date itself. */
export function receiptDate(night: string, language: ReceiptLanguage): string {
  const [y, m, d] = night.split('-').map(Number);
  return new Intl.DateTimeFormat(locales[language], {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}

/** The wall-clock time an ISO instant with offset names: "6:30 PM" in English, "18:30" in Hebrew. */
export function receiptTime(iso: string, language: ReceiptLanguage): string {
  const match = /T(\d{2}):(\d{2})/.exec(iso);
  if (!match) return iso;
  const h = Number(match[1]);
  const mm = match[2] ?? '00';
  if (language === 'he') return `${String(h).padStart(2, '0')}:${mm}`;
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The receipt's lines from the facts: every amount as $1,234.56. */
export function buildReceipt(facts: ReceiptFacts): Receipt {
  const t = texts[facts.language];
  const extras = (['doubleSlot', 'parking', 'salonManicure', 'salonBoth'] as const)
    .filter((k) => facts[k])
    .map((k) => t.extraNames[k]);
  const room = facts.kallah ? t.kallah : t.roomTypes[facts.roomType];
  const charges: ReceiptLine[] = (['room', 'parking', 'salon', 'doubleSlot'] as const)
    .filter((k) => facts.charges[k] !== 0)
    .map((k) => ({ label: t.chargeNames[k], value: formatDollars(facts.charges[k]) }));
  charges.push({ label: t.total, value: formatDollars(facts.charges.total) });
  const payments =
    facts.payments.length === 0
      ? [{ label: t.noPayments, value: '' }]
      : facts.payments.map((p) => ({
          label: `${p.date.slice(0, 10)} ${receiptTime(p.date, facts.language)} ${p.method}`,
          value: formatDollars(p.cents),
        }));
  return {
    language: facts.language,
    dir: facts.language === 'he' ? 'rtl' : 'ltr',
    title: facts.facilityName,
    heading: t.heading,
    details: [
      { label: t.night, value: receiptDate(facts.night, facts.language) },
      { label: t.time, value: receiptTime(facts.time, facts.language) },
      { label: t.code, value: facts.code },
      { label: t.room, value: room },
      { label: t.extras, value: extras.length === 0 ? t.none : extras.join(', ') },
    ],
    chargesHeading: t.charges,
    charges,
    paymentsHeading: t.payments,
    payments,
    balance: { label: t.balance, value: formatDollars(facts.balanceCents) },
  };
}
