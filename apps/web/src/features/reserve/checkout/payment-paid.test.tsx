import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { reservation } from '../../../../test/reserve-fixtures';
import { PaymentPaid } from './payment-paid';

const rows = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the paid view', () => {
  it('says room and attendant are not assigned yet before she is checked in', () => {
    renderWithProviders(<PaymentPaid reservation={reservation()} onUpdate={() => {}} updating={false} />);
    expect(rows().slice(1)).toEqual([
      ['Room', 'Not assigned yet'],
      ['Attendant', 'Not assigned yet'],
    ]);
  });

  it('names her room and its section once checked in, and no attendant', () => {
    renderWithProviders(
      <PaymentPaid
        reservation={reservation({
          reservationStatus: 'Assigned',
          waitingCode: '123',
          room: { id: 3, number: '7', section: { name: 'East' } },
        })}
        onUpdate={() => {}}
        updating={false}
      />,
    );
    expect(rows().slice(1)).toEqual([
      ['Room', '7 · East'],
      ['Waiting code', '123'],
    ]);
  });
});
