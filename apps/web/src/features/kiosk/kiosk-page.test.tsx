import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DENIED, fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { waitUntil } from '../../../test/wait';

const TOKEN = 'tvd_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function api(answer: () => Response, settings: { key: string; value: string }[] = []) {
  const calls = fakeApi({
    'GET /api/api/settings': () => json(settings),
    'POST /api/api/kiosk/checkin': answer,
  });
  vi.stubGlobal('fetch', calls.fetch);
  return calls;
}

const arrived = (result: object) => json({ success: true, errorMessage: null, result });

/** Types a code on the keypad, then Check in. */
function typeCode(code: string) {
  const keypad = screen.getByRole('group', { name: 'Keypad' });
  for (const digit of code) fireEvent.click(within(keypad).getByRole('button', { name: digit }));
  fireEvent.click(within(keypad).getByRole('button', { name: 'Check in' }));
}

describe('/kiosk (docs/staff-api.md Kiosk)', () => {
  it("keeps the token an Admin's link brings, takes it out of the address, and checks in by code", async () => {
    window.history.replaceState(null, '', `/kiosk#token=${TOKEN}`);
    const calls = api(() =>
      arrived({
        id: 'r1',
        reservationStatus: 'Assigned',
        waitingCode: null,
        room: { id: 3, number: '7', section: { name: 'East' } },
      }),
    );
    renderApp({ path: '/kiosk', session: null });
    expect(await screen.findByRole('heading', { name: 'Check in' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Keypad' });
    expect(window.localStorage.getItem('tevila.kioskToken')).toBe(TOKEN);
    expect(window.location.hash).toBe('');

    typeCode('40817');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your room is ready: room 7, section East.'),
    );
    const [call] = calls.callsTo('POST', '/api/api/kiosk/checkin');
    expect(call?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(call?.body ?? '')).toEqual({ reservationCode: '40817' });
  });

  it('gives the front desk’s extension under the screen, when the facility has one', async () => {
    window.history.replaceState(null, '', `/kiosk#token=${TOKEN}`);
    api(() => arrived({}), [{ key: 'receptionExtension', value: '12' }]);
    renderApp({ path: '/kiosk', session: null });
    expect(await screen.findByText('A question? The front desk is on extension 12.')).toBeTruthy();
  });

  it('fills the screen alone: no menu, link, booking button or footer leads away from it', async () => {
    api(() => json({}));
    renderApp({ path: '/kiosk', session: null });
    await screen.findByRole('heading', { name: 'Check in' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByText('Book Your Visit')).toBeNull();
  });

  it('takes the link an administrator types on the locked screen, without a reload', async () => {
    api(() => json({}));
    renderApp({ path: '/kiosk', session: null });
    await screen.findByText(/This screen is not unlocked yet/);
    act(() => {
      window.history.replaceState(null, '', `/kiosk#token=${TOKEN}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await screen.findByRole('group', { name: 'Keypad' });
    expect(window.localStorage.getItem('tevila.kioskToken')).toBe(TOKEN);
    expect(window.location.hash).toBe('');
  });

  it('shows a waiting code, then goes back to the entry after 15 seconds', async () => {
    window.localStorage.setItem('tevila.kioskToken', TOKEN);
    api(() => arrived({ id: 'r1', reservationStatus: 'Waiting', waitingCode: '123', room: null }));
    renderApp({ path: '/kiosk', session: null });
    const input = await screen.findByLabelText(/Your access code/);
    fireEvent.change(input, { target: { value: '12a345' } });
    expect((input as HTMLInputElement).value).toBe('12345');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.submit(input.closest('form')!);
    await waitUntil(() =>
      expect(screen.getByRole('status').textContent).toContain('Your waiting code is 123.'),
    );
    expect(screen.queryByRole('group', { name: 'Keypad' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.getByRole('group', { name: 'Keypad' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Your access code/).value).toBe('');
  });

  it("says the server's refusal, and asks for 5 digits before sending", async () => {
    window.localStorage.setItem('tevila.kioskToken', TOKEN);
    const calls = api(() =>
      json(
        {
          success: false,
          errorMessage:
            "That code is not one of tonight's reservations. Please check it, or see the front desk.",
          result: null,
        },
        400,
      ),
    );
    renderApp({ path: '/kiosk', session: null });
    await screen.findByRole('group', { name: 'Keypad' });
    typeCode('12');
    expect(screen.getByRole('alert').textContent).toBe('Please type the 5 digits of your access code.');
    expect(calls.callsTo('POST', '/api/api/kiosk/checkin')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Your access code/), { target: { value: '' } });
    typeCode('99999');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "That code is not one of tonight's reservations. Please check it, or see the front desk.",
      ),
    );
  });

  it('without a token it says it is locked; a revoked token is forgotten', async () => {
    api(() => json(DENIED, 401));
    const first = renderApp({ path: '/kiosk', session: null });
    expect(await screen.findByText(/This screen is not unlocked yet/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Keypad' })).toBeNull();
    first.unmount();

    window.localStorage.setItem('tevila.kioskToken', TOKEN);
    renderApp({ path: '/kiosk', session: null });
    await screen.findByRole('group', { name: 'Keypad' });
    typeCode('12345');
    expect(await screen.findByText(/This screen is no longer unlocked/)).toBeTruthy();
    expect(window.localStorage.getItem('tevila.kioskToken')).toBeNull();
  });
});
