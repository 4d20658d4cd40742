import { languageContent } from '../../i18n/language-chunk';
import type { KioskContent } from './kiosk-content-shape';

export type { KioskContent };

/** In the reader's language only (kiosk.<language>.json, a chunk per language). */
export const kioskContent = languageContent<KioskContent>('features/kiosk/kiosk', {
  en: () => import('./kiosk.en.json'),
  he: () => import('./kiosk.he.json'),
});
