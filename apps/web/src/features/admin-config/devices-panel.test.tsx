import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { room } from '../../../test/building-fixtures';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp, withRoles } from '../../../test/render';

const device = (overrides: object = {}) => ({
  id: 1,
  kind: 'kiosk',
  name: 'Lobby tablet',
  roomId: null,
  createdAt: '2026-12-01T18:00:00-08:00',
  createdBy: '7',
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});
const ok = (result: unknown) => json({ success: true, errorMessage: null, result });
const TOKEN = 'tvd_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

afterEach(() => vi.unstubAllGlobals());

function renderDevices(devices: object[], made = device({ id: 2, name: 'Front tablet' })) {
  let list = devices;
  const api = fakeApi({
    'GET /api/api/rooms': () => json([room({ id: 7, number: '7' })]),
    'GET /api/api/sections': () => json([]),
    'GET /api/api/cubicles': () => json([]),
    'GET /api/api/attendants': () => json([]),
    'GET /api/api/devices': () => json(list),
    'POST /api/api/devices': () => {
      list = [made, ...list];
      return ok({ device: made, token: TOKEN });
    },
    'DELETE /api/api/devices/1': () => ok(device({ revokedAt: '2026-12-01T19:00:00-08:00' })),
  });
  vi.stubGlobal('fetch', api.fetch);
  renderApp({ path: '/admin/rooms', session: withRoles('Admin') });
  return api;
}

describe('the devices of /admin/rooms (docs/staff-api.md Devices)', () => {
  it('unlocks a kiosk and shows its token and unlock link once', async () => {
    const api = renderDevices([]);
    const panel = await screen.findByRole('region', { name: 'Devices' });
    await within(panel).findByText('No device is unlocked.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Unlock a device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock a device' });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Front tablet' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await within(dialog).findByText(TOKEN);
    expect(JSON.parse(api.callsTo('POST', '/api/api/devices')[0]!.body)).toEqual({
      kind: 'kiosk',
      name: 'Front tablet',
    });
    const link = within(dialog).getByRole('link', { name: "the tablet's unlock link" });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/kiosk#token=${TOKEN}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await within(panel).findByText('Front tablet');
  });

  it("unlocks a room's tablet for the room chosen, and links to its room's page", async () => {
    const api = renderDevices([], device({ id: 3, kind: 'room', name: 'Room 7 tablet', roomId: 7 }));
    const panel = await screen.findByRole('region', { name: 'Devices' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Unlock a device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock a device' });
    // The device's own pickers, inside the dialog: its kind, then its room.
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Kind' }), { target: { value: 'room' } });
    const roomPicker = await within(dialog).findByRole('combobox', { name: /Room/ });
    expect(within(roomPicker).getByRole('option', { selected: true }).textContent).toBe('Choose a room');
    fireEvent.change(roomPicker, { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Room 7 tablet' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await waitFor(() =>
      expect(JSON.parse(api.callsTo('POST', '/api/api/devices')[0]!.body)).toEqual({
        kind: 'room',
        name: 'Room 7 tablet',
        roomId: 7,
      }),
    );
    const link = await within(dialog).findByRole('link', { name: "the tablet's unlock link" });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/room/7#token=${TOKEN}`);
  });

  it('revokes a device after asking', async () => {
    const api = renderDevices([device()]);
    const panel = await screen.findByRole('region', { name: 'Devices' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Revoke Lobby tablet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Lobby tablet?' });
    expect(api.callsTo('DELETE', '/api/api/devices/1')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/api/devices/1')).toHaveLength(1));
  });
});
