import { dateTimeFormat, localeOf } from '../intl-formats.ts';
import { msg } from '../messages/domain-message.ts';
import { orList } from '../messages/named.ts';
import { textIn } from '../messages/sent.ts';
import { formatDollars } from '../payments/money.ts';
import { isOneOf } from '../narrowing.ts';

/** The desk's receipt printers (settings printerLobbyKiosk …). */
export const printerIds = ['LobbyKiosk', 'ParkingKiosk', 'ReceptionEast', 'ReceptionWest'] as const;
export type PrinterId = (typeof printerIds)[number];

export function isPrinterId(value: unknown): value is PrinterId {
  return isOneOf(printerIds, value);
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

/** "Tuesday, December 1, 2026" / "יום שלישי, 1 בדצמבר 2026", for the calendar date itself. */
export function receiptDate(night: string, language: ReceiptLanguage): string {
  const [y, m, d] = night.split('-').map(Number);
  return dateTimeFormat(localeOf[language], {
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
  const say = textIn(facts.language);
  const extras = (['doubleSlot', 'parking', 'salonManicure', 'salonBoth'] as const)
    .filter((k) => facts[k])
    .map((k) => say(`receipt.extra.${k}`));
  const room = say(facts.kallah ? 'receipt.kallah' : `receipt.roomType.${facts.roomType}`);
  const charges: ReceiptLine[] = (['room', 'parking', 'salon', 'doubleSlot'] as const)
    .filter((k) => facts.charges[k] !== 0)
    .map((k) => ({ label: say(`receipt.charge.${k}`), value: formatDollars(facts.charges[k]) }));
  charges.push({ label: say('receipt.total'), value: formatDollars(facts.charges.total) });
  const payments =
    facts.payments.length === 0
      ? [{ label: say('receipt.noPayments'), value: '' }]
      : facts.payments.map((p) => ({
          label: `${p.date.slice(0, 10)} ${receiptTime(p.date, facts.language)} ${p.method}`,
          value: formatDollars(p.cents),
        }));
  return {
    language: facts.language,
    dir: facts.language === 'he' ? 'rtl' : 'ltr',
    title: facts.facilityName,
    heading: say('receipt.heading'),
    details: [
      { label: say('receipt.label.night'), value: receiptDate(facts.night, facts.language) },
      { label: say('receipt.label.time'), value: receiptTime(facts.time, facts.language) },
      { label: say('receipt.label.code'), value: facts.code },
      { label: say('receipt.label.room'), value: room },
      {
        label: say('receipt.label.extras'),
        value: extras.length === 0 ? say('receipt.none') : extras.join(', '),
      },
    ],
    chargesHeading: say('receipt.charges'),
    charges,
    paymentsHeading: say('receipt.payments'),
    payments,
    balance: { label: say('receipt.balance'), value: formatDollars(facts.balanceCents) },
  };
}
