import { messageMaker, schemaMessage, type DomainMessage, type domainEn } from '@tevila/domain';

/** A message of the domain's catalogue: msg('field.trueOrFalse', { field }), checked at compile time. */
export const msg = messageMaker<typeof domainEn>();

/**
 * A schema's own sentence: zod carries only text, so the message travels encoded (schemaMessage) and
 * whoever shows the failure writes it in the reader's language (the server's validation-message.ts,
 * a page running the same schema).
 */
export const fieldText = (message: DomainMessage): string => schemaMessage(message);
