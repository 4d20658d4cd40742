import { settingDefinition, settingsCatalogue, settingTextOf, type Language } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { changeSetting, listSettingsForOperator } from './service.ts';

export interface AdminSettingView {
  key: string;
  /** The setting's name in the reader's language ("Facility name"). */
  name: string;
  value: string;
  prevValue: string | null;
  type: string;
  hint: string;
  secret: boolean;
  group: string;
}

/**
 * GET settings/admin: every catalogue key with its type, and its name and hint in the reader's language
 * (settings/texts, one file per language); secrets masked (docs/design.md §5).
 */
export async function listAdminSettings(
  ctx: Pick<AppContext, 'db'>,
  language: Language = 'en',
): Promise<AdminSettingView[]> {
  const values = new Map((await listSettingsForOperator(ctx)).map((s) => [s.key, s]));
  return settingsCatalogue.map((d) => ({
    key: d.key,
    name: settingTextOf(d.key, language)?.name ?? d.key,
    value: values.get(d.key)?.value ?? '',
    prevValue: values.get(d.key)?.prevValue ?? null,
    type: d.type,
    hint: settingTextOf(d.key, language)?.hint ?? '',
    secret: d.visibility === 'secret',
    group: d.group,
  }));
}

/** A JSON true/false or number is taken as the text an administrator would type. */
export function settingText(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return String(value);
}

/** PUT settings/admin/{key}: an unknown key is a 404; a bad value is refused with the catalogue's sentence. */
export async function changeAdminSetting(
  ctx: Pick<AppContext, 'db' | 'clock' | 'caches'>,
  input: { key: string; value: string | number | boolean; actor: Actor },
): Promise<{ key: string; value: string; prevValue: string | null }> {
  if (settingDefinition(input.key) === undefined)
    throw new AppError('settings.not_found', msg('setting.unknown'));
  const changed = await changeSetting(ctx, {
    key: input.key,
    value: settingText(input.value),
    actor: input.actor,
  });
  return { key: changed.key, value: changed.value, prevValue: changed.prevValue };
}
