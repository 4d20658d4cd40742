import { describe, expect, it } from 'vitest';
import { cachesByFacility } from '../../src/changes/caches.ts';
import { ChangeFeeds } from '../../src/changes/feed.ts';
import { boundFacility, inFacility } from '../../src/db/facility-scope.ts';

/* Every facility's change feed on one LISTEN, and each facility's caches its own (decision 0077). */
describe('ChangeFeeds', () => {
  function live() {
    const feeds = ChangeFeeds.off();
    feeds.setLive(true);
    return feeds;
  }

  it("hands a change to its facility's feed alone, inside that facility's scope", () => {
    const feeds = live();
    const heard: string[] = [];
    for (const facility of ['default', 'north'])
      feeds.of(facility).on('settings', (key) => heard.push(`${facility}:${key}:${boundFacility()}`));
    feeds.receive('north/settings:*');
    expect(heard).toEqual(['north:*:north']);
    // From an earlier version, with no facility: the default facility's.
    feeds.receive('settings:priceBath');
    expect(heard).toEqual(['north:*:north', 'default:priceBath:default']);
    // A facility with no feed here, a topic nobody knows, a key that holds a slash: nothing else heard.
    feeds.receive('south/settings:*');
    feeds.receive('north/nothing:*');
    feeds.receive('session:a/b');
    expect(heard).toHaveLength(2);
  });

  it('makes each facility a feed that is live when the others are', () => {
    const feeds = live();
    expect(feeds.of('north').usable).toBe(true);
    feeds.setLive(false);
    expect(feeds.of('north').usable).toBe(false);
    expect(feeds.of('later').usable).toBe(false);
  });

  it('keeps a value read for one facility from ever being the answer of another', async () => {
    const feeds = live();
    const caches = cachesByFacility(feeds);
    const load = (value: number) => async () => ({ value });
    const read = (facility: string, value: number) =>
      inFacility(facility, () => caches.nights.get('2026-12-02', 0, load(value)));
    expect(await read('default', 1)).toBe(1);
    expect(await read('north', 2)).toBe(2);
    expect(await read('default', 3)).toBe(1);
    expect(await read('north', 4)).toBe(2);
    // A change at one facility forgets its value only.
    feeds.receive('north/night:2026-12-02');
    expect(await read('north', 5)).toBe(5);
    expect(await read('default', 6)).toBe(1);
    expect(await inFacility('north', () => caches.feed)).toBe(feeds.of('north'));
  });
});
