/**
 * The name the site goes by where anyone near her may read it: the browser's tab and history, the
 * icon on her home screen, the sender of its email. The administrator's short name when she chose
 * one, else the facility's name alone: never a word the site adds of its own (such as "Mikvah"),
 * which would tell a stranger what the visit is. '' when neither is set.
 */
export function siteName(settings: { facilityShortName: string; facilityName: string }): string {
  return settings.facilityShortName.trim() || settings.facilityName.trim();
}
