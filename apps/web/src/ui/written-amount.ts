import { formatDollars, type Language } from '@tevila/domain';
import { isolated } from './phone-of';

/**
 * An amount of cents as a sentence of the page writes it ("$10,000.00"): kept left to right inside a
 * Hebrew sentence, so its "$" and its full stop stay where they belong.
 */
export const writtenAmount = (cents: number, language: Language): string =>
  language === 'he' ? isolated(formatDollars(cents)) : formatDollars(cents);
