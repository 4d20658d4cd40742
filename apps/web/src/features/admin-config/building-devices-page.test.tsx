import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BuildingDeviceView } from '@tevila/contract';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, type Handler } from '../../../test/fake-api';
import { renderApp, withRoles } from '../../../test/render';
import { i18n } from '../../i18n/setup';

const device = (
  overrides: Partial<BuildingDeviceView> & Pick<BuildingDeviceView, 'id'>,
): BuildingDeviceView => ({
  address: '',
  state: 'not-set',
  lastSuccessAt: null,
  lastErrorAt: null,
  lastError: null,
  failingSince: null,
  ...overrides,
});

const doorLocks = device({ id: 'door-locks', address: 'https://locks.local:8443', state: 'not-tried' });
const lobbyPrinter = device({
  id: 'printer-lobby-kiosk',
  address: '10.0.0.21:9100',
  state: 'answering',
  lastSuccessAt: '2026-12-01T18:05:00.000Z',
});
const relay = device({
  id: 'garage-relay',
  address: '10.0.0.30:502',
  state: 'failing',
  lastErrorAt: '2026-12-01T19:00:00.000Z',
  lastError: 'connect ECONNREFUSED 10.0.0.30:502',
  failingSince: '2026-12-01T18:30:00.000Z',
});
const parkingPrinter = device({ id: 'printer-parking-kiosk' });

const TEST_PATH = (id: string) => `/api/api/building-devices/${id}/test`;
const tested = (ok: boolean, after: BuildingDeviceView) =>
  json({ success: true, errorMessage: null, result: { ok, device: after } });

function renderDevices(extra: Record<string, Handler> = {}) {
  const api = fakeApi({
    'GET /api/api/settings': () => json([{ key: 'timeZone', value: 'America/Los_Angeles' }]),
    'GET /api/api/building-devices': () => json([doorLocks, lobbyPrinter, parkingPrinter, relay]),
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderApp({ path: '/admin/devices', session: withRoles('Admin') });
  return api;
}

/** A device's row, by its name (its address follows the name in the same cell). */
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: (accessible) => accessible.startsWith(name) })).closest(
    'tr',
  )!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('/admin/devices', () => {
  it('lists each device with its address and state; a device without an address cannot be tested', async () => {
    renderDevices();
    expect(await screen.findByRole('heading', { level: 1, name: 'Building Devices' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Building Devices' }).getAttribute('aria-current')).toBe('page');

    const locks = await rowOf('Door-lock server');
    expect(cells(locks).slice(0, 3)).toEqual(['Not tried yet', '—', '—']);
    expect(within(locks).getByText('https://locks.local:8443').getAttribute('dir')).toBe('ltr');

    const printer = await rowOf('Receipt printer, lobby kiosk');
    expect(cells(printer)[0]).toBe('Answering');
    expect(cells(printer)[1]).toMatch(/^Dec 1, 2026, 10:05\sAM$/);

    const garage = await rowOf('Garage relay');
    expect(cells(garage)[0]).toMatch(/^Not answeringsince Dec 1, 2026, 10:30\sAM$/);
    const detail = within(garage).getByText('connect ECONNREFUSED 10.0.0.30:502');
    expect(detail.getAttribute('dir')).toBe('ltr');
    expect(cells(garage)[2]).toMatch(/^Dec 1, 2026, 11:00\sAM/);

    const parking = await rowOf('Receipt printer, parking kiosk');
    expect(cells(parking)[0]).toBe('Not set');
    // No test without an address: a link to where it is set instead.
    expect(within(parking).queryByRole('button')).toBeNull();
    const setUp = within(parking).getByRole('link', {
      name: 'Set up Receipt printer, parking kiosk in Settings',
    });
    expect(setUp.getAttribute('href')).toBe('/admin/settings');
    expect(within(locks).getByRole('button', { name: 'Test Door-lock server' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('tests the door-lock server, loading meanwhile, then announces that it took the test and reads the list again', async () => {
    let answer = () => {};
    const api = renderDevices({
      [`POST ${TEST_PATH('door-locks')}`]: () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(
              tested(true, { ...doorLocks, state: 'answering', lastSuccessAt: '2026-12-01T20:00:00.000Z' }),
            );
        }),
    });
    const locks = await rowOf('Door-lock server');
    const button = within(locks).getByRole('button', { name: 'Test Door-lock server' });
    fireEvent.click(button);
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(true));
    answer();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Door-lock server took the test.'),
    );
    expect(api.callsTo('POST', TEST_PATH('door-locks'))).toHaveLength(1);
    expect(api.callsTo('POST', TEST_PATH('door-locks'))[0]!.body).toBe('');
    await waitFor(() => expect(api.callsTo('GET', '/api/api/building-devices')).toHaveLength(2));
  });

  it("says a device did not take the test, with the device's own words", async () => {
    renderDevices({
      [`POST ${TEST_PATH('garage-relay')}`]: () =>
        tested(false, {
          ...relay,
          lastError: 'Modbus read timed out',
          lastErrorAt: '2026-12-01T20:00:00.000Z',
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Test Garage relay' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Garage relay did not take the test: Modbus read timed out',
      ),
    );
    expect(within(screen.getByRole('status')).getByText('Modbus read timed out').getAttribute('dir')).toBe(
      'ltr',
    );
  });

  it("shows the server's refusal of a test in an alert", async () => {
    renderDevices({
      [`POST ${TEST_PATH('door-locks')}`]: () => json({ Message: 'This device has no address.' }, 400),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Test Door-lock server' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This device has no address.');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('/admin/devices in Hebrew', () => {
  it('names the devices and the outcome in Hebrew', async () => {
    await i18n.changeLanguage('he');
    renderDevices({
      [`POST ${TEST_PATH('door-locks')}`]: () => tested(true, { ...doorLocks, state: 'answering' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'מכשירי הבניין' })).toBeTruthy();
    const parking = await rowOf('מדפסת קבלות, עמדת החניון');
    expect(cells(parking)[0]).toBe('לא הוגדר');
    expect(cells(await rowOf('ממסר החניון'))[0]).toMatch(/^לא עונהמאז /);
    fireEvent.click(screen.getByRole('button', { name: 'בדיקה של שרת המנעולים' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('הבדיקה של שרת המנעולים עברה בהצלחה.'),
    );
  });
});
