import { hasHebrew, visualOrder } from '@tevila/domain';
import type { Receipt, ReceiptLine } from '@tevila/domain';

/** ESC/POS commands (Epson's, which receipt printers commonly follow). */
const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;
export const escpos = {
  init: [ESC, 0x40],
  /** Code page PC862 (Hebrew). */
  hebrewCodePage: [ESC, 0x74, 15],
  alignLeft: [ESC, 0x61, 0],
  alignCenter: [ESC, 0x61, 1],
  alignRight: [ESC, 0x61, 2],
  boldOn: [ESC, 0x45, 1],
  boldOff: [ESC, 0x45, 0],
  /** Feeds 4 lines, so the cut falls below the last one. */
  feed: [ESC, 0x64, 4],
  /** Partial cut after feeding to the cutter. */
  cut: [GS, 0x56, 0x42, 0],
} as const;

/**
 * Text as the printer's code page holds it: ASCII as is, Hebrew letters in PC862 (א at 0x80 …),
 * anything else as "?" (the printer has no glyph for it).
 */
export function encodeText(text: string): number[] {
  const out: number[] = [];
  for (const ch of text.normalize('NFC')) {
    const c = ch.codePointAt(0) ?? 0x3f;
    if (c >= 0x20 && c < 0x7f) out.push(c);
    else if (c >= 0x05d0 && c <= 0x05ea) out.push(0x80 + (c - 0x05d0));
    else if (c === 0x05f3) out.push(0x27);
    else if (c === 0x05f4) out.push(0x22);
    else out.push(0x3f);
  }
  return out;
}

/** The receipt as the bytes a printer takes: init, the lines, a feed and the cut. */
export function receiptBytes(receipt: Receipt): Uint8Array {
  const rtl = receipt.dir === 'rtl';
  const out: number[] = [...escpos.init, ...escpos.hebrewCodePage];
  const line = (text: string) => {
    out.push(...encodeText(rtl && hasHebrew(text) ? visualOrder(text) : text), LF);
  };
  const row = (l: ReceiptLine) => line(l.value === '' ? l.label : `${l.label}: ${l.value}`);
  out.push(...escpos.alignCenter, ...escpos.boldOn);
  if (receipt.title !== '') line(receipt.title);
  line(receipt.heading);
  out.push(...escpos.boldOff, ...(rtl ? escpos.alignRight : escpos.alignLeft), LF);
  receipt.details.forEach(row);
  out.push(LF, ...escpos.boldOn);
  line(receipt.chargesHeading);
  out.push(...escpos.boldOff);
  receipt.charges.forEach(row);
  out.push(LF, ...escpos.boldOn);
  line(receipt.paymentsHeading);
  out.push(...escpos.boldOff);
  receipt.payments.forEach(row);
  out.push(LF, ...escpos.boldOn);
  row(receipt.balance);
  out.push(...escpos.boldOff, ...escpos.feed, ...escpos.cut);
  return Uint8Array.from(out);
}

/** A few centred lines and the cut: the devices page's test of a printer. */
export function testPageBytes(lines: readonly string[]): Uint8Array {
  const out: number[] = [...escpos.init, ...escpos.hebrewCodePage, ...escpos.alignCenter];
  for (const text of lines) out.push(...encodeText(hasHebrew(text) ? visualOrder(text) : text), LF);
  out.push(...escpos.feed, ...escpos.cut);
  return Uint8Array.from(out);
}
