import { checkAuditQuery, type AuditQueryField } from '@tevila/domain';
import { z } from 'zod/mini';
import { fieldText, msg } from './field-messages.ts';
import { described, instant, whole } from './values.ts';

/** A filter as the query carries it: text, cut short; the server's service judges what it says. */
const queryText = (name: AuditQueryField, max: number) => {
  const error = fieldText(msg('field.atMostChars', { field: name, max }));
  return z.optional(z.string({ error }).check(z.maxLength(max, { error })));
};

/**
 * GET audit's and GET audit.csv's query: who acted (a user's id or her phone number), the action,
 * the facility's local days from … to, and the page. The route declares only the fields, so that its
 * service refuses a bad value with the domain's sentence (checkAuditQuery), as the form below does.
 */
export const auditQueryShape = {
  user: queryText('user', 100),
  action: queryText('action', 100),
  from: queryText('from', 40),
  to: queryText('to', 40),
  page: queryText('page', 20),
  pageSize: queryText('pageSize', 20),
};

/**
 * The audit page's filter form: the query's fields as typed, judged by the server's own rule, each
 * refusal on the field it names, in the server's words.
 */
export const auditFilters = z
  .object({ user: z.string(), action: z.string(), from: z.string(), to: z.string() })
  .check(
    z.superRefine((values, ctx) => {
      const checked = checkAuditQuery(values);
      if (checked.ok) return;
      ctx.issues.push({
        code: 'custom',
        input: values,
        path: [checked.field],
        message: fieldText(checked.message),
      });
    }),
  );

export type AuditFilters = z.infer<typeof auditFilters>;

/** One entry: who acted (her account, when she has one), from where, what, and the values it changed. */
export const auditEntrySchema = z.object({
  id: whole(),
  at: instant,
  user: described(
    z.nullable(z.object({ id: z.string(), name: z.string(), phone: z.string() })),
    'The account that acted (name: its user name); null for the system, the command line or a device',
  ),
  userId: described(
    z.nullable(z.string()),
    "Who acted as recorded: a user's id, cli, system or ADMIN_PHONES; null for a device",
  ),
  ip: z.nullable(z.string()),
  action: z.string(),
  entity: z.string(),
  entityId: z.nullable(z.string()),
  before: described(z.unknown(), 'JSON as recorded; never a secret value'),
  after: described(z.unknown(), 'JSON as recorded; never a secret value'),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET audit: one page of the entries that match, newest first, and how many match in all. */
export const auditPageAnswer = z.object({
  items: z.array(auditEntrySchema),
  total: whole(),
  page: whole(),
  pageSize: whole(),
});

export type AuditPage = z.infer<typeof auditPageAnswer>;

/** GET audit/actions: every action the log records, for the filter. */
export const auditActionsAnswer = z.array(z.string());
