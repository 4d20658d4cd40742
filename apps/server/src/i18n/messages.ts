import {
  domainTextsEn,
  isOneOf,
  domainTextsHe,
  messageMaker,
  reservationStatuses,
  renderWith,
  schemaMessage,
  type Catalogues,
  type Language,
  type Message,
} from '@tevila/domain';
import { serverEn } from './en.ts';
import { serverHe } from './he.ts';

/**
 * Every message the server writes: the domain's catalogue (the rules' own refusals) and the server's
 * (en.ts, he.ts here). A key lives in exactly one of them.
 */
type Texts = typeof domainTextsEn & typeof serverEn;
export type MessageKey = keyof Texts;

/** A sentence for a person, rendered in her language only when the answer is written. */
export type LocalMessage = Message<MessageKey>;

/** msg(key, params): the key must exist and the parameters must be exactly its placeholders. */
export const msg = messageMaker<Texts>();

// A key in both catalogues would make one of the texts unreachable: refused at compile time.
type SharedKeys = Extract<keyof typeof serverEn, keyof typeof domainTextsEn>;
const noSharedKeys: [SharedKeys] extends [never] ? true : SharedKeys = true;
void noSharedKeys;

const catalogues: Catalogues = {
  en: { ...domainTextsEn, ...serverEn },
  he: { ...domainTextsHe, ...serverHe },
};

/** The message in the reader's language. */
export function render(message: Message, language: Language): string {
  return renderWith(catalogues, message, language);
}

/** A reservation's status in a sentence, in the reader's words ("Reserved", "שמורה"). */
export function statusName(status: string): LocalMessage | string {
  return isOneOf(reservationStatuses, status) ? msg(`status.name.${status}`) : status;
}

/** The English text, for logs and for an Error's own message. */
export const english = (message: Message): string => render(message, 'en');

/**
 * A schema's own sentence ({ error: schemaText(msg(…)) }): zod carries only text, so the message
 * travels encoded and http/validation-message.ts writes it in the reader's language.
 */
export const schemaText = (message: LocalMessage): string => schemaMessage(message);
