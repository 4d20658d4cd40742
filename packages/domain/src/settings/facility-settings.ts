import type { CatalogueEntry } from './catalogue.ts';

type NumberType = 'int' | 'decimal' | 'hour';

type ValueOf<D> = D extends { type: NumberType }
  ? D extends { optional: true }
    ? number | null
    : number
  : D extends { type: 'bool' }
    ? boolean
    : D extends { type: 'choice'; choices: readonly (infer C)[] }
      ? C
      : string;

/** Prices in integer cents (money is cents everywhere; the settings hold dollars as typed). */
export interface PriceCents {
  shower: number;
  bath: number;
  parking: number;
  kallah: number;
  doubleSlot: number;
  salonManicure: number;
  salonBoth: number;
}

/**
 * Every setting, typed: numbers as numbers (an empty optional number is null), bools as booleans,
 * the rest as strings. Missing or invalid stored values read as their defaults.
 */
export type FacilitySettings = { readonly [D in CatalogueEntry as D['key']]: ValueOf<D> } & {
  readonly priceCents: PriceCents;
};
