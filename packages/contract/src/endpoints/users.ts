import { z } from 'zod';
import { messageSchema } from '../answers.ts';
import { fieldText, msg } from '../field-messages.ts';
import { nullResultAnswer } from '../null-result-answer.ts';
import { usersApi as routes } from '../routes/users.ts';
import { listedUserListSchema, userSchema, userUpdateAnswer } from '../user.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guarded, guardedById } from './refusals.ts';
import { idParams } from './params.ts';

/** A query's text, its sentences naming the field. */
const queryText = (name: string, max: number) =>
  z
    .string({ error: fieldText(msg('field.mustBeText', { field: name })) })
    .max(max, { error: fieldText(msg('field.tooLong', { field: name })) })
    .optional();

const listAnswers = { 200: listedUserListSchema, 400: messageSchema, ...guarded };

const changeAnswers = { 200: userUpdateAnswer, 400: failureSchema, ...guardedById };

const grantRole = endpoint(routes.grantRole, {
  params: z.object({ id: z.string().max(100), role: z.string().max(100) }),
  answers: changeAnswers,
});

export const usersEndpoints = {
  user: endpoint(routes.user, {
    params: idParams,
    answers: { 200: userSchema, 400: messageSchema, ...guardedById },
  }),
  // The JSON-patch list is checked by the service, which names the operation it refuses.
  patch: endpoint(routes.patch, { params: idParams, body: z.unknown(), answers: changeAnswers }),
  grantRole,
  removeRole: { ...grantRole, ...routes.removeRole },
  // Checked by the service (no page sends it): each field may be missing or of any type.
  setPassword: endpoint(routes.setPassword, {
    body: z.object({ userId: z.unknown(), NewPassword: z.unknown(), ConfirmPassword: z.unknown() }).partial(),
    answers: { 200: nullResultAnswer, 400: failureSchema, ...guardedById },
  }),
  search: endpoint(routes.search, {
    query: z.object({ phone: queryText('phone', 1000) }),
    answers: listAnswers,
  }),
  byRole: endpoint(routes.byRole, {
    query: z.object({ role: queryText('role', 100) }),
    answers: listAnswers,
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
