import { screen, within } from '@testing-library/react';
import { waitlistEntrySchema, type WaitlistEntry } from '@tevila/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { json } from '../../../test/fake-api';
import { listItem } from './night-fixtures';
import { FIRST_PAINT, loadNightPage, nightApi, openPage } from './night-page-harness';

beforeAll(loadNightPage, 120_000);

afterEach(() => vi.unstubAllGlobals());

/** A place in the night's line as the desk's call answers it, checked by the contract. */
const entry = (overrides: Partial<WaitlistEntry>): WaitlistEntry =>
  z.parse(waitlistEntrySchema, {
    id: 'w1',
    date: '2026-12-01',
    bath: false,
    handicapped: false,
    kallah: false,
    doubleSlot: false,
    parking: false,
    salonAfter: false,
    earliest: '2026-12-01T18:00:00-08:00',
    latest: '2026-12-01T20:00:00-08:00',
    status: 'Waiting',
    position: 1,
    offer: null,
    createdAt: '2026-12-01T10:00:00-08:00',
    user: { id: 'u-9', phoneNumber: '+13105550199' },
    ...overrides,
  });

describe('the desk sees who is running late and the night’s waitlist', () => {
  it('tags a delay the desk was told of, and a move, on the list', async () => {
    nightApi(
      [
        listItem({
          id: 'r-1',
          reservationCode: '11111',
          runningLate: { minutes: 30, at: '2026-12-01T18:40:00-08:00', movedFrom: null },
        }),
        listItem({
          id: 'r-2',
          reservationCode: '22222',
          reservationTime: '2026-12-01T19:45:00-08:00',
          runningLate: {
            minutes: 45,
            at: '2026-12-01T18:40:00-08:00',
            movedFrom: '2026-12-01T19:00:00-08:00',
          },
        }),
      ],
      {},
    );
    openPage();
    expect(await screen.findByText('Running late 30 min', undefined, FIRST_PAINT)).toBeTruthy();
    expect(screen.getByText('Moved from 7:00 PM')).toBeTruthy();
  });

  it('lists the line in order: who waits, for which times, and whose place is held', async () => {
    nightApi(
      [listItem()],
      {},
      {
        'GET /api/api/reservations/waitlist': () =>
          json([
            entry({
              id: 'w1',
              status: 'Offered',
              position: null,
              offer: {
                reservationId: 'r-9',
                timeSlot: '2026-12-01T19:00:00-08:00',
                expiresAt: '2026-12-01T18:15:00-08:00',
              },
            }),
            entry({ id: 'w2', position: 1, user: { id: 'u-8', phoneNumber: '+13105550198' } }),
            entry({
              id: 'w3',
              status: 'Passed',
              position: null,
              user: { id: 'u-7', phoneNumber: '+13105550197' },
            }),
          ]),
      },
    );
    openPage();
    const region = await screen.findByRole('region', { name: 'Waitlist (2)' }, FIRST_PAINT);
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '+13105550199: between 6:00 PM and 8:00 PM — Place at 7:00 PM held until 6:15 PM',
      '+13105550198: between 6:00 PM and 8:00 PM — Number 1',
      '+13105550197: between 6:00 PM and 8:00 PM — Let the place pass',
    ]);
  });
});
