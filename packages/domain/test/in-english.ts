import { isMessage, readSchemaMessage } from '../src/messages/message.ts';
import { renderDomainMessage } from '../src/messages/render.ts';

/**
 * A rule's answer with every message in it written in English (a schema's encoded one too), so a test
 * reads the sentence the reader of an English page is shown.
 */
export function inEnglish(value: unknown): unknown {
  if (typeof value === 'string') {
    const encoded = readSchemaMessage(value);
    return encoded === null ? value : renderDomainMessage(encoded, 'en');
  }
  if (isMessage(value)) return renderDomainMessage(value, 'en');
  if (Array.isArray(value)) return value.map(inEnglish);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inEnglish(v)]));
  return value;
}

/** The English text of a message (a rule's refusal, a schema's issue). */
export const english = (value: unknown): string => {
  const text = inEnglish(value);
  if (typeof text !== 'string') throw new Error(`not a message: ${JSON.stringify(value)}`);
  return text;
};
