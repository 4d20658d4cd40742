import { languageContent } from '../../i18n/language-chunk';
import type { RoomContent } from './room-content-shape';

export type { RoomContent };

/** In the reader's language only (room.<language>.json, a chunk per language). */
export const roomContent = languageContent<RoomContent>('features/room-tablet/room', {
  en: () => import('./room.en.json'),
  he: () => import('./room.he.json'),
});
