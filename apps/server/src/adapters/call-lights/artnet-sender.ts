import artnet from 'artnet';
import type { CallLightsPort, CallLightsTarget } from './port.ts';

/**
 * Art-Net (ArtDmx, opcode 0x5000) over UDP through the `artnet` package. It sends a channel the moment
 * it changes and the whole universe every second after, so a node that holds a source for a few
 * seconds (Art-Net 4's usual timeout) never lets the lights drop.
 */
export const ARTNET_REFRESH_MS = 1000;

export function createArtnetSender(target: CallLightsTarget): CallLightsPort {
  const sender = artnet({ host: target.host, port: target.port, refresh: ARTNET_REFRESH_MS });
  // A refused send (no route, an address that is not there) is reported, never thrown: the night goes on.
  sender.on('error', (err: Error) => target.onError(err));
  const lit = new Map<number, number>();
  const sent = (err: Error | null) => (err ? target.onError(err) : target.onSent());
  return {
    show(levels) {
      for (const [channel, level] of levels) {
        if (lit.get(channel) === level) continue;
        lit.set(channel, level);
        sender.set(target.universe, channel, level, sent);
      }
    },
    close: () =>
      new Promise((done) => {
        const dark = [...lit.keys()];
        if (dark.length === 0) {
          sender.close();
          done();
          return;
        }
        // One last frame with every channel dark, so a stopped server leaves no light on.
        for (const channel of dark) sender.set(target.universe, channel, 0);
        setTimeout(() => {
          sender.close();
          done();
        }, 50).unref();
      }),
  };
}
