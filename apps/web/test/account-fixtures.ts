import {
  listedUserSchema,
  myDataSchema,
  nullResultAnswer,
  pendingPlateSchema,
  plateRefusalAnswer,
  plateSubmissionSchema,
  plateUploadAnswer,
  userSchema,
  userUpdateAnswer,
  verifyAnswer,
  type Credentials,
  type ListedUser,
  type MyData,
  type PendingPlateSubmission,
  type PlateSubmission,
  type User,
} from '@tevila/contract';
import { z } from 'zod/mini';

/*
 * Her user, the staff lists, sign-in and plate documents as the server writes them, checked by the
 * server's own schemas (the contract, docs/decisions/0034): a fixture that drifts from the API's shape
 * fails the test that builds it.
 */

/** Her user (id "7", the patron of test/render.tsx) with no plates, no notes and the default switches. */
export function user(overrides: Partial<User> = {}): User {
  return z.parse(userSchema, {
    id: '7',
    userName: '13105550123',
    phoneNumber: '+13105550123',
    email: null,
    language: 'en',
    plateNumber: null,
    plateApproved: false,
    notes: null,
    excludedAttendants: [],
    hasExtraTime: false,
    testUser: false,
    notificationReservations: true,
    notificationDayBefore: true,
    notificationDayOf: true,
    roles: [],
    ...overrides,
  } satisfies User);
}

/** The answer of a change to her (PATCH users/{id}, a role, an excluded attendant). */
export const updatedUser = (result: User) =>
  z.parse(userUpdateAnswer, { success: true, errorMessage: null, result });

/** A user as the staff lists (users/search, users?role=) name her. */
export function listedUser(overrides: Partial<ListedUser> = {}): ListedUser {
  return z.parse(listedUserSchema, {
    id: '7',
    userName: '13105550123',
    phoneNumber: '+13105550123',
    plateNumber: null,
    plateApproved: false,
    roles: [],
    testUser: false,
    ...overrides,
  } satisfies ListedUser);
}

/** The answer of a call with nothing to show: account/register, account/logout, DELETE users/{id}. */
export const nullResult = z.parse(nullResultAnswer, { success: true, errorMessage: null, result: null });

/** account/registrationVerify's answer with these credentials. */
export const verified = (credentials: Credentials) =>
  z.parse(verifyAnswer, { success: true, errorMessage: null, result: credentials });

/** One upload of her license and registration, awaiting review unless told otherwise. */
export function plateSubmission(overrides: Partial<PlateSubmission> = {}): PlateSubmission {
  return z.parse(plateSubmissionSchema, {
    id: 's1',
    status: 'pending',
    createdAt: '2026-12-01T10:00:00.000Z',
    email: null,
    addReplace: 'add',
    files: 2,
    ...overrides,
  } satisfies PlateSubmission);
}

/** The answer of a refusal of her documents: the submission refused. */
export const plateRefused = (result: PlateSubmission) =>
  z.parse(plateRefusalAnswer, { success: true, errorMessage: null, result });

/** A submission in the plate administrators' queue (plates/pending). */
export function pendingPlate(overrides: Partial<PendingPlateSubmission> = {}): PendingPlateSubmission {
  return z.parse(pendingPlateSchema, {
    id: 's1',
    userId: '7',
    phoneNumber: '+13105550123',
    createdAt: '2026-12-01T10:00:00.000Z',
    addReplace: 'add',
    files: 2,
    ...overrides,
  } satisfies PendingPlateSubmission);
}

/** The receipt of an upload: received, awaiting review. */
export const plateReceived = (id = 's1') =>
  z.parse(plateUploadAnswer, {
    success: true,
    errorMessage: null,
    result: { id, status: 'pending', createdAt: '2026-12-01T10:00:00.000Z' },
  });

/** Her data file (users/{id}/export), empty but for her user. */
export function myData(overrides: Partial<MyData> = {}): MyData {
  const { id, userName, phoneNumber, email, language, plateNumber, plateApproved, notes, hasExtraTime } =
    user();
  return z.parse(myDataSchema, {
    exportedAt: '2026-12-01T10:00:00-08:00',
    user: {
      id,
      userName,
      phoneNumber,
      email,
      language,
      plateNumber,
      plateApproved,
      notes,
      hasExtraTime,
      notificationReservations: true,
      notificationDayBefore: true,
      notificationDayOf: true,
      roles: [],
      createdAt: '2026-01-01T09:00:00-08:00',
    },
    reservations: [],
    payments: [],
    excludedAttendants: [],
    plateSubmissions: [],
    accessLogs: [],
    devices: [],
    waitlist: [],
    secondFactor: { authenticatorApp: false, passkeys: [], recoveryCodesLeft: 0 },
    ...overrides,
  } satisfies MyData);
}
