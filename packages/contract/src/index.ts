// The HTTP contract of the endpoints the web calls: one zod/mini schema per request and answer, used
// by the server's routes (validation, serialisation, the OpenAPI document) and by the web's fetchers,
// forms and test fixtures (docs/decisions/0034). Each file stands alone, so a bundle keeps only the
// schemas it uses.
export { messageSchema, refusalSchema, updateResultSchema } from './answers.ts';
export { INTERNAL_ERROR_MESSAGE, UNAUTHENTICATED_MESSAGE } from './error-bodies.ts';
export { fieldText, msg } from './field-messages.ts';
export { flagField, isoDateField, noteField } from './request-fields.ts';
export { described, instant, money, whole } from './values.ts';
export {
  priceSchema,
  reservationFlagsShape,
  reservationListSchema,
  patronRoomSchema,
  reservationSchema,
  type PatronRoom,
  type Reservation,
  type ReservationPayment,
  type ReservationPrice,
  runningLateSchema,
  type RunningLate,
} from './reservation.ts';
export { notesBody, type NotesRequest } from './reservation-notes.ts';
export { slotListSchema, slotSchema, type AvailableSlot } from './slots.ts';
export {
  newReservationAnswer,
  newReservationBody,
  type NewReservation,
  type NewReservationRequest,
} from './new-reservation.ts';
export {
  amountField,
  makePaymentAnswer,
  makePaymentBody,
  type MakePaymentAnswer,
  type MakePaymentRequest,
} from './make-payment.ts';
export {
  publicSettingSchema,
  publicSettingsSchema,
  tokenAnswerSchema,
  type PublicSetting,
  type TokenAnswer,
} from './public-answers.ts';

// The public pages, the schedule and the settings.
export {
  scheduleDaySchema,
  scheduleOverrideAnswer,
  scheduleOverrideBody,
  scheduleOverrideListSchema,
  scheduleOverrideSchema,
  scheduleSchema,
  type ScheduleDay,
  type ScheduleOverride,
  type ScheduleOverrideRequest,
} from './schedule.ts';
export {
  adminSettingAnswer,
  adminSettingBody,
  adminSettingListSchema,
  adminSettingSchema,
  savedSettingSchema,
  type AdminSetting,
  type AdminSettingRequest,
  type SavedSetting,
} from './admin-settings.ts';
export { contactFormBody, formSentAnswer, formTextField, type ContactFormRequest } from './contact-form.ts';
export {
  publicTourSchema,
  tourListSchema,
  tourSignupBody,
  tourTypes,
  type Tour,
  type TourSignupRequest,
} from './tours.ts';
export { garageOpenBody, gateOpeningAnswer } from './garage.ts';
export { botCheckConfigSchema, type BotCheckConfigAnswer } from './bot-check.ts';
export { metaSchema, type AppMeta } from './meta.ts';
export { statusAnswer, statusBody, type StatusRequest } from './reservation-status.ts';
export { runningLateAnswer, runningLateBody, type RunningLateRequest } from './running-late.ts';
export {
  listedUserListSchema,
  listedUserSchema,
  userSchema,
  userUpdateAnswer,
  type ListedUser,
  type User,
} from './user.ts';
export { userPatchFields, type UserPatchOperation, type UserPatchRequest } from './user-patch.ts';
export { nullResultAnswer } from './null-result-answer.ts';
export {
  credentialsSchema,
  registerBody,
  verifyAnswer,
  verifyBody,
  type Credentials,
  type RegisterRequest,
  type VerifyRequest,
} from './sign-in.ts';
export { logoutBody, type LogoutRequest } from './logout.ts';
export {
  accountSessionListSchema,
  accountSessionSchema,
  signOutOthersAnswer,
  type AccountSession,
} from './account-sessions.ts';
export { excludedAttendantListSchema } from './excluded-attendants.ts';
export { deleteAccountBody, myDataSchema, type DeleteAccountRequest, type MyData } from './privacy.ts';
export {
  pendingPlateListSchema,
  pendingPlateSchema,
  plateReceiptSchema,
  plateRefusalAnswer,
  plateSubmissionListSchema,
  plateSubmissionSchema,
  plateUploadAnswer,
  plateUploadFields,
  type PendingPlateSubmission,
  type PlateSubmission,
  type PlateUploadFields,
  type PlateUploadReceipt,
} from './plates.ts';
export { paymentsConfigAnswer, type PaymentProvider, type PaymentsConfig } from './payments-config.ts';
export {
  sandboxTokenAnswer,
  sandboxTokenBody,
  type CardToken,
  type SandboxCardInput,
} from './sandbox-token.ts';
export { savedCardListSchema, savedCardSchema, type SavedCard } from './saved-cards.ts';
export { paymentListItemSchema, type PaymentListItem } from './payment-list-item.ts';
export {
  paymentsReportAnswer,
  paymentsReportRange,
  paymentsReportRangeShape,
  type PaymentsReport,
  type PaymentsReportRange,
  type ReportTotal,
} from './payments-report.ts';
export {
  auditActionsAnswer,
  auditEntrySchema,
  auditFilters,
  auditPageAnswer,
  auditQueryShape,
  type AuditEntry,
  type AuditFilters,
  type AuditPage,
} from './audit.ts';
// The desk (the night) and the building: rooms, sections, cubicles, attendants, receipts.
export {
  attendantRefSchema,
  cubicleListSchema,
  cubicleSchema,
  nameBody,
  nameForm,
  roomBody,
  roomForm,
  roomListSchema,
  roomRefSchema,
  roomSchema,
  sectionAttendantBody,
  sectionListSchema,
  sectionSchema,
  type NameRequest,
  type RoomRequest,
  type SectionAttendantRequest,
  type StaffAttendant,
  type StaffCubicle,
  type StaffRoom,
  type StaffRoomRef,
  type StaffSection,
} from './building.ts';
export {
  checkinBody,
  checkinRefusalSchema,
  checkinRoomsSchema,
  type CheckinRoom,
  closeSupplyBody,
  deskPaymentBody,
  deskPaymentMethods,
  roomStatusAnswer,
  roomStatusBody,
  staffDaySchema,
  staffListItemSchema,
  openSupplySchema,
  type OpenSupply,
  staffReservationAnswer,
  staffReservationSchema,
  supplyAnswer,
  supplySchema,
  type CheckinRequest,
  type CloseSupplyRequest,
  type DeskPaymentRequest,
  type RoomStatusRequest,
  type StaffListItem,
  type StaffPatron,
  type StaffPayment,
  type StaffReservation,
  type StaffSupply,
  type StatusHistoryEntry,
} from './staff-night.ts';
export {
  attendantCreateBody,
  attendantEditBody,
  attendantForm,
  attendantListSchema,
  attendantSchema,
  type Attendant,
  type AttendantCreateRequest,
  type AttendantEditRequest,
} from './attendants.ts';
export {
  receiptAnswer,
  receiptBody,
  receiptSchema,
  type ReceiptAnswer,
  type ReceiptRequest,
} from './receipts.ts';
export { domainRule, ruleField } from './domain-rule.ts';
export {
  waitlistAcceptAnswer,
  waitlistEntryAnswer,
  waitlistEntrySchema,
  waitlistJoinBody,
  waitlistListSchema,
  type WaitlistEntry,
  type WaitlistJoinRequest,
} from './waitlist.ts';
// Checking in without the desk: her phone, the lobby's kiosk, and the devices an Admin unlocks.
export {
  arriveAnswer,
  arriveBody,
  kioskArrivalSchema,
  kioskCheckinAnswer,
  kioskCheckinBody,
  type ArriveRequest,
  type KioskArrival,
  type KioskCheckinRequest,
} from './self-checkin.ts';
export {
  deviceAnswer,
  deviceBody,
  deviceListSchema,
  deviceSchema,
  newDeviceAnswer,
  type Device,
  type DeviceRequest,
  type NewDevice,
} from './devices.ts';
export {
  buildingDeviceListSchema,
  buildingDeviceSchema,
  buildingDeviceTestAnswer,
  type BuildingDeviceTest,
  type BuildingDeviceView,
} from './building-devices.ts';
// Live streams (Server-Sent Events): the ticket and the events' data.
export {
  liveFeedSchema,
  liveNightSchema,
  liveVisitSchema,
  streamTicketAnswer,
  streamTicketBody,
  type LiveNight,
  type LiveVisit,
  type StreamTicket,
  type StreamTicketRequest,
} from './live.ts';
// A room's tablet: its screen, and the calls for help the desk answers.
export {
  roomAlertAnswer,
  roomAlertListSchema,
  roomAlertSchema,
  roomTabletAnswer,
  roomTabletSchema,
  type RoomAlert,
  type RoomTablet,
} from './room-tablet.ts';
// The desk's rooms board.
export { roomBoardSchema, roomBoardTileSchema, type RoomBoard, type RoomBoardTile } from './room-board.ts';
export { weatherSchema, type TonightWeather } from './weather.ts';
export { facilitiesTonightSchema, facilityTonightSchema, type FacilityTonightView } from './facilities.ts';
export {
  organisationFacilitiesSchema,
  organisationFacilitySchema,
  organisationReportSchema,
  type OrganisationFacility,
  type OrganisationFacilityMoney,
  type OrganisationReport,
} from './organisation.ts';
export * from './card-terminals.ts';

