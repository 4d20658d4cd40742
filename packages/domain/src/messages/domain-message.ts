import type { domainEn, DomainMessageKey } from './en.ts';
import { messageMaker, type Message } from './message.ts';

/** A message of the domain's catalogue (messages/en.ts, he.ts). */
export type DomainMessage = Message<DomainMessageKey>;

/** msg('signin.codeWrong'), msg('plate.length', { plate, min, max }): checked against the catalogue. */
export const msg = messageMaker<typeof domainEn>();
