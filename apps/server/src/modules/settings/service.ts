import {
  checkSettingValue,
  defaultSettingValues,
  publicSettings,
  readSettings,
  settingDefinition,
  settingsCatalogue,
} from '@tevila/domain';
import type { FacilitySettings } from '@tevila/domain';
import type { AppContext, Actor } from '../../context.ts';
import { boundFacility } from '../../db/facility-scope.ts';
import { AppError } from '../../errors.ts';
import { SharedAnswer } from '../../changes/shared-answer.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import {
  findSettingForUpdate,
  insertMissingSettings,
  listSettingRows,
  readSettingValues,
  upsertSetting,
} from './repo.ts';
import { publicSettingsSchema } from './schemas.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type WriteCtx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

/** docs/design.md §5: a secret is never sent back; "" when unset, "********" when set. */
export const SECRET_MASK = '********';

function isSecret(key: string): boolean {
  return settingDefinition(key)?.visibility === 'secret';
}

function masked(key: string, value: string | null): string | null {
  if (value === null || !isSecret(key)) return value;
  return value === '' ? '' : SECRET_MASK;
}

/** The typed settings every use case reads (defaults fill anything missing or invalid). */
export async function loadSettings(ctx: Pick<AppContext, 'db' | 'caches'>): Promise<FacilitySettings> {
  return ctx.caches.settings.get('*', 0, async () => ({ value: await readTypedSettings(ctx.db) }));
}

/**
 * The settings loadSettings would answer, at once when they are kept (undefined otherwise): for the
 * paths every request takes, without a promise, each of which costs more once facility scopes run.
 */
export function keptSettings(ctx: Pick<AppContext, 'caches'>): FacilitySettings | undefined {
  return ctx.caches.settings.peek('*', 0);
}

/**
 * The typed settings of the rows `db` reads now. Typing checks every value (time zones through Intl,
 * which is slow) and the rows rarely change, so each facility's last result is kept for identical
 * rows: one per facility, since a city's instances read many facilities' rows in turn.
 */
export async function readTypedSettings(db: AppContext['db']): Promise<FacilitySettings> {
  const raw = await readSettingValues(db);
  const key = JSON.stringify(raw);
  const facility = boundFacility();
  const last = lastRead.get(facility);
  if (last?.key === key) return last.settings;
  const settings = readSettings(raw);
  lastRead.set(facility, { key, settings });
  return settings;
}

const lastRead = new Map<string, { key: string; settings: FacilitySettings }>();

/** GET settings: public keys only, values as strings; kept as sent until a setting changes. */
export async function publicSettingsAnswer(ctx: Pick<AppContext, 'db' | 'caches'>): Promise<SharedAnswer> {
  return ctx.caches.answers.settings.get('*', 0, async () => ({
    value: SharedAnswer.of(publicSettingsSchema, publicSettings(await readSettingValues(ctx.db))),
  }));
}

/** Inserts a row for every catalogue key that has none; run at every start. Returns how many were added. */
export async function seedSettings(ctx: Ctx): Promise<number> {
  return insertMissingSettings(ctx.db, defaultSettingValues(), ctx.clock.now());
}

export interface SettingView {
  key: string;
  value: string;
  prevValue: string | null;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** Every catalogue key with its stored (or default) value; secrets masked. */
export async function listSettingsForOperator(ctx: Pick<AppContext, 'db'>): Promise<SettingView[]> {
  const rows = new Map((await listSettingRows(ctx.db)).map((r) => [r.key, r]));
  return settingsCatalogue.map((d) => {
    const row = rows.get(d.key);
    return {
      key: d.key,
      value: masked(d.key, row?.value ?? d.default) ?? '',
      prevValue: masked(d.key, row?.prevValue ?? null),
      updatedAt: row?.updatedAt ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
  });
}

/**
 * The catalogue's word on a new value: the value as it is stored, or the error that names what is
 * wrong. Checked before anything is written, by a change and by the CLI's several changes at once.
 */
export function checkSettingChange(key: string, value: string): { value: string; default: string } {
  const definition = settingDefinition(key);
  if (definition === undefined) throw new AppError('settings.unknown_key', msg('setting.noSuchKey', { key }));
  const check = checkSettingValue(key, value);
  if (!check.ok)
    throw new AppError('settings.invalid_value', msg('setting.invalidValue', { key, reason: check.message }));
  return { value: check.value, default: definition.default };
}

/**
 * Changes one setting: the value is checked and normalised by the catalogue, the old value kept as
 * prevValue, and the change audited (a secret's value never enters the audit log).
 */
export async function changeSetting(
  ctx: WriteCtx,
  input: { key: string; value: string; actor: Actor },
): Promise<SettingView> {
  const check = checkSettingChange(input.key, input.value);
  const at = ctx.clock.now();
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const current = await findSettingForUpdate(tx, input.key);
    const before = current?.value ?? check.default;
    const row = {
      key: input.key,
      value: check.value,
      prevValue: before,
      updatedAt: at,
      updatedBy: input.actor.userId,
    };
    await upsertSetting(tx, row);
    await ctx.caches.feed.publish(tx, 'settings', '*');
    await insertAuditEntry(tx, input.actor, {
      at,
      action: 'settings.change',
      entity: 'setting',
      entityId: input.key,
      before: { value: masked(input.key, before) },
      after: { value: masked(input.key, check.value) },
    });
    return { ...row, value: masked(input.key, row.value) ?? '', prevValue: masked(input.key, row.prevValue) };
  });
}