// Where each endpoint is (method, path) and its URL (docs/decisions/0072); the endpoints with their
// schemas are '@tevila/contract/endpoints', for the server.
export { urlOf, type HttpMethod, type ParamNames, type QueryValue, type Route } from './route.ts';
export { accountSessionsApi } from './routes/account-sessions.ts';
export { arrivalApi } from './routes/arrival.ts';
export { attendantsApi } from './routes/attendants.ts';
export { auditApi } from './routes/audit.ts';
export { botCheckApi } from './routes/bot-check.ts';
export { buildingApi } from './routes/building.ts';
export { buildingDevicesApi } from './routes/building-devices.ts';
export { contactApi } from './routes/contact.ts';
export { devApi } from './routes/dev.ts';
export { devicesApi } from './routes/devices.ts';
export { excludedAttendantsApi } from './routes/excluded-attendants.ts';
export { garageApi } from './routes/garage.ts';
export { liveApi } from './routes/live.ts';
export { nightApi } from './routes/night.ts';
export { paymentsApi } from './routes/payments.ts';
export { platesApi } from './routes/plates.ts';
export { privacyApi } from './routes/privacy.ts';
export { receiptsApi } from './routes/receipts.ts';
export { reportsApi } from './routes/reports.ts';
export { reservationsApi } from './routes/reservations.ts';
export { scheduleApi } from './routes/schedule.ts';
export { secondFactorApi } from './routes/second-factor.ts';
export { sessionsApi } from './routes/sessions.ts';
export { settingsApi } from './routes/settings.ts';
export { signInApi } from './routes/sign-in.ts';
export { systemApi } from './routes/system.ts';
export { tabletApi } from './routes/tablet.ts';
export { tokenApi } from './routes/token.ts';
export { toursApi } from './routes/tours.ts';
export { usersApi } from './routes/users.ts';
export { waitlistApi } from './routes/waitlist.ts';
export { weatherApi } from './routes/weather.ts';
export { facilitiesApi } from './routes/facilities.ts';
export { organisationApi } from './routes/organisation.ts';
