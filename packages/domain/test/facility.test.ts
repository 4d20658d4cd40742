import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkNewFacility,
  isFacilitySlug,
  renderDomainMessage as render,
  requestHost,
} from '../src/index.ts';
import type { FacilityInput, TakenNames } from '../src/index.ts';

const none: TakenNames = { slugs: new Set(), hosts: new Set() };
const north: FacilityInput = {
  slug: 'north-shore',
  name: 'North Shore Mikvah',
  host: 'north.mikvah.example.org',
};
const refusal = (input: FacilityInput, taken = none) => {
  const checked = checkNewFacility(input, taken);
  return checked.ok ? null : render(checked.message, 'en');
};

describe('a facility of a deployment that serves several', () => {
  it('takes lowercase letters, digits and hyphens for a slug, neither starting nor ending with a hyphen', () => {
    for (const slug of ['default', 'north-shore', 'a', 'beth-israel-2', 'x'.repeat(40)])
      expect(isFacilitySlug(slug), slug).toBe(true);
    for (const slug of [
      '',
      'North',
      'north_shore',
      '-north',
      'north-',
      'north shore',
      'שלום',
      'x'.repeat(41),
    ])
      expect(isFacilitySlug(slug), slug).toBe(false);
  });

  it('reads a request by its host, case, port and a final dot ignored', () => {
    expect(requestHost('North.Mikvah.Example.ORG:8443')).toBe('north.mikvah.example.org');
    expect(requestHost('north.mikvah.example.org.')).toBe('north.mikvah.example.org');
    expect(requestHost('localhost:3000')).toBe('localhost');
    expect(requestHost('[::1]:3000')).toBe('[::1]');
    for (const bad of [undefined, '', 'a b', 'http://x.org', 'x.org/path', 'x..org', '-x.org', 'x.org:port'])
      expect(requestHost(bad), String(bad)).toBeNull();
  });

  it('gives one host for every spelling of it (property)', () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
    fc.assert(
      fc.property(
        fc.array(label, { minLength: 1, maxLength: 4 }),
        fc.option(fc.integer({ min: 1, max: 65535 })),
        fc.boolean(),
        (labels, port, shout) => {
          const host = labels.join('.');
          const spelled = `${shout ? host.toUpperCase() : host}${port === null ? '' : `:${port}`}`;
          expect(requestHost(spelled)).toBe(host);
          expect(requestHost(requestHost(spelled) ?? '')).toBe(host);
        },
      ),
    );
  });

  it('takes a facility whole: slug, name, host, and the time zone, location and administrator it is given', () => {
    expect(
      checkNewFacility(
        { ...north, timeZone: 'Asia/Jerusalem', lat: '32.08', lng: '34.78', admin: '+1 (310) 555-0190' },
        none,
      ),
    ).toEqual({
      ok: true,
      facility: {
        slug: 'north-shore',
        name: 'North Shore Mikvah',
        host: 'north.mikvah.example.org',
        timeZone: 'Asia/Jerusalem',
        location: { lat: '32.08', lng: '34.78' },
        admin: '+13105550190',
      },
    });
    expect(checkNewFacility(north, none)).toMatchObject({
      ok: true,
      facility: { timeZone: null, location: null, admin: null },
    });
  });

  it('refuses each bad part with its sentence', () => {
    expect(refusal({ ...north, slug: 'North Shore' })).toContain('lowercase letters, digits and hyphens');
    expect(refusal(north, { slugs: new Set(['north-shore']), hosts: new Set() })).toBe(
      'Another facility already has the short name north-shore.',
    );
    expect(refusal({ ...north, name: ' ' })).toContain('at most 100 characters');
    expect(refusal({ ...north, name: 'a\nb' })).toContain('on one line');
    for (const host of [
      'https://north.example.org',
      'north.example.org:8080',
      'north.example.org/x',
      'no host',
    ])
      expect(refusal({ ...north, host }), host).toContain('a host name alone');
    expect(
      refusal(
        { ...north, host: 'North.Mikvah.Example.org' },
        { slugs: new Set(), hosts: new Set(['north.mikvah.example.org']) },
      ),
    ).toBe('Another facility already answers at north.mikvah.example.org.');
    expect(refusal({ ...north, timeZone: 'Mars/Olympus' })).toContain('time zone');
    expect(refusal({ ...north, lat: '32' })).toBe('Give both the latitude and the longitude, or neither.');
    expect(refusal({ ...north, lat: '91', lng: '0' })).toContain('90');
    expect(refusal({ ...north, admin: '12' })).not.toBeNull();
  });

  it('says each refusal in Hebrew too', () => {
    const checked = checkNewFacility({ ...north, slug: '' }, none);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(render(checked.message, 'he')).toMatch(/[\u05d0-\u05ea]/);
  });
});
