import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { roomBody } from '@tevila/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { room, section } from '../../../test/building-fixtures';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import type { AdminSection } from './api/admin-sections';
import { RoomModal } from './room-modal';

/** A room's form, checked before it is sent as the server's service checks it (the contract's roomForm). */
describe('the room form', () => {
  function setup(sections: AdminSection[], editing = false) {
    const api = fakeApi({
      'POST /api/api/rooms': () => json({ success: true, errorMessage: null, result: room() }),
      'PUT /api/api/rooms/5': () => json({ success: true, errorMessage: null, result: room() }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<RoomModal room={editing ? room() : null} sections={sections} onClose={vi.fn()} />);
    return api;
  }
  const dialog = () => screen.getByRole('dialog');
  const number = (value: string) =>
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Number' }), { target: { value } });
  const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

  it('refuses a number the server would, with its sentence, and sends nothing', async () => {
    const api = setup([section()]);
    number('12 A');
    save();
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'Number must be 1 to 10 letters, digits or dashes, like 12 or 12A.',
    );
    expect(within(dialog()).getByRole('textbox', { name: 'Number' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(api.callsTo('POST', '/api/api/rooms')).toEqual([]);
  });

  it('refuses a room without a section, as the server would', async () => {
    const api = setup([section({ active: false })]);
    number('12A');
    save();
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Section is required.');
    expect(api.callsTo('POST', '/api/api/rooms')).toEqual([]);
  });

  it('sends a changed room the schema takes', async () => {
    const api = setup([section(), section({ id: 2, name: 'West' })], true);
    number(' 12A ');
    fireEvent.change(within(dialog()).getByRole('combobox', { name: 'Section' }), { target: { value: '2' } });
    save();
    await waitFor(() => expect(api.callsTo('PUT', '/api/api/rooms/5')).toHaveLength(1));
    const body: unknown = JSON.parse(api.callsTo('PUT', '/api/api/rooms/5')[0]!.body);
    expect(body).toEqual({ number: '12A', type: 'bath', sectionId: 2, dmxChannel: null });
    expect(z.safeParse(roomBody, body).success).toBe(true);
  });
  it("refuses a call light channel out of range, and sends a good one as the room's channel", async () => {
    const api = setup([section()], true);
    const channel = () => within(dialog()).getByRole('textbox', { name: /Call light channel/ });
    fireEvent.change(channel(), { target: { value: '600' } });
    save();
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'A DMX channel is a whole number from 1 to 512, or empty for none.',
    );
    expect(api.callsTo('PUT', '/api/api/rooms/5')).toEqual([]);
    fireEvent.change(channel(), { target: { value: '17' } });
    save();
    await waitFor(() => expect(api.callsTo('PUT', '/api/api/rooms/5')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('PUT', '/api/api/rooms/5')[0]!.body)).toMatchObject({ dmxChannel: 17 });
  });
});
