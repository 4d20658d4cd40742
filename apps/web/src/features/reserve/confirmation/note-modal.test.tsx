import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render';
import { reservation, updated } from '../../../../test/reserve-fixtures';
import { NoteModal } from './note-modal';

afterEach(() => vi.unstubAllGlobals());

/** Her note, checked by the server's own schema of POST reservations/{id}/notes (decision 0034). */
describe('the note form', () => {
  function setup() {
    const api = fakeApi({ 'POST /api/api/reservations/r1/notes': () => json(updated(reservation())) });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<NoteModal reservation={reservation()} opened onClose={vi.fn()} />);
    return api;
  }
  const note = (value: string) =>
    fireEvent.change(screen.getByLabelText('A note for the Mikvah staff'), { target: { value } });

  it("refuses what the server would, with the server's sentence, and sends nothing", async () => {
    const api = setup();
    note('x'.repeat(501));
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A note for the Mikvah staff must be at most 500 characters.',
    );
    expect(screen.getByLabelText('A note for the Mikvah staff').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/api/reservations/r1/notes')).toEqual([]);
  });

  it('sends a note the schema takes', async () => {
    const api = setup();
    note('A quiet room, please');
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/api/reservations/r1/notes')).toHaveLength(1));
  });
});
