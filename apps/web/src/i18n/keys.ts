import type { ParseKeys } from 'i18next';
import type { enResources } from './en-resources';

/** Every translation key, checked by the compiler (see i18next.d.ts). */
export type TranslationKey = ParseKeys<'translation'>;
export type TranslationResources = typeof enResources;
