/**
 * The distance picker's neighbourhoods (docs/product/site-and-staff.md §2 Home): twelve, nearest first; the first, at 3
 * miles, is the default. Names in both languages; miles by road to the mikvah.
 */
export interface Neighbourhood {
  id: string;
  miles: number;
  name: { en: string; he: string };
}

export const NEIGHBOURHOODS: readonly Neighbourhood[] = [
  { id: 'cedar-hill', miles: 3, name: { en: 'Cedar Hill', he: 'סידר היל' } },
  { id: 'riverside-park', miles: 4, name: { en: 'Riverside Park', he: 'ריברסייד פארק' } },
  { id: 'old-orchard', miles: 5, name: { en: 'Old Orchard', he: 'אולד אורצ׳רד' } },
  { id: 'maple-heights', miles: 6, name: { en: 'Maple Heights', he: 'מייפל הייטס' } },
  { id: 'brookside', miles: 7, name: { en: 'Brookside', he: 'ברוקסייד' } },
  { id: 'harbor-view', miles: 8, name: { en: 'Harbor View', he: 'הארבור ויו' } },
  { id: 'willow-creek', miles: 9, name: { en: 'Willow Creek', he: 'ווילו קריק' } },
  { id: 'north-gate', miles: 10, name: { en: 'North Gate', he: 'נורת׳ גייט' } },
  { id: 'linden-square', miles: 12, name: { en: 'Linden Square', he: 'לינדן סקוור' } },
  { id: 'stonebridge', miles: 14, name: { en: 'Stonebridge', he: 'סטונברידג׳' } },
  { id: 'lakeshore', miles: 16, name: { en: 'Lakeshore', he: 'לייקשור' } },
  { id: 'pine-ridge', miles: 18, name: { en: 'Pine Ridge', he: 'פיין רידג׳' } },
];

export const DEFAULT_NEIGHBOURHOOD = NEIGHBOURHOODS[0]!;

/** A rough evening drive: city streets at about 25 mph, plus a few minutes to park. */
export function driveMinutes(miles: number): number {
  return Math.round((miles / 25) * 60) + 3;
}
