import type { Language } from '../messages/message.ts';
import type { SettingText, SettingTexts } from './texts/types.ts';
import { settingTextsEn } from './texts/en.ts';
import { settingTextsHe } from './texts/he.ts';

export type { SettingText } from './texts/types.ts';

const texts: Readonly<Record<Language, SettingTexts>> = { en: settingTextsEn, he: settingTextsHe };

/** A setting's name and hint in the reader's language; undefined for a key the catalogue does not hold. */
export function settingTextOf(key: string, language: Language): SettingText | undefined {
  const inLanguage: Readonly<Record<string, SettingText>> = texts[language];
  return inLanguage[key];
}
