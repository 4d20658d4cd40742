import type { MessageLanguage } from '../auth/sign-in-rules.ts';

/**
 * The text message of the moment her room is ready (docs/rules/the-night.md Room ready by text, setting
 * notificationRoomReady): the room's number and nothing else, neither the section's name nor what the
 * visit is for, since anyone may read her phone's screen (indiscreetWords).
 */
export function roomReadySms(facts: { language: MessageLanguage; roomNumber: string }): string {
  return facts.language === 'he'
    ? `החדר שלך מוכן: חדר ${facts.roomNumber}.`
    : `Your room is ready: room ${facts.roomNumber}.`;
}
