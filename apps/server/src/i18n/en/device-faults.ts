/**
 * Why a building device did not do what it was asked, as the devices page shows it (lowercase: it
 * follows the device's name). Stored as the message, shown in the reader's language. Part of
 * serverEn (../en.ts); he/device-faults.ts holds the same keys.
 */
export const deviceFaultsEn = {
  'deviceFault.lockServerSilent': 'the lock server at {host} did not answer',
  'deviceFault.lockServerAnswered': 'the lock server answered {status} to {what}',
  'deviceFault.lockServerNoResult': 'the lock server answered without a result to {what}',
  'deviceFault.lockCall.code': 'a code',
  'deviceFault.lockCall.removal': 'a removal',
  'deviceFault.lockCall.movedWindow': 'a moved window',
  'deviceFault.lockCall.pin': 'a PIN',
  'deviceFault.lockCall.visitor': 'a visitor',
  'deviceFault.noDoorGroup': 'no door group is set for the {zone} doors',
  'deviceFault.visitorWithoutId': 'the lock server made a visitor without an id',
  'deviceFault.noLockSystem': 'no lock system is chosen',
  'deviceFault.pagingSilent': 'the paging system at {where} did not answer',
  'deviceFault.pagingPassword': 'the paging system at {where} refused the password (or its clock is wrong)',
  'deviceFault.pagingSetting': 'the paging system answered {status} to the setting {name}',
  'deviceFault.pagingAnnouncement': 'the paging system answered {status} to the announcement',
  'deviceFault.pagingZone': 'the paging zone "{zone}" is not a multicast address:port',
  'deviceFault.notRelayAddress': 'not a relay address: {address}',
  'deviceFault.relayLate': 'the relay at {where} did not answer in time',
  'deviceFault.relaySilent': 'the relay at {where} did not answer',
  'deviceFault.compressorWiring': 'the compressor needs a coil of its own (3 to 64) and an input',
  'deviceFault.compressorOnGate':
    'coil {coil} opens a garage gate: the compressor needs a channel of its own',
  'deviceFault.notPrinterAddress': 'not a printer address: {address}',
  'deviceFault.printerSilent': 'the printer at {where} did not answer',
  'deviceFault.dmxRefused': 'the DMX node could not be sent to: {detail}',
  'deviceFault.noDmxChannel': 'no room has a DMX channel yet (the rooms page sets one)',
} as const;
