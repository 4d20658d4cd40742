import { afterEach, describe, expect, it, vi } from 'vitest';
import { myData, nullResult } from '../../../../test/account-fixtures';
import { fakeApi, json } from '../../../../test/fake-api';
import { deleteAccount, fetchMyData } from './my-data';

afterEach(() => vi.unstubAllGlobals());

/** Her data file and her account's deletion, read by the server's own schemas (docs/decisions/0034). */
describe('her data', () => {
  it("saves the file as the server wrote it, named by the facility's date of export", async () => {
    const data = myData({ exportedAt: '2026-12-01T23:30:00-08:00' });
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/api/users/7/export': () => json(data) }).fetch);
    const file = await fetchMyData('7');
    expect(file.fileName).toBe('my-data-2026-12-01.json');
    expect(JSON.parse(file.json)).toEqual(data);
  });

  it('a file that does not match is the generic error', async () => {
    const { user: _left, ...drifted } = myData();
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/api/users/7/export': () => json(drifted) }).fetch);
    await expect(fetchMyData('7')).rejects.toMatchObject({ kind: 'generic', message: 'An error occurred.' });
  });

  it('deleting her account sends her confirmation, as the contract writes it', async () => {
    const api = fakeApi({ 'DELETE /api/api/users/7': () => json(nullResult) });
    vi.stubGlobal('fetch', api.fetch);
    await deleteAccount('7');
    expect(JSON.parse(api.callsTo('DELETE', '/api/api/users/7')[0]!.body)).toEqual({ confirm: true });
  });
});
