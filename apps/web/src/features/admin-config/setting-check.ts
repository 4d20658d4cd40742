import { adminSettingBody, type AdminSettingRequest } from '@tevila/contract';
import { checkSettingValue, renderDomainMessage, settingDefinition } from '@tevila/domain';
import type { Language } from '../../i18n/language';
import { schemaResolver } from '../../ui/schema-resolver';

/**
 * The server's own checks of a value, run before saving so a mistake is named at once, in the page's
 * language: the PUT body by its contract schema, then the value by the domain's settings catalogue. A
 * key this build's catalogue does not know is left to the server to judge. `name` is the setting's name
 * as the page shows it, which a sentence about the value calls it.
 */
export function settingRequest(
  key: string,
  value: string,
  language: Language,
  name: string,
): { ok: true; body: AdminSettingRequest } | { ok: false; message: string } {
  const bySchema = schemaResolver(adminSettingBody, language, { value: name })({ value }).value;
  if (typeof bySchema === 'string') return { ok: false, message: bySchema };
  if (settingDefinition(key) === undefined) return { ok: true, body: { value } };
  const check = checkSettingValue(key, value);
  return check.ok
    ? { ok: true, body: { value: check.value } }
    : { ok: false, message: renderDomainMessage(check.message, language) };
}

/** A secret reads "" when unset and "********" when set (docs/design.md §5). */
export const isSecretSet = (value: string): boolean => value !== '';
