import { describe, expect, it } from 'vitest';
import { algoSignature, createAlgoPaging } from '../../src/adapters/paging/algo.ts';
import { PagingError } from '../../src/adapters/paging/port.ts';
import { startFakeAlgoPaging } from '../helpers/fake-algo-paging.ts';

describe("Algo's RESTful API", () => {
  it("signs a request as the guide's worked example does", () => {
    expect(
      algoSignature('algo', {
        method: 'POST',
        uri: '/api/controls/tone/start',
        contentMd5: '6e43c05d82f71e77c586e29edb93b129',
        timestamp: 1601312252,
        nonce: '49936',
      }),
    ).toBe('2e109d7aeed54a1cb04c6b72b1d854f442cf1ca15eb0af32f2512dd77ab6b330');
  });

  it('sets the volume and gain, then plays the tone, to a zone or on the device', async () => {
    const device = await startFakeAlgoPaging('page-secret');
    try {
      const paging = createAlgoPaging({
        host: '127.0.0.1',
        port: device.port,
        user: '',
        password: 'page-secret',
      });
      await paging.announce({ tone: 'chime.wav', volumeDb: -12, gainDb: -9, zone: 'device' });
      await paging.announce({
        tone: 'warble3-high.wav',
        volumeDb: 0,
        gainDb: 6,
        zone: { address: '224.0.2.60', port: 50002 },
      });
      expect(device.refused).toBe(0);
      expect(device.played).toEqual([
        { path: 'chime.wav', zone: 'device' },
        { path: 'warble3-high.wav', zone: '224.0.2.60:50002' },
      ]);
      expect(device.settings.get('audio.page.vol')).toBe('0dB');
      expect(device.settings.get('audio.input.gain')).toBe('6dB');
    } finally {
      await device.close();
    }
  });

  it('says when the password is wrong or the device does not answer, naming no secret', async () => {
    const device = await startFakeAlgoPaging('page-secret');
    try {
      const wrong = createAlgoPaging({
        host: '127.0.0.1',
        port: device.port,
        user: 'admin',
        password: 'nope',
      });
      const a = { tone: 'chime.wav', volumeDb: -12, gainDb: -9, zone: 'device' as const };
      const refused = await wrong.announce(a).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(PagingError);
      expect((refused as Error).message).toMatch(/refused the password/);
      expect((refused as Error).message).not.toContain('nope');
      device.down = true;
      const right = createAlgoPaging({
        host: '127.0.0.1',
        port: device.port,
        user: '',
        password: 'page-secret',
      });
      await expect(right.announce(a)).rejects.toThrow(/did not answer/);
      expect(device.played).toEqual([]);
    } finally {
      await device.close();
    }
  });
});
