import { describe, expect, it, vi } from 'vitest';
import { room } from '../../../../test/building-fixtures';
import { jsonFetch } from '../../../../test/render';
import { fetchRooms } from './admin-rooms';

/** GET rooms read by the server's own schema (docs/decisions/0034). */
describe('the rooms answer', () => {
  it('a room without its section is the generic error, not a page that breaks later', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/rooms': [{ ...room(), section: undefined }] })));
    await expect(fetchRooms()).rejects.toMatchObject({ kind: 'generic', message: 'An error occurred.' });
  });

  it('drops what the schema does not name', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/rooms': [{ ...room(), floor: 2 }] })));
    await expect(fetchRooms()).resolves.toEqual([room()]);
  });
});
