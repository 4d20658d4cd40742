// Public API of the domain package: pure functions and types shared by server and web.
export * from './dates.ts';
export * from './intl-formats.ts';
export { isIsoDate } from './iso-date.ts';
export { isOneOf, isRecord, fieldsOf, keysOf } from './narrowing.ts';

export * from './messages/message.ts';
export { domainEn, type DomainMessageKey } from './messages/en.ts';
export { domainHe } from './messages/he.ts';
export type { DomainMessage } from './messages/domain-message.ts';
export { domainCatalogues, renderDomainMessage } from './messages/render.ts';
export { domainTextsEn, domainTextsHe, textIn, type DomainTextKey } from './messages/sent.ts';
export { acceptedLanguage } from './messages/accepted-language.ts';
export { fieldNameOf, orList, roleList } from './messages/named.ts';

export type * from './settings/types.ts';
export { settingsCatalogue, settingDefinition, isSettingKey, type SettingKey } from './settings/catalogue.ts';
export { checkSettingValue } from './settings/check-setting.ts';
export { settingTextOf, type SettingText } from './settings/setting-text.ts';
export {
  readSettings,
  readPriceCents,
  publicSettings,
  defaultSettingValues,
  effectiveSettingValue,
  type FacilitySettings,
  type PriceCents,
} from './settings/read-settings.ts';

export type * from './schedule/types.ts';
export { scheduleNight, scheduleRange } from './schedule/schedule-night.ts';
export { zmanimFor, type Zmanim } from './schedule/zmanim.ts';
export {
  hebrewNumeral,
  hebrewMonthNameHe,
  hebrewNoteHe,
  type NightNoteFields,
} from './schedule/hebrew-display.ts';
export { needsAddedTime, addableSlots, withAddedSlots } from './schedule/add-time.ts';
export { pastBookingCutoff } from './schedule/booking-window.ts';
export { scheduleOverrideBodySchema, scheduleOverrideSchema } from './schedule/override-schema.ts';

export {
  roleNames,
  isRoleName,
  userReaderRoles,
  deskRoles,
  organisationRoles,
  allRoleNames,
  isAnyRoleName,
  hasAnyRole,
  type RoleName,
} from './auth/roles.ts';
export { checkSmsPhone, countryList, phoneMessages, type PhoneCheck } from './auth/phone.ts';
export {
  signInLimits,
  HOUR_MS,
  codeMessages,
  isCodeFormat,
  codeSendRefusal,
  passwordLimits,
  passwordRefusal,
  verificationCodeText,
  type CodeSendHistory,
  type CodeSendRefusal,
  type PasswordFailures,
  type MessageLanguage,
} from './auth/sign-in-rules.ts';
export {
  planUserPatch,
  checkUserPatchValue,
  patchTouchesOnly,
  normalizePlates,
  patronPatchFields,
  adminPatchFields,
  MAX_PATCH_OPERATIONS,
  type UserPatchField,
  type UserPatchValues,
  type UserPatchOperation,
  type UserPatchPlan,
  type UserPatchValueCheck,
} from './auth/user-patch.ts';

export {
  MAX_PAYMENT_CENTS,
  MIN_DONATION_CENTS,
  formatDollars,
  parseDollars,
  refundableCents,
  checkRefund,
  type CentsParse,
} from './payments/money.ts';
export {
  amountRange,
  checkTypedAmount,
  type AmountRange,
  type TypedAmount,
  type TypedAmountProblem,
} from './payments/typed-amount.ts';
export { cardBrands, cardBrandNamed, cardBrandOfStripe, type CardBrand } from './payments/card-brands.ts';
export { refundsOnCancel } from './payments/cancel-refund.ts';
export {
  isReaderId,
  isConnectedAccountId,
  isTerminalName,
  readerIdOf,
  terminalNames,
  terminalState,
  terminalStates,
  type TerminalName,
  type TerminalState,
} from './payments/terminals.ts';
export {
  normalizeCardNumber,
  luhnValid,
  cardBrandOf,
  cvcLength,
  cardMessages,
  checkCardEntry,
  type CardEntry,
  type CardCheck,
} from './payments/cards.ts';
export { paymentMethodLabels, donationMethodOf, type PaymentMethodLabel } from './payments/donation-types.ts';
export {
  donationReceipt,
  donationTypeText,
  namesThePurpose,
  receiptDay,
  receiptOrganisation,
  type DonationReceiptFacts,
  type DonationReceiptText,
  type ReceiptOrganisation,
  type ReceiptOrganisationSettings,
} from './payments/donation-receipt.ts';

export {
  MAX_PLATES,
  PLATE_MIN_LENGTH,
  PLATE_MAX_LENGTH,
  MAX_PLATE_INPUT_LENGTH,
  PLATE_SEPARATOR,
  plateMessages,
  normalizePlateList,
  joinPlates,
  splitPlates,
  type PlateCheck,
} from './plates/plate-numbers.ts';
export {
  MAX_IMAGE_BYTES,
  MIN_IMAGES,
  MAX_IMAGES,
  SNIFF_BYTES,
  imageFieldNames,
  imageKinds,
  imageMimeTypes,
  uploadMessages,
  checkImages,
  sniffImageKind,
  imageKindOfMime,
  checkUploadEmail,
  parseAddReplace,
  type ImageKind,
  type ImageCandidate,
  type AddReplace,
  type EmailCheck,
} from './plates/plate-upload.ts';
export {
  FIRST_EDGE,
  LEGIBLE_EDGE,
  SHRINK_QUALITY,
  needsShrinking,
  shrinkSteps,
  type ShrinkStep,
} from './plates/image-shrink.ts';
export {
  plateStanding,
  type PlateStanding,
  type PlateLabel,
  type DocumentsReview,
  type SubmissionStatus,
} from './plates/plate-standing.ts';

