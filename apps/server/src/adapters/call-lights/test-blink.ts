import { msg } from '../../i18n/messages.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { createArtnetSender } from './artnet-sender.ts';
import { CallLightsUnreachableError } from './port.ts';

/**
 * The devices page's test of the DMX node: one room's light blinks three times from a sender of its
 * own. A node merges two senders by the highest level (Art-Net's default), so the lights of the night
 * stay as they are while it runs; the test's sender stops when it is done.
 */
export async function blinkForTest(target: {
  host: string;
  port: number;
  universe: number;
  channel: number;
  onMs: number;
  offMs: number;
}): Promise<void> {
  let refused: Error | undefined;
  const sender = createArtnetSender({
    host: target.host,
    port: target.port,
    universe: target.universe,
    onError: (err) => (refused ??= err),
    onSent: () => {},
  });
  try {
    for (let i = 0; i < 3 && refused === undefined; i++) {
      sender.show(new Map([[target.channel, 255]]));
      await sleep(target.onMs);
      sender.show(new Map([[target.channel, 0]]));
      await sleep(target.offMs);
    }
  } finally {
    await sender.close();
  }
  if (refused !== undefined)
    throw new CallLightsUnreachableError(msg('deviceFault.dmxRefused', { detail: refused.message }));
}
