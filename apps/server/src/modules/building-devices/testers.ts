import { randomInt } from 'node:crypto';
import { announcementFor, blinkTiming, compressorWiring, formatInstant } from '@tevila/domain';
import type { BuildingDevice, FacilitySettings } from '@tevila/domain';
import { CallLightsUnreachableError } from '../../adapters/call-lights/port.ts';
import { CompressorRelayError, connectCompressorRelay } from '../../adapters/compressor/modbus.ts';
import { blinkForTest } from '../../adapters/call-lights/test-blink.ts';
import { chooseDoorLocks } from '../../adapters/door-locks/choose.ts';
import { DoorLockError } from '../../adapters/door-locks/port.ts';
import { GateUnreachableError } from '../../adapters/garage-gates/port.ts';
import { probeModbusRelay } from '../../adapters/garage-gates/modbus.ts';
import { testPageBytes } from '../../adapters/receipt-printer/escpos.ts';
import { PrinterUnreachableError } from '../../adapters/receipt-printer/port.ts';
import { PagingError } from '../../adapters/paging/port.ts';
import { TerminalReaderError } from '../../adapters/payments/port.ts';
import { DeviceError, deviceFault } from '../../adapters/device-error.ts';
import type { AppContext } from '../../context.ts';
import { msg, render } from '../../i18n/messages.ts';
import { CALL_LIGHTS_UNIVERSE, firstLitRoom } from '../call-lights/index.ts';
import { choosePaging } from '../paging/index.ts';

type Ctx = Pick<AppContext, 'adapters' | 'clock' | 'db'>;

/** The reservation id a test code is put under (docs/building/devices.md): never a real one's. */
export const TEST_CODE_RESERVATION = '00000000-0000-4000-8000-000000000000';

/** A device that did not take its test: what went wrong, as the device answered. */
export class DeviceTestFailed extends DeviceError {
  override readonly name = 'DeviceTestFailed';
}

const DEVICE_ERRORS = [
  DoorLockError,
  GateUnreachableError,
  PrinterUnreachableError,
  CallLightsUnreachableError,
  PagingError,
  CompressorRelayError,
  TerminalReaderError,
];

/** A card reader's refusal is a payment's message; every other device's is its own. */
const failureOf = (err: unknown) => (err instanceof TerminalReaderError ? err.localized : deviceFault(err));

/**
 * Each kind's test: the lock server takes a code for one minute and gives it up at once; a printer
 * prints a short page; the DMX node blinks the light of the room on the lowest channel three times;
 * the paging system plays its speech test; the garage relay has its coils read, opening nothing; the
 * compressor's pressure switch is read, switching nothing; a card terminal is asked whether it is
 * online, charging nothing.
 */
export async function tryDevice(
  ctx: Ctx,
  device: BuildingDevice,
  address: string,
  settings: FacilitySettings,
  timeoutMs: number,
): Promise<void> {
  try {
    if (device.kind === 'door-locks') {
      const locks = chooseDoorLocks(settings, timeoutMs);
      if (locks === null) throw new DeviceTestFailed(msg('deviceFault.noLockSystem'));
      const now = ctx.clock.now();
      const code = {
        code: String(randomInt(0, 100_000)).padStart(5, '0'),
        zones: ['entrance' as const],
        validFrom: now.toISOString(),
        validUntil: new Date(now.getTime() + 60_000).toISOString(),
      };
      const ref = await locks.program(TEST_CODE_RESERVATION, code, null);
      await locks.revoke(TEST_CODE_RESERVATION, ref);
    } else if (device.kind === 'printer') {
      const when = formatInstant(ctx.clock.now(), settings.timeZone);
      // Both languages: whoever stands at the printer reads one of them.
      const heading = msg('device.printerTest');
      const lines = [settings.facilityName, render(heading, 'en'), render(heading, 'he'), when];
      await ctx.adapters.printer.send(address, testPageBytes(lines));
    } else if (device.kind === 'dmx') {
      const room = await firstLitRoom(ctx.db);
      if (room === undefined) throw new DeviceTestFailed(msg('deviceFault.noDmxChannel'));
      const { onMs, offMs } = blinkTiming('ready', settings);
      await blinkForTest({
        host: address,
        port: settings.dmxPort,
        universe: CALL_LIGHTS_UNIVERSE,
        channel: room.channel,
        onMs,
        offMs,
      });
    } else if (device.kind === 'paging') {
      const announcement = announcementFor('test', settings);
      if (announcement === null)
        throw new DeviceTestFailed(msg('deviceFault.pagingZone', { zone: settings.pagingObject }));
      await choosePaging(settings, timeoutMs)?.announce(announcement);
    } else if (device.kind === 'terminal') {
      await ctx.adapters.payments.checkReader(address);
    } else if (device.kind === 'compressor') {
      const wiring = compressorWiring(settings);
      if (typeof wiring !== 'object') throw new DeviceTestFailed(msg('deviceFault.compressorWiring'));
      const relay = connectCompressorRelay(address, timeoutMs);
      try {
        await relay.demand(wiring.input);
      } finally {
        relay.close();
      }
    } else {
      await probeModbusRelay(address, timeoutMs);
    }
  } catch (err) {
    if (DEVICE_ERRORS.some((kind) => err instanceof kind)) throw new DeviceTestFailed(failureOf(err));
    throw err;
  }
}
