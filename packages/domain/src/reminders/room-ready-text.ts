import type { MessageLanguage } from '../auth/sign-in-rules.ts';
import { textIn } from '../messages/sent.ts';

/**
 * The text message of the moment her room is ready (docs/rules/the-night.md Room ready by text, setting
 * notificationRoomReady): the room's number and nothing else, neither the section's name nor what the
 * visit is for, since anyone may read her phone's screen (indiscreetWords).
 */
export function roomReadySms(facts: { language: MessageLanguage; roomNumber: string }): string {
  return textIn(facts.language)('reminder.roomReady', { room: facts.roomNumber });
}
