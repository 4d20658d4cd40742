import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@tevila/domain';
import { describe, expect, it } from 'vitest';
import { EDGE_LIMITS, serverTimeouts } from '../../src/http/edge-limits.ts';

describe('how long the server waits on a slow client', () => {
  it('lets the largest plate upload arrive at 300 kbit/s, three quarters of a weak 3G signal', () => {
    // The images, and the form around them (its fields and part headers, well under 64 KB).
    const largest = MAX_IMAGES * MAX_IMAGE_BYTES + 65_536;
    const bytesPerSecond = 300_000 / 8;
    expect((largest / bytesPerSecond) * 1000).toBeLessThanOrEqual(EDGE_LIMITS.requestMs);
  });

  it("hands Node its limits, a head's never longer than the whole request's", () => {
    expect(serverTimeouts()).toEqual({
      requestTimeout: 600_000,
      connectionTimeout: 120_000,
      keepAliveTimeout: 72_000,
      http: { headersTimeout: 20_000, requestTimeout: 600_000, connectionsCheckingInterval: 5_000 },
    });
    expect(serverTimeouts({ requestMs: 1_000 }).http.headersTimeout).toBe(1_000);
  });
});
