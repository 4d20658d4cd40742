import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { FacilityHosts } from '../../src/http/facility-hosts.ts';
import { organisationUrl } from '../../src/http/facility-hosts.ts';

// Only the host test is asked of the facilities here.
const hosts = { isOrganisationNow: (host?: string) => host === 'mikvaot.test' } as unknown as FacilityHosts;
const rewrite = organisationUrl(() => hosts);
// A request as Node gives it: its address and headers.
const request = (url: string, host: string) => ({ url, headers: { host } }) as IncomingMessage;

describe("the organisation's host", () => {
  it('answers tonight’s mikvaot at its /, its query kept', () => {
    expect(rewrite(request('/', 'mikvaot.test'))).toBe('/mikvaot');
    expect(rewrite(request('/?lang=he', 'mikvaot.test'))).toBe('/mikvaot?lang=he');
  });

  it("leaves a facility's / and every other address as they came", () => {
    expect(rewrite(request('/', 'north.test'))).toBe('/');
    expect(rewrite(request('/hours', 'mikvaot.test'))).toBe('/hours');
    expect(organisationUrl(() => undefined)(request('/', 'mikvaot.test'))).toBe('/');
  });
});
