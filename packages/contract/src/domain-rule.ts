import type { DomainMessage, NameCheck } from '@tevila/domain';
import { z } from 'zod/mini';
import { fieldText } from './field-messages.ts';

/**
 * A check by one of the domain's rules: the value is refused with the rule's own sentence, the one the
 * server answers when the same rule refuses it in its service (a JSON patch, a multipart form, a
 * building's name).
 */
export const domainRule = <T>(refusal: (value: T) => DomainMessage | null) =>
  z.superRefine<T>((value, ctx) => {
    const message = refusal(value);
    if (message !== null) ctx.addIssue(fieldText(message));
  });

/**
 * A form's field checked by a rule that reads a value or refuses it (a function of the domain), so the
 * form shows the sentence the service would answer. Only forms use it: the routes keep their loose
 * bodies, whose refusals the service writes in the update shape (docs/design.md §5).
 */
export const ruleField = (check: (value: unknown) => NameCheck) =>
  z.unknown().check(
    domainRule((value: unknown) => {
      const checked = check(value);
      return checked.ok ? null : checked.message;
    }),
  );
