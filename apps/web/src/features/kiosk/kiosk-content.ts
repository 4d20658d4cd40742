import { languageContent } from '../../i18n/language-chunk';
import type { KioskContent } from './kiosk-content-shape';

export type { KioskContent };

/** In the reader's language only (a chunk per language). */
export const kioskContent = languageContent<KioskContent>('features/kiosk/kiosk-content', {
  en: () => import('./kiosk-content.en'),
  he: () => import('./kiosk-content.he'),
});
