import { checkSettingValue, settingDefinition } from '@tevila/domain';

/**
 * The server's own check of a value (packages/domain), run before saving so a mistake is named at
 * once. A key this build's catalogue does not know is left to the server to judge.
 */
export function checkBeforeSave(
  key: string,
  value: string,
): { ok: true; value: string } | { ok: false; message: string } {
  if (settingDefinition(key) === undefined) return { ok: true, value };
  return checkSettingValue(key, value);
}

/** A secret reads "" when unset and "********" when set (DESIGN §5). */
export const isSecretSet = (value: string): boolean => value !== '';
