import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, type Handler } from '../../../test/fake-api';
import { attendant, cubicle, room, section } from '../../../test/building-fixtures';
import { renderApp, withRoles } from '../../../test/render';

const east = section();
const west = section({ id: 2, name: 'West', active: false });
const ok = (result: unknown = null) => json({ success: true, errorMessage: null, result });

function renderRooms(extra: Record<string, Handler> = {}) {
  const api = fakeApi({
    'GET /api/api/rooms': () =>
      json([
        room({ id: 11, number: '10', type: 'bath', status: 'Available' }, east),
        room({ id: 12, number: '2', type: 'shower', status: 'Offline' }, east),
      ]),
    'GET /api/api/sections': () => json([east, west]),
    'GET /api/api/cubicles': () => json([cubicle()]),
    'GET /api/api/attendants': (call) =>
      json(
        call.url.endsWith('active=true')
          ? [attendant({ lastName: 'Cohen', active: true })]
          : [attendant({ id: 4, firstName: 'Leah', lastName: 'Stern', active: false })],
      ),
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderApp({ path: '/admin/rooms', session: withRoles('Admin') });
  return api;
}

const bodyOf = (api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  JSON.parse(api.callsTo(method, path)[0]!.body) as unknown;

describe('/admin/rooms', () => {
  it('lists rooms by number with type, section and status; Offline asks first, then POSTs the status', async () => {
    const api = renderRooms({ 'POST /api/api/rooms/11/status': () => ok() });
    const rooms = await screen.findByRole('region', { name: 'Rooms' });
    await within(rooms).findByText('Bath');
    const rows = within(rooms).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['2', '10']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 4),
    ).toEqual(['Bath', 'East', 'None', 'Available']);
    expect(within(rows[0]!).getByRole('button', { name: 'Make Available room 2' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/api/rooms')[0]!.url).toBe('/api/api/rooms');

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Make Offline room 10' }));
    const confirm = await screen.findByRole('dialog', { name: 'Take room 10 offline?' });
    expect(api.callsTo('POST', '/api/api/rooms/11/status')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Make Offline' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/api/rooms/11/status')).toHaveLength(1));
    expect(bodyOf(api, 'POST', '/api/api/rooms/11/status')).toEqual({ status: 'Offline' });
  });

  it("adds a room in an active section; the server's refusal shows verbatim", async () => {
    const api = renderRooms({
      'POST /api/api/rooms': () =>
        json({ success: false, errorMessage: 'Room 10 already exists.', result: null }, 400),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a room' });
    const section = within(dialog).getByRole('combobox', { name: 'Section' });
    // The sections are read apart from the rooms: the active ones are offered once they are in.
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['East']),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The number is checked as the server will check it, with its sentence (the contract's roomForm).
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Number is required.');
    expect(api.callsTo('POST', '/api/api/rooms')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Number' }), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Type' }), { target: { value: 'kallah' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Room 10 already exists.');
    expect(bodyOf(api, 'POST', '/api/api/rooms')).toEqual({
      number: '10',
      type: 'kallah',
      sectionId: 1,
      dmxChannel: null,
    });
  });

  it('renames a section and deactivates a cubicle after a confirmation', async () => {
    const api = renderRooms({
      'PUT /api/api/sections/1': () => ok(),
      'PUT /api/api/cubicles/5': () => ok(),
    });
    const sections = await screen.findByRole('region', { name: 'Sections' });
    fireEvent.click(await within(sections).findByRole('button', { name: 'Rename East' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename East' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Section' }), {
      target: { value: 'North' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/api/sections/1')).toHaveLength(1));
    expect(bodyOf(api, 'PUT', '/api/api/sections/1')).toEqual({ name: 'North', active: true });

    const cubicles = screen.getByRole('region', { name: 'Cubicles' });
    fireEvent.click(await within(cubicles).findByRole('button', { name: 'Deactivate C1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate C1?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/api/cubicles/5')).toHaveLength(1));
    expect(bodyOf(api, 'PUT', '/api/api/cubicles/5')).toEqual({ name: 'C1', active: false });
  });

  it('adds an attendant, and reactivates a former one', async () => {
    const api = renderRooms({
      'POST /api/api/attendants': () => ok({ id: 9, firstName: 'Dina', lastName: 'Levi', active: true }),
      'PUT /api/api/attendants/4': () => ok(),
    });
    const attendants = await screen.findByRole('region', { name: 'Attendants' });
    await within(attendants).findByText('Rivka');
    fireEvent.click(within(attendants).getByRole('button', { name: 'Add attendant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an attendant' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'First name' }), {
      target: { value: 'Dina' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Last name' }), {
      target: { value: ' Levi ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/api/attendants')).toHaveLength(1));
    expect(bodyOf(api, 'POST', '/api/api/attendants')).toEqual({ firstName: 'Dina', lastName: 'Levi' });

    fireEvent.click(within(attendants).getByRole('switch', { name: 'Show former attendants' }));
    fireEvent.click(await within(attendants).findByRole('button', { name: 'Reactivate Leah Stern' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/api/attendants/4')).toHaveLength(1));
    expect(bodyOf(api, 'PUT', '/api/api/attendants/4')).toEqual({ active: true });
    expect(api.calls.some((c) => c.url === '/api/api/attendants?active=false')).toBe(true);
  });
});
