import type { FormErrors } from '@mantine/form';
import { readSchemaMessage, renderDomainMessage, type Language } from '@tevila/domain';
import { z } from 'zod/mini';

/**
 * A Mantine form checked by the server's own schema (the contract; docs/design.md §2, decision 0034):
 * each field gets its first issue, the schema's catalogue sentence written in the page's language,
 * the same sentence the server would answer.
 */
export function schemaResolver(schema: z.ZodMiniType, language: Language) {
  return (values: object): FormErrors => {
    const result = z.safeParse(schema, values);
    const errors: FormErrors = {};
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path.join('.');
      const message = readSchemaMessage(issue.message);
      errors[field] ??= message ? renderDomainMessage(message, language) : issue.message;
    }
    return errors;
  };
}
