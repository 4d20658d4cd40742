import { buildingDevice, buildingDevices, deviceAddress, deviceState } from '@tevila/domain';
import type { BuildingDevice, FacilitySettings, Language } from '@tevila/domain';
import type { BuildingDeviceTest, BuildingDeviceView } from '@tevila/contract';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg, render, type LocalMessage } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { DeviceHealthRow } from '../device-health/index.ts';
import {
  findDeviceHealth,
  listDeviceHealth,
  recordDeviceAnswered,
  recordDeviceFailed,
} from '../device-health/index.ts';
import { DeviceTestFailed, tryDevice } from './testers.ts';

type Ctx = Pick<AppContext, 'db' | 'caches' | 'clock' | 'adapters' | 'log'>;

/** A test gives up on a device after this long: the page waits for it. */
const TEST_TIMEOUT_MS = 5000;

function viewOf(
  device: BuildingDevice,
  settings: FacilitySettings,
  health: DeviceHealthRow | null,
  language: Language,
): BuildingDeviceView {
  const address = deviceAddress(device, settings);
  return {
    id: device.id,
    address,
    state: deviceState(address, health),
    lastSuccessAt: health?.lastSuccessAt?.toISOString() ?? null,
    lastErrorAt: health?.lastErrorAt?.toISOString() ?? null,
    // A row written before faults were messages has its English words only.
    lastError: health?.lastErrorMessage
      ? render(health.lastErrorMessage, language)
      : (health?.lastError ?? null),
    failingSince: health?.failingSince?.toISOString() ?? null,
  };
}

/** GET building-devices (Admin): each device, where it is and how its last call went. */
export async function listBuildingDevices(ctx: Ctx, language: Language): Promise<BuildingDeviceView[]> {
  const [settings, health] = await Promise.all([loadSettings(ctx), listDeviceHealth(ctx.db)]);
  return buildingDevices.map((d) => viewOf(d, settings, health.get(d.id) ?? null, language));
}

/**
 * POST building-devices/{id}/test (Admin): the device's own test (testers.ts), its answer recorded
 * as any call's is, and the test audited whatever came of it.
 */
export async function testBuildingDevice(
  ctx: Ctx,
  input: { id: string; actor: Actor; language: Language },
): Promise<BuildingDeviceTest> {
  const device = buildingDevice(input.id);
  if (device === undefined) throw new AppError('device.not_found', msg('device.notFound'));
  const settings = await loadSettings(ctx);
  const address = deviceAddress(device, settings);
  if (address === '') throw new AppError('device.refused', msg('device.noAddress'));
  const now = ctx.clock.now();
  let error: LocalMessage | null = null;
  try {
    await tryDevice(ctx, device, address, settings, TEST_TIMEOUT_MS);
    await recordDeviceAnswered(ctx.db, device.id, now);
  } catch (err) {
    if (!(err instanceof DeviceTestFailed)) throw err;
    error = err.localized;
    ctx.log.warn({ device: device.id, err: err.message }, 'a device did not take its test');
    await recordDeviceFailed(ctx.db, device.id, error, now);
  }
  await insertAuditEntry(ctx.db, input.actor, {
    at: now,
    action: 'device.test',
    entity: 'building-device',
    entityId: device.id,
    before: null,
    // The log keeps the reason in English, as it keeps every value: what was said, not how it read.
    after: { address, ok: error === null, ...(error === null ? {} : { error: render(error, 'en') }) },
  });
  const health = await findDeviceHealth(ctx.db, device.id);
  return { ok: error === null, device: viewOf(device, settings, health, input.language) };
}
