import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { fakeApi, json, type Handler } from '../../../test/fake-api';
import { renderApp, withRoles } from '../../../test/render';
import type { StaffListItem, StaffReservation } from '../../api/staff-types';
import { attendant } from '../../../test/building-fixtures';
import { nightSections } from './night-fixtures';

// The night page's tests: its API faked with one list and each reservation's details.
export const DAY = '/api/api/reservations/day';
export const detailsPath = (id: string) => `/api/api/reservations/${id}/details`;

/** The night's API with one list and each reservation's details; `extra` adds or replaces handlers. */
export function nightApi(
  list: StaffListItem[],
  byId: Record<string, StaffReservation>,
  extra: Record<string, Handler> = {},
) {
  const handlers: Record<string, Handler> = {
    [`GET ${DAY}`]: () => json(list),
    'GET /api/api/sections': () => json(nightSections),
    'GET /api/api/attendants': () => json([attendant()]),
    ...Object.fromEntries(Object.entries(byId).map(([id, d]) => [`GET ${detailsPath(id)}`, () => json(d)])),
    ...extra,
  };
  const api = fakeApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

export const openPage = (role = 'Admin') =>
  renderApp({ path: '/admin?dt=2026-12-01', session: withRoles(role) });

/** The page's code loads on first use: on a busy machine that alone can take seconds. */
export const FIRST_PAINT = { timeout: 15_000 };

/**
 * The page's code, compiled once before a file's tests (as beforeAll, with a time of its own): on a
 * busy machine compiling it takes seconds that belong to no test.
 */
export async function loadNightPage(): Promise<void> {
  await import('./night-page');
}

export async function openDetails(code: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Open reservation ${code}` }, FIRST_PAINT));
  return screen.findByRole('dialog', { name: `Reservation ${code}` });
}
