import { contactFormBody, makePaymentBody, tourSignupBody } from '@tevila/contract';
import { schemaResolver, type FieldLabels } from './schema-resolver';

/*
 * The contract's schemas of the public forms' calls (and /donate's payment) and their check, loaded when she first submits
 * (form-flow.ts): zod and the schemas stay out of the page's first load.
 */
const schemas = { contactFormBody, makePaymentBody, tourSignupBody };

export type FormSchemaName = keyof typeof schemas;

/** The page's language as its <html> says: the form checks in the language she reads. */
const pageLanguage = () => (document.documentElement.lang === 'he' ? 'he' : 'en');

/** Each key of `body` with the first sentence the server's schema has about it, naming it by its label. */
export const schemaProblems = (
  name: FormSchemaName,
  body: object,
  labels: FieldLabels,
  language: 'en' | 'he' = pageLanguage(),
) => schemaResolver(schemas[name], language, labels)(body);
