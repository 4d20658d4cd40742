import { describe, expect, it } from 'vitest';
import { writeOrder } from '../../src/modules/backups/table-order.ts';

describe('the order a restore writes tables in', () => {
  it('puts every table after the tables it refers to, ties by name', () => {
    const order = writeOrder(
      ['reservations', 'users', 'ledger_entries', 'rooms', 'audit_log'],
      [
        { from: 'reservations', to: 'users' },
        { from: 'reservations', to: 'rooms' },
        { from: 'ledger_entries', to: 'reservations' },
        { from: 'users', to: 'users' },
      ],
    );
    expect(order).toEqual(['audit_log', 'rooms', 'users', 'reservations', 'ledger_entries']);
  });

  it('refuses tables that refer to each other in a cycle', () => {
    expect(() =>
      writeOrder(
        ['a', 'b'],
        [
          { from: 'a', to: 'b' },
          { from: 'b', to: 'a' },
        ],
      ),
    ).toThrow('The tables a, b refer to each other in a cycle.');
  });
});
