import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';

/** The body as the client reads it, decoded from whatever Content-Encoding the server chose. */
export function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  if (encoding === undefined) return res.body;
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}
