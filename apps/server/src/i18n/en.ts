import { cardDeclinesEn } from './en/card-declines.ts';
import { deviceFaultsEn } from './en/device-faults.ts';
import { spreadsheetsEn } from './en/spreadsheets.ts';
import { staffEmailsEn } from './en/staff-emails.ts';

/**
 * The server's catalogue in English: every sentence the server writes that is not the domain's (those
 * are in packages/domain/src/messages), in English exactly as clients and tests have always read it.
 * One object, its longer sections in en/ (card declines, the staff emails) spread in. he.ts holds the
 * same keys; a test checks both, placeholders included. How to add one:
 * docs/decisions/0023-messages-in-the-readers-language.md.
 */
export const serverEn = {
  // The default sentence of each kind of error (errors.ts).
  'error.refused': 'The request was refused.',
  'error.capacity': 'There is no room left for this reservation.',
  'error.invalid': 'The request is invalid.',
  // docs/design.md §5: the 401 sentence is a contract (the web refreshes its token on it), never translated.
  'error.unauthenticated': 'Authorization has been denied for this request.',
  'error.forbidden': 'You do not have permission to do this.',
  'error.notFound': 'No HTTP resource was found that matches the request URI.',
  'error.throttled': 'Too many requests. Please wait a little and try again.',
  'error.unavailable': 'The service is temporarily unavailable. Please try again shortly.',

  // Fastify's own client errors and bare statuses, in our words.
  'http.invalidJson': 'The request body is not valid JSON.',
  'http.emptyJson': 'The request body is empty; send a JSON object.',
  'http.tooLarge': 'The request body is too large.',
  'http.mediaType': 'This content type is not accepted here.',
  'http.contentLength': 'The request body does not match its Content-Length.',
  'http.badUrl': 'The request URL is malformed.',
  'http.notRouted': 'The request could not be routed.',
  'http.notUnderstood': 'The request could not be understood.',
  'http.methodNotAllowed': 'This method is not allowed here.',
  'http.notAcceptable': 'The requested format is not available.',
  'http.headersTooLarge': 'The request headers are too large.',
  'http.tooSlow': 'The request took too long to arrive. Please try again.',
  'http.forbiddenText':
    'The request holds a character that cannot be saved (a NUL or a broken character). Please remove it and try again.',

  // Request validation (http/validation-message.ts): field names stay as the API spells them.
  'validation.field': '{name}',
  'validation.context.body': 'The request body',
  'validation.context.querystring': 'The query string',
  'validation.context.params': 'The path',
  'validation.context.headers': 'The request headers',
  'validation.context.request': 'The request',
  'validation.type.string': 'text',
  'validation.type.number': 'a number',
  'validation.type.int': 'a whole number',
  'validation.type.boolean': 'true or false',
  'validation.type.object': 'an object',
  'validation.type.array': 'a list',
  'validation.type.date': 'a date',
  'validation.type.null': 'null',
  'validation.required': '{field} is required.',
  'validation.mustBe': '{field} must be {type}.',
  'validation.minChars': '{field} must be at least {n} characters long.',
  'validation.maxChars': '{field} must be at most {n} characters long.',
  'validation.minItems': '{field} must have at least {n} items.',
  'validation.maxItems': '{field} must have at most {n} items.',
  'validation.greaterThan': '{field} must be greater than {n}.',
  'validation.lessThan': '{field} must be less than {n}.',
  'validation.atLeast': '{field} must be at least {n}.',
  'validation.atMost': '{field} must be at most {n}.',
  'validation.oneOf': '{field} must be one of: {values}.',
  'validation.notAllowed': '{field} has a value that is not allowed.',
  'validation.email': '{field} must be an email address.',
  'validation.format': '{field} has an invalid format.',
  'validation.unknownField': '{key} is not a known field.',
  'validation.unknownFieldIn': '{key} is not a known field in {field}.',
  'validation.unknownFields': '{keys} are not known fields.',
  'validation.unknownFieldsIn': '{keys} are not known fields in {field}.',
  'validation.invalid': '{field} is invalid.',

  // Roles (http/auth.ts requireRole).
  'auth.adminOnly': 'Only an administrator may do this.',
  'auth.needsRoles': 'This needs one of these roles: {roles}.',

  // Check-in at the desk (modules/night/checkin-service.ts, docs/staff-api.md Check-in).
  'night.checkinOtherNight':
    "Check-in is only for tonight's reservations ({tonight}); this one is for {night}.",
  'night.releaseNotHere':
    'Only the place of a woman who has not arrived can be released; this reservation is {status}.',
  'night.releaseNotLateYet':
    'Her place is held until she is {grace} minutes past her time: {minutes} minutes more.',
  'night.checkinNotReserved': 'Only a Reserved reservation can be checked in; this one is {status}.',
  'night.checkinEarly':
    'Check-in opens at {time}, {minutes} minutes before the mikvah opens. She can be checked in now if the desk confirms an early check-in.',

  // Plate documents (modules/plates/review-service.ts).
  'plate.alreadyReviewed': 'These documents were already reviewed.',

  // Sign-in tokens (POST /api/token error_description).
  'token.badPassword': 'The user name or password is incorrect.',
  'token.badRefresh': 'The refresh token is invalid or has expired.',
  'token.fieldOnce': '{name} must be given once.',
  'token.secondFactorRequired': 'Enter the code from your authenticator app, or one of your recovery codes.',
  'token.secondFactorEnrollment':
    'Staff accounts need a second factor. Add an authenticator app to your account to finish signing in.',
  'token.secondFactorBadToken': 'This sign-in has expired or was ended. Please sign in again.',
  'token.secondFactorBadCode': 'That code is not right. Check your authenticator app and try again.',
  'token.secondFactorUsedCode':
    'That code was already used. Wait for the next code in your authenticator app.',
  'token.secondFactorTooMany': 'Too many wrong codes. Please sign in again.',
  'secondFactor.alreadyEnrolled': 'This account already has a second factor.',
  'secondFactor.notStarted': 'Start setting up the authenticator app first.',
  'secondFactor.badPasskey':
    'This passkey could not be checked. Try again, or use your authenticator app or a recovery code.',
  'secondFactor.noPasskey': 'This account has no passkey. Use your authenticator app or a recovery code.',
  'secondFactor.badCode': 'That code is not right. Type the 6 digits your authenticator app shows now.',
  'token.credentialsRequired': 'The user name and password are required.',
  'token.unsupportedGrant':
    'The grant type "{grant}" is not supported; use "password", "second_factor" or "refresh_token".',

  // Sign-in codes.
  'signin.unavailable': 'Sign-in is unavailable right now. Please try again in a few minutes.',
  'signin.invalidEmail': 'Invalid email address',

  // Attendants.
  'attendant.staffOnlyInactive': 'Only staff may list attendants who no longer work here.',

  'attendant.nothingToChange': 'Give a first name, a last name, or whether she still works here, to change.',

  // Users and their own records.
  'user.notFound': 'User not found.',
  'user.ownExcludedOnly': 'You may only see your own excluded attendants.',
  'user.ownExcludedChangeOnly': 'You may only change your own excluded attendants.',

  'user.noSuchRole': 'There is no role named {role}; the roles are {roles}.',
  'user.lastAdmin':
    'This is the last administrator. Give another user the Administrator role before removing this one.',
  'user.phoneRefused': '{reason}: {phone}',
  'user.noUserWithPhone': 'No user has the phone {phone}.',
  'user.ownAccountOnly': 'You may only see your own account.',
  'user.ownAccountChangeOnly': 'You may only change your own account.',
  'user.searchDigits': 'Type at least {min} digits of the phone number to search.',
  'user.roleChoice': 'Choose a role: {roles}.',
  'password.required': 'The new password is required.',
  'password.tooShort': 'The new password must be at least {min} characters long.',
  'password.tooLong': 'The new password must be at most {max} characters long.',
  'password.tooCommon':
    'This password is among the most common ones. Please choose one that is harder to guess.',
  'password.ownOnly': 'You may only change your own password.',
  'password.mismatch': 'The password and confirmation password do not match.',

  // Reservations: booking, changing, reading.
  'waitlist.notFound': 'That place in line was not found.',
  'waitlist.deskOnly': "Only the desk may see a night's whole waitlist.",
  'waitlist.alreadyIn': "You are already on this night's waitlist.",
  'waitlist.notInLine': 'You are no longer on this waitlist.',
  'late.onlyTonight': 'You can say you are running late only on the night of your reservation.',
  'late.notReserved':
    'You can say you are running late only before you have checked in (the reservation is {status}).',
  'booking.forOther': 'Only staff may book for another user.',
  'booking.assignWithRoom': 'A room is given at check-in, or when a room becomes free ({path}).',
  'booking.patronCancelOnly': 'You may only cancel your reservation.',
  'booking.notesNeeded': 'Give a note to change: Note to Attendant, User Notes or Reservation Notes.',
  'booking.notesStaffOnly': 'Only staff may change the note to the attendant.',
  'reservation.notYours': 'You may only see your own reservations.',
  'date.notPast': '{field} must not be in the past (today is {today}).',
  'date.withinYear': '{field} must be within a year from today.',
  'date.withinTenYearsBefore': '{field} must be within ten years before today.',

  // The robot check.
  'botcheck.missing': 'Please confirm you are not a robot.',
  'botcheck.expired': 'The robot check expired. Please confirm again that you are not a robot.',
  'botcheck.unavailable': 'The robot check could not be completed. Please try again in a moment.',

  // License plate documents.
  'plate.unreadable': 'The upload could not be read. Please choose your images and try again.',
  'plate.tooManyFields': 'The form has too many fields.',
  'plate.badFieldName': 'The form has a field name that is not allowed.',
  'plate.noDocument': 'No such document was found.',
  'plate.ownDocumentsOnly': 'You may only see your own documents.',
  'plate.ownUploadOnly': 'You may only upload documents for your own account.',
  'plate.uploadsPerHour': 'You have sent {n} uploads in the last hour. Please try again later.',

  // The desk: check-in, rooms, cubicles, supplies, payments at the desk.
  'night.noWaitingCode': 'Every waiting code is in use tonight.',
  'night.checkinRoomTaken':
    'Room {room} cannot take her now: it is not free, not of her type, or its attendant is one she asked not to have. Choose another room.',
  'night.cubicleOnlyWaiting': 'A cubicle is lent only while she waits; this reservation is {status}.',
  'night.hasCubicle': 'She already has a cubicle.',
  'night.noCubicle': 'Every cubicle is in use.',
  'night.roomTaken': 'That room was just given to someone else. Please try again.',
  'night.cubicleTaken': 'That cubicle was just lent to someone else. Please try again.',
  'night.waitingCodeTaken': 'That waiting code was just given to someone else. Please try again.',
  'payment.amountPositive': 'The amount must be more than $0.00.',
  'night.badReservationId': 'The reservation id is not a reservation id.',
  'night.cannotPayStatus': 'This reservation is {status}; it can no longer be paid.',
  'payment.nothingToPay': 'This reservation has nothing left to pay.',
  'night.amountTooMuch': 'The amount is more than the {left} left to pay.',
  'night.roomNotFound': 'Room not found.',
  'night.roomIdNumber': 'The room id must be a whole number.',
  'night.occupiedByPatron': 'A room becomes Occupied only when a patron is given it.',
  'night.roomStatusChoice': 'Choose a status for the room or its visit: {statuses}.',
  'night.roomEmpty': 'Room {number} is empty.',
  'night.roomHasPatron': 'Room {number} has a patron in it; finish her visit first.',
  'night.supplyItemNeeded': 'Say what she needs.',
  'night.supplyRoomEmpty': 'Room {number} is empty; a supply request is for the patron in it.',
  'night.supplyIdNumber': 'The supply id must be a whole number.',
  'night.supplyNotFound': 'Supply request not found.',
  'night.supplyAlready': 'This supply request is already {status}.',
  'night.supply.complete': 'complete',
  'night.supply.canceled': 'canceled',
  'night.supply.open': 'open',
  'night.live.ticketTarget': 'Give either a reservation or a night, not both.',
  'night.live.tooManyOnDevice':
    'Too many pages with live updates are open on this device. Please close one of them and try again.',
  'night.live.tooManyOnAccount':
    'Too many pages with live updates are open on your account, across your devices. Please close one of them and try again.',

  // Rooms, sections and cubicles (administration).
  'building.sectionId': 'The section id must be a whole number.',
  'building.cubicleId': 'The cubicle id must be a whole number.',
  'building.sectionNotFound': 'Section not found.',
  'building.cubicleNotFound': 'Cubicle not found.',
  'building.nameOrActive': 'Give a new name, or whether it is in use, to change.',
  'building.sectionExists': 'A section named {name} already exists.',
  'building.cubicleExists': 'A cubicle named {name} already exists.',
  'building.sectionInUse': 'Section {name} cannot be taken out of use while someone is in one of its rooms.',
  'building.attendantIdRequired': 'Choose the attendant, or No Attendant.',
  'building.attendantIdFormat': 'Choose one of the attendants, or No Attendant.',
  'building.dtRequired': 'The night is required, as YYYY-MM-DD.',
  'building.attendantsFrom': 'Attendants can be set from last night ({date}) on.',
  'building.attendantsYearAhead': 'Attendants can be set at most a year ahead.',
  'building.sectionNotInUse': 'Section {name} is not in use.',
  'building.attendantMissing': 'Attendant {id} does not exist.',
  'building.attendantInactive': '{name} no longer works here (the attendant is inactive).',
  'building.roomTypeChoice': 'Choose a room type: {types}.',
  'building.sectionIdFormat': 'Choose one of the sections.',
  'building.sectionMissing': 'Section {id} does not exist.',
  'building.dmxChannelTaken': 'Room {number} already has DMX channel {channel}: each room needs its own.',
  'building.roomExists': 'Room number {number} already exists.',
  'building.roomChangeNeeded': 'Give a new number, type or section to change.',
  'building.roomInUse': 'Room {number} cannot be changed while someone is in it.',
  'building.cubicleLent': 'Cubicle {name} cannot be taken out of use while it is lent to someone waiting.',

  // Settings.
  'setting.noSuchKey': 'There is no setting named {key}.',
  'setting.invalidValue': '{key}: {reason}',

  // The schedule and its overrides.
  'schedule.pastNight': 'Past nights cannot be changed.',
  'schedule.withinYear': 'The night must be within a year from today.',
  'schedule.closeAfterOpen': 'The closing time must be later than the opening time.',
  'schedule.noOverride': 'There is no override for this night.',

  // The contact and tour forms, and the emails they send the facility (en/staff-emails.ts).
  ...staffEmailsEn,
  ...spreadsheetsEn,
  ...deviceFaultsEn,
  'contact.field.firstName': 'First name',
  'contact.field.lastName': 'Last name',
  'contact.field.email': 'Email',
  'contact.field.message': 'Message',
  'contact.oneLine': '{field} must be one line of text, without line breaks or control characters.',
  'contact.emailFormat': 'Email must be an email address, such as name@example.org.',
  'contact.messageControl': 'Message must not contain control characters.',

  'tour.emailFormat': 'Email must be a valid email address.',
  'tour.chooseTour': 'Please choose a tour.',
  'tour.mismatch': 'The tour chosen does not match this sign-up. Please reload the page and try again.',
  'tour.dateFuture': 'The tour date must be in the future.',
  'tour.dateTwoYears': 'The tour date must be within two years from today.',
  'tour.capacityBelowOne': 'The capacity cannot be less than the 1 person already signed up.',
  'tour.capacityBelowMany': 'The capacity cannot be less than the {n} people already signed up.',
  'tour.signupsOne': '1 person has signed up for this tour; confirm to delete it with the sign-ups.',
  'tour.signupsMany': '{n} people have signed up for this tour; confirm to delete it with the sign-ups.',
  'tour.notFound': 'This tour was not found. It may have been removed; please choose another tour.',
  'tour.past': 'This tour has already taken place. Please choose another tour.',
  'tour.full': 'This tour is full.',

  // Payments: makepayment, saved cards, refunds, the card provider.
  'payment.method': 'Only a card payment can be made here.',
  'payment.negativeWithoutReservation':
    'A negative amount only adds a donation to a reservation; a donation itself is positive.',
  'payment.smallestDonation': 'The smallest donation is {amount}.',
  'payment.source': 'Choose a card: a new card or a saved one, not both.',
  'payment.savedCardNeedsUser': 'Sign in to pay with a saved card.',
  'payment.savedCardOwner':
    "Staff may charge a patron's saved card only toward her own reservation's balance. Take a donation at the desk: cash, check or the card terminal.",
  'payment.notReservationUser': "The payer must be the reservation's patron.",
  'payment.saveNeedsOwner': 'Only the signed-in card holder can save a card.',
  'payment.unknownCard': 'This saved card could not be found.',
  'payment.notYours': 'You may only pay for yourself.',
  'payment.unknownUser': 'The account named for this payment does not exist.',
  'payment.keyReused': 'This Idempotency-Key was already used for a different payment.',
  'payment.doubleSubmit':
    'This payment was just made with the same card and amount. If you mean to pay again, wait a minute and try again.',
  'payment.processing':
    'The payment could not be confirmed yet. Please check your reservation in a few minutes before trying again.',
  'contact.field.phone': 'Phone',
  'payment.phoneFormat': 'Phone must be a phone number, like (310) 555-0123.',

  // Card declines, other failed payments and the sandbox's refusals (en/card-declines.ts).
  ...cardDeclinesEn,

  'refund.paymentId': 'Choose a payment from the payments list.',
  'refund.paymentNotFound': 'Payment not found.',
  'refund.notCard': 'Only a card payment that went through can be refunded.',
  'refund.refused': 'The card processor refused the refund: {reason}',
  'refund.processing':
    'The refund could not be confirmed yet; it will be retried. Check the payments list in a few minutes.',
  'list.rangeDays': 'The range must be at most {max} days.',
  'card.ownOnlyToSee': 'You may only see your own saved cards.',
  'card.ownOnlyToChange': 'You may only change your own saved cards.',
  'card.savedNotFound': 'Saved card not found.',
  'card.badId': 'The card id is not valid.',
  'payment.donationStatus': 'This reservation is {status}; it can no longer take a donation.',

  // Webhooks, privacy, reports, the system and development tools.
  'webhook.signatureMismatch': 'The webhook signature does not match.',
  'webhook.notJson': 'The webhook body is not valid JSON.',
  'webhook.noIdOrType': 'The webhook event has no id or type.',
  'webhook.notConfigured': 'Stripe webhooks are not configured on this site.',
  'webhook.signatureMissing': 'The Stripe-Signature header is missing.',
  'webhook.signaturePayload': 'The webhook signature does not match its payload.',
  'plate.fileField': 'The file field {field} is not accepted; send the images as image0, image1 and so on.',
  'plate.unknownField': '{field} is not a field of this form.',
  'booking.statusChoice': 'Choose a reservation status: {statuses}.',
  'account.cardsNotRemoved':
    'Your saved cards could not be removed just now, so your account was not deleted. Please try again shortly.',
  'system.databaseUnreachable': 'The database is not reachable.',
  'audit.noUserWithPhone': 'No user has a phone number ending in {digits}.',
  'audit.manyUsersWithPhone':
    'More than one user has a phone number ending in {digits}; type more of the number.',
  // Devices an Admin unlocks, and the lobby's kiosk (modules/devices/, modules/night/kiosk-service.ts).
  'device.kindChoice': 'Choose a kiosk or a room device.',
  'device.kioskNoRoom': 'A kiosk stands in the lobby: choose no room for it.',
  'device.roomNeeded': 'A room device needs its room: choose the room it stands in.',
  'device.notFound': 'Device not found.',
  'terminal.unknownName':
    'There is no such card terminal: there is one at reception east and one at reception west.',
  'terminal.notSetUp':
    'No card terminal is set up at this desk: set its reader id in Settings, under Devices.',
  'terminal.testOnly': 'Test cards are presented only on a test reader.',
  'terminal.busy': 'The card terminal is busy with another payment: cancel that one on it first.',
  'terminal.nothingWaiting': 'The card terminal is not waiting for a card.',
  'terminal.offline': 'The card terminal is offline: check that it is on and connected, then try again.',
  'terminal.unknownReader':
    'The card provider does not know this card terminal: check its id in Settings, under Devices.',
  'terminal.unavailable': 'The card terminal could not be reached just now. Please try again.',
  'device.offNetwork':
    "This device is not on the facility's network: it works only on the network it was set up on. An administrator can set it up again under Devices.",
  'device.noAddress': 'This device has no address yet: set it in Settings, under Devices.',
  // A printer's test page, printed in both languages (building-devices/testers.ts).
  'device.printerTest': 'Printer test',
  // Her own signed-in devices (modules/sessions/account-sessions-service.ts).
  'session.notFound': 'This device is not among your signed-in devices.',
  // A request to a host that is no facility's, on a deployment of several (http/facility-hosts.ts).
  'facility.unknownHost': 'There is no mikvah at this address. Please check the address you were given.',
  // The organisation's pages naming a facility the deployment does not have (modules/facilities).
  'facility.notFound': 'There is no facility with the short name {slug}.',
  'session.thisDevice': 'This is the device you are using. To sign out of it, choose Sign out in the menu.',
  'session.alreadySignedOut': 'That device is already signed out.',
  'tablet.personToken':
    "A room tablet's calls are opened by the room's device link or its passcode, not by a person's sign-in.",
  'tablet.kioskToken': "The lobby kiosk cannot use a room tablet's calls.",
  'tablet.otherRoom': 'This tablet belongs to another room; it can act only for its own room.',
  'tablet.passcodeFormat': 'The room passcode is 4 digits.',
  'tablet.passcodeWrong': 'That passcode is wrong.',
  'tablet.locked': 'This tablet is locked; an administrator must unlock it.',
  'tablet.roomEmpty': 'There is no visit in room {number} now.',
  'tablet.itemNotListed': '"{item}" is not on the list of supplies. Please choose one of: {items}.',
  'tablet.alertNotFound': 'Alert not found.',
  'tablet.alertIdNumber': 'The alert id is a whole number.',
  'kiosk.only': 'Only a lobby kiosk may check in with an access code.',
  'kiosk.codeFormat': 'Please type the 5 digits of your access code.',
  'kiosk.asleep': 'The kiosk is not on at this hour. Please see the front desk.',
  'kiosk.codeUnknown':
    "That code is not one of tonight's reservations. Please check it, or see the front desk.",
  'kiosk.tooMany':
    'Too many wrong codes were typed here. Please see the front desk, or try again in {minutes} minutes.',
} as const;

export type ServerMessageKey = keyof typeof serverEn;
