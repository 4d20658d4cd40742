import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { loadSettings } from '../settings/index.ts';
import { onDeviceNetwork } from './network.ts';
import type { DeviceRow } from './repo.ts';
import { updateDevice } from './repo.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

/**
 * A kiosk or tablet calls: refused (403) from outside the network it was unlocked from (netMask), else
 * noted as its last use. A device unlocked before its network was kept takes the first one it calls from.
 */
export async function useDevice(ctx: Ctx, row: DeviceRow, ip: string | null): Promise<DeviceRow> {
  const { netMask } = await loadSettings(ctx);
  if (row.network !== null && ip !== null && !onDeviceNetwork(ip, row.network, netMask))
    throw new AppError('auth.forbidden', msg('device.offNetwork'));
  return updateDevice(ctx.db, row.id, {
    lastUsedAt: ctx.clock.now(),
    ...(row.network === null && ip !== null ? { network: ip } : {}),
  });
}
