import type { RoleName } from '../auth/roles.ts';
import { domainEn, type DomainMessageKey } from './en.ts';
import { msg, type DomainMessage } from './domain-message.ts';
import { fieldNameKey } from './message.ts';

/**
 * Names a sentence gives to what the code spells its own way: a role ("Receptionist or
 * Administrator", not "Receptionist, Admin"), a field a person fills in (field.name.*), and the
 * choices a refusal lists (a status, a room type, a printer: each list's own *.name.* keys).
 */
export function roleList(roles: readonly RoleName[]): DomainMessage {
  return orList(roles.map((role) => msg(`role.name.${role}`)));
}

/** Names joined as a sentence lists choices: "A, B or C" / "A, B או C". */
export function orList(names: readonly DomainMessage[]): DomainMessage {
  const [first, ...rest] = names;
  const last = rest.pop();
  if (first === undefined) return msg('list.comma', { first: '', rest: '' });
  if (last === undefined) return first;
  const head = rest.reduce<DomainMessage>(
    (list, name) => msg('list.comma', { first: list, rest: name }),
    first,
  );
  return msg('list.or', { first: head, second: last });
}

/** The name of a field a person fills in, as a message; null for a field only the API knows. */
export function fieldNameOf(field: string): DomainMessage | null {
  const key = fieldNameKey(field);
  return isDomainKey(key) ? { key, params: {} } : null;
}

function isDomainKey(key: string): key is DomainMessageKey {
  return Object.hasOwn(domainEn, key);
}
