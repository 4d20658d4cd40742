import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settingDefinition, siteName } from '../src/index.ts';

describe('the name the site goes by in titles, on the home screen and as the email sender', () => {
  it("is the administrator's short name, else the facility's name alone, with nothing added", () => {
    expect(siteName({ facilityShortName: ' Hadas ', facilityName: 'Tevila Mikvah' })).toBe('Hadas');
    expect(siteName({ facilityShortName: '', facilityName: ' Beit Chana ' })).toBe('Beit Chana');
    expect(siteName({ facilityShortName: '  ', facilityName: '' })).toBe('');
  });

  it('is empty by default, so a facility that sets no short name is known by its own name', () => {
    expect(settingDefinition('facilityShortName')).toMatchObject({ default: '', visibility: 'public' });
    // The sender name no longer defaults to a word that says what the site is for.
    expect(settingDefinition('emailFromName')?.default).toBe('');
  });

  it('never holds a word of its own: it is one of the two names, trimmed', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (facilityShortName, facilityName) => {
        const name = siteName({ facilityShortName, facilityName });
        expect([facilityShortName.trim(), facilityName.trim()]).toContain(name);
        if (facilityShortName.trim() !== '') expect(name).toBe(facilityShortName.trim());
      }),
    );
  });
});
