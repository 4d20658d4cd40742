import { domainEn } from './en.ts';
import { receiptEn } from './en/receipt.ts';
import { sentEn } from './en/messages-sent.ts';
import { domainHe } from './he.ts';
import { receiptHe } from './he/receipt.ts';
import { sentHe } from './he/messages-sent.ts';
import { renderWith, type Catalogues, type Language, type ParamsOf } from './message.ts';

/**
 * The domain's whole catalogue per language: the rules' messages (en.ts) and what the server sends
 * (en/: SMS and email, the printed receipt), one object each. Only what writes those texts imports
 * this file, so a page never downloads them.
 */
export const domainTextsEn = { ...domainEn, ...sentEn, ...receiptEn };
export type DomainTextKey = keyof typeof domainTextsEn;
export const domainTextsHe: Record<DomainTextKey, string> = { ...domainHe, ...sentHe, ...receiptHe };

const catalogues: Catalogues = { en: domainTextsEn, he: domainTextsHe };

/**
 * The domain's texts in one language, for what the domain writes whole (an SMS, an email's pieces, a
 * receipt): textIn('he')('reminder.link', { link }). The key and its parameters are checked as msg's.
 */
export function textIn(language: Language) {
  return <K extends DomainTextKey>(key: K, ...params: ParamsOf<(typeof domainTextsEn)[K]>): string =>
    renderWith(catalogues, { key, params: params[0] ?? {} }, language);
}
