import type { ParseKeys } from 'i18next';
import type en from './en.json';

/** Every translation key, checked by the compiler (see i18next.d.ts). */
export type TranslationKey = ParseKeys<'translation'>;
export type TranslationResources = typeof en;
