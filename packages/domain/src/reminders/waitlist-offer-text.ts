import type { MessageLanguage } from '../auth/sign-in-rules.ts';
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
  const link = facts.link === null ? '' : ` ${facts.link}`;
  return facts.language === 'he'
    ? `התפנה מקום לביקור שלך ב${date} בשעה ${time}. הוא שמור עבורך עד ${until}.${link}`
    : `A place has opened for your visit on ${date} at ${time}. It is held for you until ${until}.${link}`;
}
