import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { updatedUser, user } from '../../../test/account-fixtures';
import { fakeApi, json } from '../../../test/fake-api';
import { patron, renderApp } from '../../../test/render';
import { i18n } from '../../i18n/setup';

/** Her note to the attendant, checked by the server's own rule for the patch's "Notes" (the contract). */
describe('/attendant-note', () => {
  function setUp() {
    const api = fakeApi({
      'GET /api/api/users/7': () => json(user({ notes: 'Please use the quiet room.' })),
      'PATCH /api/api/users/7': () => json(updatedUser(user({ notes: 'A warm towel, please.' }))),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/attendant-note', session: patron });
    return api;
  }

  it("refuses what the server would, with the server's sentence in her language, and sends nothing", async () => {
    await i18n.changeLanguage('he');
    const api = setUp();
    const note = await screen.findByRole<HTMLTextAreaElement>('textbox');
    expect(note.value).toBe('Please use the quiet room.');
    // More than the browser lets her type (a script, a paste past the limit): the server's rule holds.
    fireEvent.change(note, { target: { value: 'x'.repeat(1001) } });
    fireEvent.submit(note.closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('השדה הערה לבלנית יכול להכיל עד 1000 תווים.');
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH', '/api/api/users/7')).toEqual([]);
  });

  it('saves a note the schema takes, as the product names its path', async () => {
    const api = setUp();
    const note = await screen.findByRole('textbox', { name: 'Note to the attendant' });
    fireEvent.change(note, { target: { value: 'A warm towel, please.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/api/users/7')).toHaveLength(1));
    const [patch] = api.callsTo('PATCH', '/api/api/users/7');
    expect(JSON.parse(patch!.body)).toEqual([{ op: 'add', path: 'Notes', value: 'A warm towel, please.' }]);
    expect(await screen.findByText('Your note was saved.')).toBeTruthy();
  });
});
