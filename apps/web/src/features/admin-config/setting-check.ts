import { checkSettingValue, renderDomainMessage, settingDefinition } from '@tevila/domain';
import type { Language } from '../../i18n/language';

/**
 * The server's own check of a value (packages/domain), run before saving so a mistake is named at
 * once, in the page's language. A key this build's catalogue does not know is left to the server to judge.
 */
export function checkBeforeSave(
  key: string,
  value: string,
  language: Language,
): { ok: true; value: string } | { ok: false; message: string } {
  if (settingDefinition(key) === undefined) return { ok: true, value };
  const check = checkSettingValue(key, value);
  return check.ok ? check : { ok: false, message: renderDomainMessage(check.message, language) };
}

/** A secret reads "" when unset and "********" when set (docs/design.md §5). */
export const isSecretSet = (value: string): boolean => value !== '';