export {
  MAX_EXCLUDED_ATTENDANTS,
  ATTENDANT_SEARCH_MIN_CHARS,
  ATTENDANT_SEARCH_MAX_RESULTS,
  ATTENDANT_NAME_MAX,
  ATTENDANT_NOTE_MAX,
  attendantMessages,
  parseAttendantId,
  checkAttendantName,
  normalizeAttendantSearch,
  isSearchLongEnough,
  attendantMatches,
  offeredAttendants,
  planExclusion,
  canExcludeMore,
  type AttendantName,
  type NameCheck,
  type ExclusionPlan,
} from './attendants/attendant-rules.ts';
export {
  accountDeletionMessages,
  accountDeletionRefusal,
  isUpcomingReservation,
  finishedReservationStatuses,
  staffRoles,
  anonymisedUserName,
  exportFileName,
} from './privacy/account-deletion.ts';

export {
  reminderKinds,
  hourToMinutes,
  reminderDueAt,
  dueReminders,
  confirmationDue,
  reminderNights,
  REMINDER_WINDOW_MS,
  CONFIRMATION_GRACE_MS,
  type ReminderKind,
  type TimedReminderKind,
  type NotificationFlags,
  type ReminderSettings,
  type ReminderCandidate,
} from './reminders/due.ts';
export {
  reservationMessage,
  visitDate,
  visitTime,
  calendarTitle,
  indiscreetWords,
  type ReservationMessageKind,
  type ReservationMessageFacts,
  type ReservationMessage,
} from './reminders/texts.ts';
export { visitMoney, type VisitMoney } from './reminders/visit-money.ts';
export { waitlistOfferSms } from './reminders/waitlist-offer-text.ts';
export { roomReadySms } from './reminders/room-ready-text.ts';

export {
  garageSites,
  gateOptions,
  garageDoorIds,
  doorIdOf,
  relayCoilOf,
  relayCoilOfDoor,
  checkGateChoice,
  gateChoiceMessages,
  type GarageSite,
  type GateOption,
  type GarageDoorId,
  type GateChoice,
  type GateChoiceCheck,
} from './garage/gates.ts';
export {
  checkCoordinates,
  coordinateMessages,
  type GeoPoint,
  type CoordinateCheck,
} from './garage/coordinates.ts';
export { feetBetween } from './garage/distance.ts';
export {
  garageMessages,
  tooFarMessage,
  gateKeeperRoles,
  isGateKeeper,
  isOnGarageNight,
  reservationGarageRefusal,
  mayOpenGarage,
  GARAGE_NIGHT_ENDS_AT_MINUTES,
  GARAGE_OPENINGS_PER_MINUTE,
  type GarageReservationFacts,
  type GarageOpenFacts,
  type GarageRefusalReason,
  type GarageVerdict,
} from './garage/may-open.ts';

export * from './booking/index.ts';
export * from './door-locks/index.ts';
export * from './building-devices/index.ts';
export * from './staff/index.ts';

export { csvCell, csvLine, toCsv, csvDollars, type CsvCell } from './reports/csv.ts';
export {
  sumMethodTotals,
  totalsByMethod,
  checkReportRange,
  paymentsReportFileName,
  reportMessages,
  REPORT_MAX_NIGHTS,
  type ReportEntry,
  type MethodTotal,
} from './reports/payment-totals.ts';
export { auditActions, auditSystemActors, isAuditAction, type AuditAction } from './audit/audit-actions.ts';
export {
  AUDIT_PAGE_MAX,
  AUDIT_PAGE_SIZE_DEFAULT,
  AUDIT_PAGE_SIZE_MAX,
  AUDIT_PHONE_MIN_DIGITS,
  auditFileName,
  auditLastPage,
  auditMessages,
  auditPageRefusal,
  checkAuditQuery,
  readAuditPerson,
  type AuditPerson,
  type AuditQuery,
  type AuditQueryField,
  type AuditQueryInput,
} from './audit/audit-query.ts';
export { AUDIT_SECRET_MASK, shownAuditValue } from './audit/audit-values.ts';

export {
  printerIds,
  isPrinterId,
  receiptMessages,
  receiptDate,
  receiptTime,
  buildReceipt,
  type PrinterId,
  type ReceiptLanguage,
  type ReceiptFacts,
  type ReceiptLine,
  type Receipt,
} from './receipts/receipt.ts';
export { visualOrder, hasHebrew } from './receipts/visual-order.ts';
export { isEmailAddress, EMAIL_MAX_LENGTH } from './email-address.ts';

export { dailyBackupDue, dailyBackupName, dailyBackupsToRemove } from './operations/daily-backups.ts';
export {
  RETAINED_VISITS_USER_NAME,
  monthsBefore,
  retentionCutoff,
  type RetentionSettings,
} from './privacy/retention.ts';
export { siteName } from './privacy/site-name.ts';
export {
  formatRecoveryCode,
  isSecondFactorRole,
  needsSecondFactor,
  recoveryCodeOf,
  secondFactorLimits,
  secondFactorRoles,
  sessionRoles,
  totpCodeOf,
} from './auth/second-factor.ts';
export * from './weather/index.ts';
export {
  checkNewFacility,
  DEFAULT_FACILITY,
  isFacilitySlug,
  requestHost,
  SLUG_MAX,
  type FacilityCheck,
  type FacilityInput,
  type NewFacility,
  type TakenNames,
} from './facilities/facility.ts';
export { facilityTonight, facilityTonightHolds, type FacilityTonight } from './facilities/tonight.ts';
export { starterBuilding, type StarterBuilding } from './facilities/starter-building.ts';
