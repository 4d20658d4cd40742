import { describe, expect, it } from 'vitest';
import {
  accountDeletionRefusal,
  anonymisedUserName,
  exportFileName,
  isUpcomingReservation,
} from '../src/index.ts';
import { inEnglish } from './in-english.ts';

describe('deleting her account', () => {
  it('is refused for staff and while a reservation is still ahead; a gate role alone is no staff', () => {
    expect(inEnglish(accountDeletionRefusal({ roles: ['Receptionist'], upcomingReservations: 0 }))).toBe(
      'Staff accounts are closed by an administrator.',
    );
    expect(inEnglish(accountDeletionRefusal({ roles: [], upcomingReservations: 1 }))).toBe(
      'Please cancel your upcoming reservation before deleting your account.',
    );
    expect(accountDeletionRefusal({ roles: ['OpenGarageGate'], upcomingReservations: 0 })).toBeNull();
    expect(accountDeletionRefusal({ roles: [], upcomingReservations: 0 })).toBeNull();
  });

  it('counts a live reservation of tonight or later as upcoming, never a finished or past one', () => {
    const today = '2026-12-01';
    expect(isUpcomingReservation({ status: 'Reserved', night: today }, today)).toBe(true);
    expect(isUpcomingReservation({ status: 'Pending', night: '2026-12-09' }, today)).toBe(true);
    expect(isUpcomingReservation({ status: 'Arrived', night: today }, today)).toBe(true);
    expect(isUpcomingReservation({ status: 'Canceled', night: '2026-12-09' }, today)).toBe(false);
    expect(isUpcomingReservation({ status: 'Done', night: today }, today)).toBe(false);
    expect(isUpcomingReservation({ status: 'Reserved', night: '2026-11-30' }, today)).toBe(false);
  });

  it('names what replaces her phone and the file of her data', () => {
    expect(anonymisedUserName('abc')).toBe('deleted-abc');
    expect(exportFileName('2026-12-01')).toBe('my-data-2026-12-01.json');
  });
});
