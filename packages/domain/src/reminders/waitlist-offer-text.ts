import type { MessageLanguage } from '../auth/sign-in-rules.ts';
import { textIn } from '../messages/sent.ts';
import { visitDate, visitTime } from './texts.ts';

/**
 * The text message of a waitlist offer (docs/rules/the-night.md, Waitlist): when the place is, until
 * when it is held and where to take it. Discreet like every text (indiscreetWords): it never says
 * what the visit is for.
 */
export function waitlistOfferSms(facts: {
  language: MessageLanguage;
  timeSlot: Date;
  until: Date;
  timeZone: string;
  link: string | null;
}): string {
  const date = visitDate(facts.timeSlot, facts.timeZone, facts.language);
  const time = visitTime(facts.timeSlot, facts.timeZone, facts.language);
  const until = visitTime(facts.until, facts.timeZone, facts.language);
  const say = textIn(facts.language);
  return facts.link === null
    ? say('waitlist.offerSms', { date, time, until })
    : say('waitlist.offerSmsLink', { date, time, until, link: facts.link });
}
