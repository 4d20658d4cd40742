import { msg } from '../../i18n/messages.ts';
import { createHash, createHmac, randomInt } from 'node:crypto';
import type { Announcement } from '@tevila/domain';
import { wallTime } from '../../clock.ts';
import { PagingError } from './port.ts';
import type { PagingPort } from './port.ts';

export interface AlgoPagingOptions {
  /** pagingAddress and pagingPort: where the paging adapter's web interface answers (HTTP). */
  host: string;
  port: number;
  /** pagingUser (admin when empty) and pagingPassword: the RESTful API's Standard authentication. */
  user: string;
  password: string;
  /** Each call gives up after this long. */
  timeoutMs?: number;
}

/**
 * The Standard (HMAC-SHA256) signature of Algo's RESTful API: over
 * METHOD:URI[:CONTENT_MD5:application/json]:TIMESTAMP:NONCE, keyed with the API password.
 */
export function algoSignature(
  password: string,
  request: { method: string; uri: string; contentMd5?: string | undefined; timestamp: number; nonce: string },
): string {
  const payload = request.contentMd5 === undefined ? [] : [request.contentMd5, 'application/json'];
  const text = [request.method, request.uri, ...payload, request.timestamp, request.nonce].join(':');
  return createHmac('sha256', password).update(text).digest('hex');
}

/**
 * An Algo paging adapter or IP speaker (firmware 5.4 or later) through its RESTful API: the page
 * volume and input gain are set, then the call's tone is played, on the device or to a multicast zone.
 */
export function createAlgoPaging(options: AlgoPagingOptions): PagingPort {
  const where = `${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}`;
  const user = options.user.trim() === '' ? 'admin' : options.user.trim();
  const timeoutMs = options.timeoutMs ?? 5000;

  async function call(method: 'POST' | 'PUT', uri: string, body: object): Promise<number> {
    const text = JSON.stringify(body);
    const contentMd5 = createHash('md5').update(text).digest('hex');
    // The device compares it with its own clock: real time, whatever the app clock says.
    const timestamp = Math.floor(wallTime() / 1000);
    const nonce = String(randomInt(1, 2 ** 31));
    const signature = algoSignature(options.password, { method, uri, contentMd5, timestamp, nonce });
    let response: Response;
    try {
      response = await fetch(`http://${where}${uri}`, {
        method,
        headers: {
          authorization: `hmac ${user}:${nonce}:${signature}`,
          date: new Date(timestamp * 1000).toUTCString(),
          'content-type': 'application/json',
          'content-md5': contentMd5,
        },
        body: text,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      throw new PagingError(msg('deviceFault.pagingSilent', { where }), { cause: err });
    }
    await response.body?.cancel();
    if (response.status === 401 || response.status === 403)
      throw new PagingError(msg('deviceFault.pagingPassword', { where }));
    return response.status;
  }

  async function setting(name: string, value: string, optional: boolean): Promise<void> {
    const status = await call('PUT', '/api/settings', { [name]: value });
    // A speaker has no paging input, so no input gain: left as it is.
    if (optional && (status === 400 || status === 404)) return;
    if (status >= 300) throw new PagingError(msg('deviceFault.pagingSetting', { status, name }));
  }

  return {
    async announce(a: Announcement) {
      await setting('audio.page.vol', `${a.volumeDb}dB`, false);
      await setting('audio.input.gain', `${a.gainDb}dB`, true);
      const tone =
        a.zone === 'device'
          ? { path: a.tone, loop: false }
          : {
              path: a.tone,
              loop: false,
              mcast: true,
              state: { mode: 'sender', address: a.zone.address, port: String(a.zone.port), type: 'rtp' },
            };
      const status = await call('POST', '/api/controls/tone/start', tone);
      if (status >= 300) throw new PagingError(msg('deviceFault.pagingAnnouncement', { status }));
    },
  };
}
