import type { FormErrors } from '@mantine/form';
import { readSchemaMessage, renderDomainMessage, type Language, type Message } from '@tevila/domain';
import { z } from 'zod/mini';

/** What the page calls each field of the body it sends: the label she reads beside it. */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * A sentence about a field names it as the page does: the server's sentence names the body's key (for
 * whoever calls the API), the page's names the label she sees ("Last name", not "lastName").
 */
function named(message: Message, labels: FieldLabels): Message {
  const field = message.params.field;
  const label = typeof field === 'string' ? labels[field] : undefined;
  return label === undefined ? message : { ...message, params: { ...message.params, field: label } };
}

/**
 * A Mantine form checked by the server's own schema (the contract; docs/design.md §2, decision 0034):
 * each field gets its first issue, the schema's catalogue sentence written in the page's language,
 * the sentence the server would answer, naming the field by its label on the page.
 */
export function schemaResolver(schema: z.ZodMiniType, language: Language, labels: FieldLabels = {}) {
  return (values: object): FormErrors => {
    const result = z.safeParse(schema, values);
    const errors: FormErrors = {};
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path.join('.');
      const message = readSchemaMessage(issue.message);
      errors[field] ??= message ? renderDomainMessage(named(message, labels), language) : issue.message;
    }
    return errors;
  };
}
