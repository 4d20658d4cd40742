import type { SettingKey } from '../catalogue.ts';

/** A setting as an administrator reads it: its name, the hint beside its field, and a choice's names. */
export interface SettingText {
  name: string;
  hint: string;
  /** Choices only: each value's name, keyed as stored. */
  choices?: Readonly<Record<string, string>>;
}

/** One language's names and hints: every key of the catalogue, no other (the type checker holds both files to it). */
export type SettingTexts = Readonly<Record<SettingKey, SettingText>>;
