import { afterEach, describe, expect, it, vi } from 'vitest';
import { listedUser, nullResult, pendingPlate, plateSubmission, user } from '../../test/account-fixtures';
import { jsonFetch } from '../../test/render';
import { postLogout } from './logout';
import { searchPeopleByPhone } from './people-search';
import { fetchPlateQueue } from './plate-queue';
import { fetchPlateSubmissions } from './plate-submissions';
import { fetchUser, USER_NOT_FOUND } from './user';

afterEach(() => vi.unstubAllGlobals());

const generic = { kind: 'generic', message: 'An error occurred.' };

/** Her user, the staff lists and her plate documents, read by the server's own schemas (docs/decisions/0034). */
describe("answers read by the server's own schema", () => {
  it('returns her user as the server wrote it; no user is "User not found."', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/users/7': { ...user(), passwordHash: 'x' } })));
    await expect(fetchUser('7')).resolves.toEqual(user());
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/users/7': null })));
    await expect(fetchUser('7')).rejects.toMatchObject({ kind: 'server', message: USER_NOT_FOUND });
  });

  it('a user that does not match is the generic error, not a page that breaks later', async () => {
    const { plateApproved: _dropped, ...drifted } = user();
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/users/7': { ...drifted, roles: 'Admin' } })));
    await expect(fetchUser('7')).rejects.toMatchObject(generic);
  });

  it('so is a staff list or a list of documents with one entry that does not match', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        jsonFetch({
          '/api/api/users/search': [listedUser(), { id: 'u2', phoneNumber: '+13105550277' }],
          '/api/api/users/7/LicenseAndRegistration': [plateSubmission(), { id: 's2', status: 'pending' }],
          '/api/api/plates/pending': [{ ...pendingPlate(), files: '2' }],
        }),
      ),
    );
    await expect(searchPeopleByPhone('0177')).rejects.toMatchObject(generic);
    await expect(fetchPlateSubmissions('7')).rejects.toMatchObject(generic);
    await expect(fetchPlateQueue()).rejects.toMatchObject(generic);
  });

  it("sign-out reads the server's answer too", async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/account/logout': nullResult })));
    await expect(postLogout('a-1', 'r-1')).resolves.toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/account/logout': { success: true } })));
    await expect(postLogout('a-1', 'r-1')).rejects.toMatchObject(generic);
  });
});
