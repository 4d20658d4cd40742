import { z } from 'zod/mini';
import { described } from './values.ts';

const time = (what: string) =>
  described(z.nullable(z.string()), `${what}, with its zone; null on a closed night`);

/** GET facilities/tonight: one facility of the deployment and its night, as the directory shows it. */
export const facilityTonightSchema = z.object({
  slug: described(z.string(), "The facility's short name"),
  name: described(z.string(), 'Its name, as patrons see it'),
  url: described(
    z.string(),
    "Its own site, where she books; empty where it is not known: the facility with no host of its own, no PUBLIC_URL and no publicAppBaseUrl, asked at another facility's host",
  ),
  timeZone: described(z.string(), 'Its time zone (IANA)'),
  location: described(
    z.object({ lat: z.number(), lng: z.number() }),
    'Where it is, for the distance the directory works out in her browser',
  ),
  night: described(z.string(), "The facility's date of tonight"),
  open: described(z.boolean(), 'Whether it opens tonight'),
  hebrewNote: described(z.nullable(z.string()), "The night's holiday or note, as the hours page gives it"),
  hebrewNoteCalendar: described(
    z.nullable(z.enum(['diaspora', 'israel'])),
    "Set when hebrewNote is the calendar's name for the Hebrew day: with the Hebrew date, names it in any language",
  ),
  hebrewYear: described(z.number(), "Tonight's Hebrew year"),
  hebrewMonth: described(z.string(), "Tonight's Hebrew month, as GET settings/schedule names it"),
  hebrewDay: described(z.number(), "Tonight's day of the Hebrew month"),
  openTime: time('When it opens'),
  zmanTevillah: described(z.string(), 'Zman tevilah, with its zone'),
  lastEntryTime: time('The last entry'),
  closeTime: time('When it closes'),
  reservationsRemain: described(
    z.boolean(),
    'Whether she can still book tonight: booking open and a time ahead with a place',
  ),
});

export const facilitiesTonightSchema = z.array(facilityTonightSchema);

export type FacilityTonightView = z.infer<typeof facilityTonightSchema>;
