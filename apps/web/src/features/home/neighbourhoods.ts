/**
 * The distance picker's neighbourhoods (docs/product/site-and-staff.md §2 Home): twelve, nearest first; the first, at 3
 * miles, is the default. Miles by road to the mikvah; their names are in the home page's words
 * (home.<language>.json, "neighbourhoods", by id).
 */
export const NEIGHBOURHOODS = [
  { id: 'cedar-hill', miles: 3 },
  { id: 'riverside-park', miles: 4 },
  { id: 'old-orchard', miles: 5 },
  { id: 'maple-heights', miles: 6 },
  { id: 'brookside', miles: 7 },
  { id: 'harbor-view', miles: 8 },
  { id: 'willow-creek', miles: 9 },
  { id: 'north-gate', miles: 10 },
  { id: 'linden-square', miles: 12 },
  { id: 'stonebridge', miles: 14 },
  { id: 'lakeshore', miles: 16 },
  { id: 'pine-ridge', miles: 18 },
] as const satisfies readonly { id: string; miles: number }[];

export type NeighbourhoodId = (typeof NEIGHBOURHOODS)[number]['id'];

export const DEFAULT_NEIGHBOURHOOD = NEIGHBOURHOODS[0];

/** A rough evening drive: city streets at about 25 mph, plus a few minutes to park. */
export function driveMinutes(miles: number): number {
  return Math.round((miles / 25) * 60) + 3;
}
