import { describe, expect, it } from 'vitest';
import { auth } from '../../helpers/reservations.ts';
import { NIGHT, nightSuite } from '../../helpers/night.ts';

interface Supply {
  id: number;
  item: string;
}

describe('a supply request from a room shows on the night list and the rooms board (issue 33, point 12)', () => {
  const n = nightSuite();
  const get = async <T>(url: string) => {
    const res = await n.t.app.inject({ method: 'GET', url, headers: auth(n.desk) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const day = () => get<{ id: string; openSupplies: Supply[] }[]>(`/api/api/reservations/day?dt=${NIGHT}`);
  const board = () =>
    get<{ tiles: { room: { number: string }; supplies: Supply[] }[] }>(`/api/api/rooms/board?dt=${NIGHT}`);

  it('lists the open requests of her visit, oldest first, until they are brought', async () => {
    await n.openOnly(['3']);
    const inRoom = n.result(await n.checkin(n.ids[1]!));
    expect(inRoom.room?.number).toBe('3');
    const ask = (item: string) =>
      n.t.app.inject({
        method: 'POST',
        url: `/api/api/rooms/${inRoom.room!.id}/supplies`,
        headers: auth(n.desk),
        payload: { item },
      });
    const towel = (await ask('Towel')).json<{ result: Supply }>().result;
    await ask('Comb');

    const row = (await day()).find((r) => r.id === n.ids[1]);
    expect(row?.openSupplies.map((s) => s.item)).toEqual(['Towel', 'Comb']);
    expect((await day()).find((r) => r.id === n.ids[2])?.openSupplies).toEqual([]);
    const tile = (await board()).tiles.find((t) => t.room.number === '3');
    expect(tile?.supplies.map((s) => s.item)).toEqual(['Towel', 'Comb']);

    const done = await n.t.app.inject({
      method: 'POST',
      url: `/api/api/rooms/${inRoom.room!.id}/supplies/${towel.id}`,
      headers: auth(n.desk),
      payload: { status: 'complete' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await day()).find((r) => r.id === n.ids[1])?.openSupplies.map((s) => s.item)).toEqual(['Comb']);
    expect((await board()).tiles.find((t) => t.room.number === '3')?.supplies.map((s) => s.item)).toEqual([
      'Comb',
    ]);
  });
});
