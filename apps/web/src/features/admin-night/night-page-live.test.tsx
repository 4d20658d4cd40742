import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api';
import { FakeEventSource } from '../../../test/fake-event-source';
import { listItem } from './night-fixtures';
import { DAY, FIRST_PAINT, loadNightPage, nightApi, openPage } from './night-page-harness';

beforeAll(loadNightPage, 120_000);

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

/** docs/staff-api.md Live streams: the desk's list follows the night by itself. */
describe('the night list, live', () => {
  it('reads the list again once for a burst of changes, and shows whether it is live', async () => {
    let status = 'Reserved';
    const api = nightApi(
      [],
      {},
      {
        [`GET ${DAY}`]: () =>
          json([listItem({ id: 'a', reservationCode: '11111', reservationStatus: status })]),
        'POST /api/api/events/ticket': () => json({ ticket: 't1', expiresAt: '2026-12-01T18:01:00-08:00' }),
      },
    );
    openPage('Receptionist');
    await screen.findByRole('button', { name: 'Open reservation 11111' }, FIRST_PAINT);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const es = FakeEventSource.instances[0]!;
    expect(es.url).toBe('/api/api/reservations/day/events?dt=2026-12-01&ticket=t1');
    expect(JSON.parse(api.callsTo('POST', '/api/api/events/ticket')[0]!.body)).toEqual({
      night: '2026-12-01',
    });
    expect(screen.getByText('Not live — reconnecting')).toBeTruthy();
    act(() => es.open());
    expect(screen.getByText('Live')).toBeTruthy();

    const reads = api.callsTo('GET', DAY).length;
    status = 'Waiting';
    act(() => {
      for (let i = 0; i < 3; i++)
        es.emit('night', { night: '2026-12-01', reservationIds: ['a'], at: '2026-12-01T18:00:00-08:00' });
    });
    await waitFor(() => expect(screen.getAllByText('Waiting').length).toBeGreaterThan(0));
    expect(api.callsTo('GET', DAY).length).toBe(reads + 1);
  });
});
