import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { changeLanguage } from '../../i18n/setup';
import { deskAnswer, details } from './night-fixtures';
import { NotesForm } from './notes-form';

const NOTES = '/api/api/reservations/r-1/notes';

/** The desk's notes, checked by the server's own schema of POST reservations/{id}/notes (decision 0034). */
describe('the desk notes form', () => {
  function setup() {
    const api = fakeApi({ [`POST ${NOTES}`]: () => json(deskAnswer(details())) });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<NotesForm details={details({ notes: 'Early', userNotes: 'Quiet room' })} />);
    return api;
  }
  const write = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it("refuses what the server would, with the server's sentence, and sends nothing", async () => {
    const api = setup();
    write('User Notes', 'x'.repeat(501));
    fireEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('User Notes must be at most 500 characters.');
    expect(screen.getByLabelText('User Notes').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Note to Attendant').getAttribute('aria-invalid')).not.toBe('true');
    expect(api.callsTo('POST', NOTES)).toEqual([]);
  });

  it("says it in the page's language", async () => {
    await changeLanguage('he');
    const api = setup();
    write('הערות למשתמשת', 'x'.repeat(501));
    fireEvent.click(screen.getByRole('button', { name: 'שמירת ההערות' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'השדה הערות למשתמשת יכול להכיל עד 500 תווים.',
    );
    expect(api.callsTo('POST', NOTES)).toEqual([]);
  });

  it('sends the three notes the schema takes', async () => {
    const api = setup();
    write('Reservation Notes', 'Paid at the door');
    fireEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    await waitFor(() => expect(api.callsTo('POST', NOTES)).toHaveLength(1));
    expect(JSON.parse(api.callsTo('POST', NOTES)[0]!.body)).toEqual({
      notes: 'Early',
      reservationNotes: 'Paid at the door',
      userNotes: 'Quiet room',
    });
    expect(await screen.findByRole('status')).toBeTruthy();
  });
});
