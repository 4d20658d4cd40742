import { describe, expect, it } from 'vitest';
import {
  fieldNameOf,
  orList,
  parseDollars,
  receiptMessages,
  renderDomainMessage,
  roleList,
} from '../src/index.ts';
import { msg } from '../src/messages/domain-message.ts';

describe('a sentence names a field or a role as a person reads it', () => {
  it('an amount too large names the amount, not amt, in both languages', () => {
    const result = parseDollars(99999999);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(renderDomainMessage(result.message, 'en')).toBe('The amount must be at most $10,000.00.');
    expect(renderDomainMessage(result.message, 'he')).toBe('השדה סכום יכול להיות $10,000.00 לכל היותר.');
  });

  it('the fields a person fills in have a name in each language; any other keeps the name the API gives it', () => {
    for (const field of ['amt', 'reservationDate', 'reservationTime', 'method', 'email', 'phone'])
      expect(fieldNameOf(field), field).not.toBeNull();
    expect(renderDomainMessage(fieldNameOf('reservationDate')!, 'he')).toBe('תאריך');
    expect(fieldNameOf('tourId')).toBeNull();
    expect(renderDomainMessage({ key: 'field.required', params: { field: 'tourId' } }, 'en')).toBe(
      'tourId is required.',
    );
  });

  it('roles are named in her words and joined as a list', () => {
    expect(renderDomainMessage(roleList(['Receptionist', 'Admin']), 'en')).toBe(
      'Receptionist or Administrator',
    );
    expect(renderDomainMessage(roleList(['Receptionist', 'Admin']), 'he')).toBe('קבלה או מנהל מערכת');
    expect(renderDomainMessage(roleList(['UserPlateAdmin', 'Receptionist', 'Admin']), 'en')).toBe(
      'License plate administrator, Receptionist or Administrator',
    );
    expect(renderDomainMessage(roleList(['Admin']), 'he')).toBe('מנהל מערכת');
    for (const language of ['en', 'he'] as const)
      expect(
        renderDomainMessage(
          roleList(['Admin', 'Receptionist', 'UserPlateAdmin', 'OpenGarageGate']),
          language,
        ),
      ).not.toMatch(/Admin\b|UserPlateAdmin|OpenGarageGate/);
  });

  it('a refusal lists its choices as the screens name them, never as the code spells them', () => {
    expect(renderDomainMessage(receiptMessages.printerId, 'en')).toBe(
      'Choose a receipt printer: Lobby Kiosk, Parking Kiosk, Reception East or Reception West.',
    );
    expect(renderDomainMessage(receiptMessages.printerId, 'he')).toBe(
      'יש לבחור מדפסת קבלות: עמדת הלובי, עמדת החניון, קבלה מזרח או קבלה מערב.',
    );
    const statuses = orList([msg('status.name.InMikvah'), msg('roomStatus.name.NeedsCleaning')]);
    expect(renderDomainMessage(statuses, 'en')).toBe('In Mikvah or To Clean');
    expect(renderDomainMessage(statuses, 'he')).toBe('במקווה או לניקוי');
  });
});
