import { languageContent } from '../../i18n/language-chunk';
import type { RoomContent } from './room-content-shape';

export type { RoomContent };

/** In the reader's language only (a chunk per language). */
export const roomContent = languageContent<RoomContent>('features/room-tablet/room-content', {
  en: () => import('./room-content.en'),
  he: () => import('./room-content.he'),
});
