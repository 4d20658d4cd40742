import { planUserPatch, readSchemaMessage, renderDomainMessage, type Language } from '@tevila/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  deleteAccountBody,
  listedUserListSchema,
  logoutBody,
  myDataSchema,
  plateSubmissionListSchema,
  plateUploadFields,
  userPatchFields,
  userSchema,
  userUpdateAnswer,
  verifyAnswer,
  verifyBody,
} from '../src/index.ts';

/** The sentences a schema refuses a value with, written in `language`. */
function refusals(schema: z.ZodMiniType, value: unknown, language: Language = 'en'): string[] {
  const issues = z.safeParse(schema, value).error?.issues ?? [];
  return issues.map((issue) => {
    const message = readSchemaMessage(issue.message);
    return message ? renderDomainMessage(message, language) : issue.message;
  });
}

const user = {
  id: '4f1c2b1e-0000-4000-8000-000000000007',
  userName: '13105550123',
  phoneNumber: '+13105550123',
  email: null,
  language: 'en',
  plateNumber: '7ABC123',
  plateApproved: true,
  notes: null,
  excludedAttendants: [3],
  hasExtraTime: false,
  testUser: false,
  notificationReservations: true,
  notificationDayBefore: true,
  notificationDayOf: false,
  roles: [],
};

describe('her user, as both ends read it', () => {
  it('leaves internalNote out for her, and drops what the schema does not name', () => {
    const read = z.parse(userSchema, { ...user, passwordHash: 'x' });
    expect(read).not.toHaveProperty('passwordHash');
    expect(read).not.toHaveProperty('internalNote');
    expect(z.parse(userSchema, { ...user, internalNote: 'Staff only' }).internalNote).toBe('Staff only');
  });

  it('refuses a user or a staff list missing a field the web reads', () => {
    const { plateApproved: _left, ...missing } = user;
    expect(z.safeParse(userSchema, missing).success).toBe(false);
    expect(
      z.safeParse(userUpdateAnswer, { success: true, errorMessage: null, result: missing }).success,
    ).toBe(false);
    expect(z.safeParse(listedUserListSchema, [{ id: '7', userName: '1310' }]).success).toBe(false);
  });
});

describe('the fields of her JSON patch (PATCH users/{id})', () => {
  it("refuses with the sentence of the server's own check, in English and in Hebrew", () => {
    const notes = 'x'.repeat(1001);
    expect(refusals(userPatchFields, { notes })).toEqual(['The note must be at most 1000 characters long.']);
    expect(refusals(userPatchFields, { notes }, 'he')).toEqual(['השדה הערה יכול להכיל עד 1000 תווים.']);
    // The server refuses the same operation with the same sentence.
    const plan = planUserPatch([{ op: 'add', path: 'Notes', value: notes }], false);
    expect(plan.ok ? null : renderDomainMessage(plan.message, 'en')).toBe(
      'The note must be at most 1000 characters long.',
    );
  });

  it('checks plates, switches and the language by their rules, and leaves out what is not sent', () => {
    expect(refusals(userPatchFields, { plateNumber: '7ABC123|X' })).toEqual([
      'License plate "X" must be 2 to 10 characters long.',
    ]);
    expect(refusals(userPatchFields, { testUser: 'yes', language: 'fr' })).toEqual([
      'The language must be English or Hebrew.',
      'testUser must be true or false.',
    ]);
    expect(z.safeParse(userPatchFields, {}).success).toBe(true);
    expect(z.safeParse(userPatchFields, { internalNote: null, hasExtraTime: true }).success).toBe(true);
  });
});

describe('signing in and out', () => {
  it('reads the code as text, a number too', () => {
    expect(z.parse(verifyBody, { phoneNumber: '+13105550123', authCode: 123456 }).authCode).toBe('123456');
    expect(z.parse(verifyBody, {}).authCode).toBeUndefined();
  });

  it('refuses credentials without the device secret, and a refresh token too long', () => {
    const answer = { success: true, errorMessage: null, result: { userName: '13105550123' } };
    expect(z.safeParse(verifyAnswer, answer).success).toBe(false);
    expect(z.safeParse(logoutBody, { refreshToken: 'r'.repeat(201) }).success).toBe(false);
    expect(z.parse(logoutBody, null)).toBeNull();
  });
});

describe('her data and her account', () => {
  it('refuses a deletion she did not confirm, with the sentence the server answers', () => {
    expect(refusals(deleteAccountBody, { confirm: 'yes' })).toEqual([
      'Please confirm that you want to delete your account.',
    ]);
    expect(refusals(deleteAccountBody, {}, 'he')).toEqual(['אנא אשרי שברצונך למחוק את החשבון שלך.']);
    expect(z.safeParse(deleteAccountBody, { confirm: true }).success).toBe(true);
  });

  it('refuses a data file without her user', () => {
    const file = {
      exportedAt: '2026-12-01T10:00:00-08:00',
      reservations: [],
      payments: [],
      excludedAttendants: [],
      plateSubmissions: [],
      accessLogs: [],
    };
    expect(z.safeParse(myDataSchema, file).success).toBe(false);
  });
});

describe('her plate documents', () => {
  const png = { size: 1000, kind: 'png' } as const;

  it('refuses the upload by the rules the server applies, in their order', () => {
    const fields = { images: [png], email: 'dina@', add_replace: 'add' };
    expect(refusals(plateUploadFields, fields)).toEqual([
      'Please make sure to upload both your license and registration.',
      'Please enter a valid email address.',
    ]);
    expect(refusals(plateUploadFields, { ...fields, images: [png, png] }, 'he')).toEqual([
      'יש להזין כתובת דוא״ל תקינה.',
    ]);
    expect(
      refusals(plateUploadFields, { images: [png, { size: 9, kind: null }], email: '', add_replace: 'x' }),
    ).toEqual([
      'Please upload your license and registration as JPG or PNG images.',
      'Choose whether the images are added to the ones sent before or replace them.',
    ]);
    expect(
      z.safeParse(plateUploadFields, { images: [png, png], email: '', add_replace: 'replace' }).success,
    ).toBe(true);
  });

  it('refuses a submission without what the page shows', () => {
    const submission = { id: 's1', status: 'pending', createdAt: '2026-12-01T10:00:00.000Z' };
    expect(z.safeParse(plateSubmissionListSchema, [submission]).success).toBe(false);
    const full = { ...submission, email: null, addReplace: 'add', files: 2, extra: true };
    expect(z.parse(plateSubmissionListSchema, [full])).toEqual([
      { ...submission, email: null, addReplace: 'add', files: 2 },
    ]);
  });
});
