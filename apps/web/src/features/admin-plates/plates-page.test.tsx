import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@tevila/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  listedUser,
  pendingPlate,
  plateRefused,
  plateSubmission,
  updatedUser,
  user as userOf,
} from '../../../test/account-fixtures';
import { fakeApi, json, type Handler } from '../../../test/fake-api';
import { renderApp, withRoles } from '../../../test/render';
import { platesFromLines } from './plate-lines';

vi.setConfig({ testTimeout: 40_000 });
// The page and its texts arrive in chunks of their own: slow the first time on a busy machine.
const FIRST_PAINT = 15_000;

const dina = listedUser({
  id: 'u1',
  userName: '13105550177',
  phoneNumber: '+13105550177',
  plateNumber: '7ABC123',
});

function setUp(roles: string[], extra: Record<string, Handler> = {}) {
  let user: User = userOf(dina);
  // Her one submission, awaiting review until her plates are approved or it is refused.
  let status: 'pending' | 'approved' | 'rejected' = 'pending';
  const api = fakeApi({
    'GET /api/api/settings': () => json([{ key: 'timeZone', value: 'America/Los_Angeles' }]),
    // Hers twice (she sent them again, to replace her plates), then another patron's.
    'GET /api/api/plates/pending': () =>
      json([
        ...(status === 'pending'
          ? [
              pendingPlate({
                id: 's0',
                userId: 'u1',
                phoneNumber: '+13105550177',
                createdAt: '2026-11-30T10:00:00.000Z',
                addReplace: 'replace',
              }),
            ]
          : []),
        pendingPlate({
          id: 's9',
          userId: 'u9',
          phoneNumber: '+13105550999',
          createdAt: '2026-11-30T12:00:00.000Z',
          addReplace: 'replace',
        }),
        ...(status === 'pending'
          ? [
              pendingPlate({
                id: 's1',
                userId: 'u1',
                phoneNumber: '+13105550177',
                createdAt: '2026-12-01T10:00:00.000Z',
              }),
            ]
          : []),
      ]),
    'POST /api/api/users/u1/LicenseAndRegistration/s1/refuse': () => {
      status = 'rejected';
      return json(plateRefused(plateSubmission({ status })));
    },
    'GET /api/api/users/search': (call) => {
      const phone = new URL(call.url, 'http://x').searchParams.get('phone') ?? '';
      return json(
        phone === '9999' ? [] : [dina, listedUser({ ...dina, id: 'u2', phoneNumber: '+13105550277' })],
      );
    },
    'GET /api/api/users/u1': () => json(user),
    'GET /api/api/users/u1/LicenseAndRegistration': () => json([plateSubmission({ status })]),
    'GET /api/api/users/u1/LicenseAndRegistration/s1/0': () =>
      new Response(new Uint8Array([0x89, 0x50]), { headers: { 'Content-Type': 'image/png' } }),
    'GET /api/api/users/u1/LicenseAndRegistration/s1/1': () =>
      new Response(new Uint8Array([0xff, 0xd8]), { headers: { 'Content-Type': 'image/jpeg' } }),
    'PATCH /api/api/users/u1': (call) => {
      const [op] = JSON.parse(call.body) as [{ value: string }];
      user = userOf({ ...user, plateNumber: op.value, plateApproved: true });
      if (op.value !== '' && status === 'pending') status = 'approved';
      return json(updatedUser(user));
    },
    'PUT /api/api/users/u1/roles/OpenGarageGate': () => {
      user = userOf({ ...user, roles: ['OpenGarageGate'] });
      return json(updatedUser(user));
    },
    'DELETE /api/api/users/u1/roles/OpenGarageGate': () => {
      user = userOf({ ...user, roles: [] });
      return json(updatedUser(user));
    },
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderApp({ path: '/admin/license-plate', session: withRoles(...roles) });
  return api;
}

const type = async (value: string) =>
  fireEvent.change(await screen.findByRole('searchbox', { name: 'Phone number' }), { target: { value } });

describe('/admin/license-plate (docs/product/site-and-staff.md §2, §5)', () => {
  it('joins one plate per line with "|"', () => {
    expect(platesFromLines(' 7abc123 \n\n8XYZ999\r\n')).toBe('7abc123|8XYZ999');
    expect(platesFromLines('  \n')).toBe('');
  });

  it('a plate administrator finds her by 4 digits, sees her images and approves two plates', async () => {
    const api = setUp(['UserPlateAdmin']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add License Plates' }, { timeout: FIRST_PAINT }),
    ).toBeTruthy();
    // The search waits for 4 digits, and takes at most 15 characters.
    await type('017');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.callsTo('GET', '/api/api/users/search')).toHaveLength(0);
    await type('0177 and then far too much');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Phone number' }).value).toBe(
      '0177 and then f',
    );
    const results = await screen.findByRole('list', { name: 'Users found' });
    expect(api.callsTo('GET', '/api/api/users/search')[0]!.url).toBe('/api/api/users/search?phone=0177');
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(within(results).getByRole('button', { name: 'Choose +13105550177' }));
    const license = await screen.findByRole('img', { name: "Driver's license of +13105550177" });
    expect(license.getAttribute('src')).toBe('data:image/png;base64,iVA=');
    expect(await screen.findByRole('img', { name: 'Vehicle registration of +13105550177' })).toBeTruthy();
    // The images were fetched with her bearer token, as blobs.
    const image = api.callsTo('GET', '/api/api/users/u1/LicenseAndRegistration/s1/0')[0]!;
    expect(image.headers.authorization).toBe('Bearer a-1');
    // Sent at 10:00 UTC: 2:00 AM on the facility's clock (Los Angeles), whatever the device's zone.
    const sent = within(screen.getByRole('region', { name: 'License and registration' }));
    expect(sent.getByText(/^Sent Dec 1, 2026, 2:00\sAM · Awaiting review · Adds a plate$/)).toBeTruthy();
    // A plate administrator has no say over the gates.
    expect(screen.queryByRole('heading', { name: 'Garage gates' })).toBeNull();

    const plates = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'License plates' });
    expect(plates.value).toBe('7ABC123');
    // What the server would refuse is refused here, with its sentence, and nothing is sent.
    fireEvent.change(plates, { target: { value: '7ABC123\n8XY!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve Plates' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'License plate "8XY!" may contain only letters, numbers, spaces and hyphens.',
    );
    expect(plates.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH', '/api/api/users/u1')).toEqual([]);

    fireEvent.change(plates, { target: { value: '7ABC123\n8XYZ999\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve Plates' }));
    await waitFor(() => expect(screen.getByText(/Plates saved for/)).toBeTruthy());
    const patches = api.callsTo('PATCH', '/api/api/users/u1');
    expect(JSON.parse(patches.at(-1)!.body)).toEqual([
      { op: 'add', path: 'plateNumber', value: '7ABC123|8XYZ999' },
    ]);
    expect(await screen.findByText('Plates: 7ABC123, 8XYZ999 (approved)')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // The form and its notice stay through the new plates.
    expect(screen.getByText(/Plates saved for/)).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'License plates' }).value).toBe(
      '7ABC123\n8XYZ999',
    );
    // Her documents were approved with her plates: nothing says awaiting review any more.
    expect(await sent.findByText(/· Approved ·/)).toBeTruthy();
    const queue = screen.getByRole('list', { name: 'Awaiting review' });
    await waitFor(() => expect(within(queue).queryByText('+13105550177')).toBeNull());
    expect(screen.queryByText(/Awaiting review ·|awaiting approval/)).toBeNull();
  });

  it('takes her from the documents awaiting review, and refuses them after confirming', async () => {
    const api = setUp(['UserPlateAdmin']);
    const queue = await screen.findByRole('list', { name: 'Awaiting review' }, { timeout: FIRST_PAINT });
    // Each patron once, in the order her first upload came, with what she sent last.
    const items = within(queue).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(
        /^\+13105550177Sent Dec 1, 2026, 2:00\sAMAdds a plateReview the documents of \+13105550177$/,
      ),
      expect.stringMatching(
        /^\+13105550999Sent Nov 30, 2026, 4:00\sAMReplaces her platesReview the documents of \+13105550999$/,
      ),
    ]);
    fireEvent.click(within(queue).getByRole('button', { name: 'Review the documents of +13105550177' }));
    // Her section takes focus, so the keyboard and the screen reader are where her documents are.
    const heading = await screen.findByRole('heading', { level: 2, name: '+13105550177' });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    fireEvent.click(
      await screen.findByRole('button', { name: /^Refuse the documents sent Dec 1, 2026, 2:00\sAM$/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refuse these documents' });
    expect(api.callsTo('POST', '/api/api/users/u1/LicenseAndRegistration/s1/refuse')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse Documents' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/api/users/u1/LicenseAndRegistration/s1/refuse')).toHaveLength(1),
    );
    expect(await screen.findByText(/The documents of .+13105550177.+ were refused\./)).toBeTruthy();
    expect(await screen.findByText(/· Rejected ·/)).toBeTruthy();
    await waitFor(() => expect(within(queue).getAllByRole('listitem')).toHaveLength(1));
    expect(within(queue).queryByText('+13105550177')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Refuse the documents/ })).toBeNull();
  });

  it('says "User not found." when the lookup finds no one', async () => {
    setUp(['UserPlateAdmin']);
    await type('9999');
    expect((await screen.findByRole('alert')).textContent).toBe('User not found.');
  });

  it("shows the server's refusal of a lookup verbatim", async () => {
    setUp(['UserPlateAdmin'], {
      'GET /api/api/users/search': () =>
        json({ Message: 'Type at least 4 digits of the phone number to search.' }, 400),
    });
    await type('12-34');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Type at least 4 digits of the phone number to search.',
    );
  });

  it('an administrator grants the gate role at once and removes it after confirming', async () => {
    const api = setUp(['Admin']);
    await type('0177');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose +13105550177' }));
    await screen.findByRole('heading', { name: 'Garage gates' });
    expect(screen.getByText('She may not open the garage gates.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Grant Gate Access' }));
    expect(await screen.findByText('She may open the garage gates (OpenGarageGate).')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/api/users/u1/roles/OpenGarageGate')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Gate Access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove gate access' });
    expect(api.callsTo('DELETE', '/api/api/users/u1/roles/OpenGarageGate')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Gate Access' }));
    expect(await screen.findByText('She may not open the garage gates.')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/api/users/u1/roles/OpenGarageGate')).toHaveLength(1);
  });
});
