import { describe, expect, it } from 'vitest';
import { checkSettingValue, renderDomainMessage, settingsCatalogue } from '../src/index.ts';
import { english, inEnglish } from './in-english.ts';

const refused = (key: string, value: string) => {
  const check = checkSettingValue(key, value);
  return check.ok ? null : english(check.message);
};
const stored = (key: string, value: string) => {
  const check = checkSettingValue(key, value);
  return check.ok ? check.value : null;
};

describe('checkSettingValue', () => {
  it('refuses an unknown key', () => {
    expect(inEnglish(checkSettingValue('noSuchSetting', '1'))).toEqual({
      ok: false,
      message: 'Unknown setting.',
    });
  });

  it("takes a card terminal's reader id as the provider writes it, or none", () => {
    expect(stored('terminalReceptionEast', ' tmr_FDOt2wlRZEdpd7 ')).toBe('tmr_FDOt2wlRZEdpd7');
    expect(stored('terminalReceptionWest', '')).toBe('');
    for (const bad of ['reader 1', 'tmr_', 'tmr_abc-def', 'TMR_abc'])
      expect(refused('terminalReceptionEast', bad), bad).toMatch(/starting with tmr_/);
  });

  it('takes a paging zone as a multicast address:port, or none', () => {
    expect(stored('pagingObject', ' 224.0.2.60:50002 ')).toBe('224.0.2.60:50002');
    expect(stored('pagingObject', '')).toBe('');
    for (const bad of ['hallway', '10.0.0.5:50000', '224.0.2.60'])
      expect(refused('pagingObject', bad), bad).toMatch(/multicast address and port/);
  });

  it('checks whole numbers and their limits', () => {
    expect(refused('roomsAvailable', 'abc')).toBe('Must be a whole number.');
    expect(refused('roomsAvailable', '1.5')).toBe('Must be a whole number.');
    expect(refused('roomsAvailable', '')).toBe('Must be a whole number.');
    expect(refused('roomsAvailable', '-1')).toBe('Must be at least 0.');
    expect(refused('pagingVolume', '101')).toBe('Must be at most 100.');
    expect(stored('roomsAvailable', ' 007 ')).toBe('7');
  });

  it('allows an empty optional number', () => {
    expect(stored('zmanTevilahMinutes', '')).toBe('');
    expect(stored('zmanTevilahMinutes', '50')).toBe('50');
    expect(refused('zmanTevilahMinutes', 'soon')).toBe('Must be a whole number.');
  });

  it('checks decimals and prices', () => {
    expect(refused('zmanTevilahDegrees', 'eight')).toBe('Must be a number.');
    expect(stored('zmanTevilahDegrees', '7.083')).toBe('7.083');
    expect(stored('priceShower', '36.50')).toBe('36.5');
    expect(refused('priceShower', '36.505')).toBe('Must have at most 2 decimal places.');
    expect(refused('priceShower', '-5')).toBe('Must be at least 0.');
    expect(refused('priceShower', '$36')).toBe('Must be a number.');
  });

  it('checks hours as 24-hour decimals no later than 23.99', () => {
    expect(stored('openUntilWinterHour', '22.5')).toBe('22.5');
    const hour = 'Must be an hour as a 24-hour decimal from 0 to 23.99, like 22.5 for 10:30 pm.';
    expect(refused('openUntilMaxHour', '24')).toBe(hour);
    expect(refused('openUntilMaxHour', '25')).toBe(hour);
    expect(refused('openUntilMaxHour', '-1')).toBe(hour);
    expect(refused('openUntilWinterHour', 'abc')).toBe(hour);
    expect(refused('openUntilWinterHour', '10:30 pm')).toBe(hour);
    expect(refused('openUntilWinterHour', '')).toBe(hour);
    expect(stored('dailyShutdownHour', '0')).toBe('0');
    expect(stored('openUntilMaxHour', '23.99')).toBe('23.99');
  });

  it('accepts True/False in any case and normalises them', () => {
    expect(stored('weeklyOpening', 'true')).toBe('True');
    expect(stored('weeklyOpening', ' FALSE ')).toBe('False');
    expect(refused('weeklyOpening', 'yes')).toBe('Must be True or False.');
  });

  it('checks the passcode, URLs, emails and phones', () => {
    expect(stored('roomAdminPasscode', '4321')).toBe('4321');
    expect(refused('roomAdminPasscode', '123')).toBe('Must be exactly 4 digits.');
    expect(refused('roomAdminPasscode', '12a4')).toBe('Must be exactly 4 digits.');
    expect(stored('websiteBannerImage', 'https://example.org/banner.png')).toBe(
      'https://example.org/banner.png',
    );
    expect(stored('websiteBannerImage', '')).toBe('');
    const url = 'Must be an entire URL, starting with https://, like https://example.org/page.';
    for (const bad of [
      'example.org/banner.png',
      'https://',
      'https://...',
      'https://example',
      'https://exa mple.org/',
      'https://-example.org/',
      'https://example.org:99999/',
      'ftp://example.org/banner.png',
      'javascript:alert(1)',
      'https://user@example.org/',
      '/banner.png',
    ]) {
      expect(refused('websiteBannerImage', bad), bad).toBe(url);
      expect(refused('websiteBannerDestinationUrl', bad), bad).toBe(url);
    }
    for (const good of [
      'https://example.org/banner.png?size=2#top',
      'https://www.example.co.il',
      'https://localhost:5173/x',
      'https://192.168.1.20/banner.png',
      'https://xn--4dbrk0ce.example/',
      // Plain http only for this computer, so a facility can try a banner locally.
      'http://127.0.0.1:3100/banner.png',
      'http://localhost/x',
      'HTTP://LOCALHOST:8080/x',
      'http://[::1]:3100/banner.png',
    ])
      expect(stored('websiteBannerDestinationUrl', good), good).toBe(good);
  });

  it('refuses plain http:// in every URL setting, except for this computer', () => {
    const https =
      'Must start with https://, a secure address; http:// is allowed only for this computer (localhost, 127.0.0.1 or [::1]).';
    const urlKeys = settingsCatalogue.filter((d) => d.type === 'url').map((d) => d.key);
    expect(urlKeys).toEqual(
      expect.arrayContaining([
        'websiteBannerImage',
        'websiteBannerDestinationUrl',
        'socialMediaUrl',
        'feedbackLink',
      ]),
    );
    for (const key of urlKeys) {
      for (const bad of [
        'http://example.org/banner.png',
        'http://www.example.co.il',
        'http://192.168.1.20/banner.png',
        'http://127.0.0.2/x',
        'http://localhost.example.org/x',
        'http://127.0.0.1.example.org/x',
      ])
        expect(refused(key, bad), `${key} ${bad}`).toBe(https);
      expect(stored(key, 'http://127.0.0.1:3100/banner.png'), key).toBe('http://127.0.0.1:3100/banner.png');
      expect(stored(key, 'https://example.org/x'), key).toBe('https://example.org/x');
      expect(stored(key, ''), key).toBe('');
    }
    const check = checkSettingValue('websiteBannerImage', 'http://example.org/b.png');
    expect(check.ok ? null : renderDomainMessage(check.message, 'he')).toBe(
      'הכתובת חייבת להתחיל ב־https://\u200e, כתובת מאובטחת; http://\u200e מותר רק למחשב הזה: localhost, 127.0.0.1 או \u200e[::1]\u200e.',
    );
    expect(refused('facilityEmail', 'info-at-example.org')).toBe(
      'Must be an email address, like name@example.org.',
    );
    expect(stored('facilityPhone', '+1 (310) 555-0123')).toBe('+1 (310) 555-0123');
    expect(refused('facilityPhone', '555')).toBe('Must be a phone number, like (323) 555-0100.');
  });

  it('checks time zones and normalises their spelling', () => {
    expect(stored('timeZone', 'america/new_york')).toBe('America/New_York');
    expect(refused('timeZone', 'Mars/Olympus_Mons')).toBe(
      'Must be a time zone name, like America/Los_Angeles.',
    );
  });

  it('checks country lists', () => {
    expect(stored('smsCountries', 'us, ca,IL,us')).toBe('US,CA,IL');
    expect(refused('smsCountries', '')).toBe('Must list at least one country code, like US,CA,IL.');
    expect(refused('smsCountries', 'US,XX')).toBe(
      'XX is not a two-letter country code; write them like US,CA,IL.',
    );
  });

  it('checks device addresses', () => {
    expect(stored('printerReceptionEast', '192.168.1.20:9100')).toBe('192.168.1.20:9100');
    expect(stored('dmxNodeAddress', 'lights.local')).toBe('lights.local');
    expect(stored('netMask', '255.255.255.0')).toBe('255.255.255.0');
    const message = 'Must be an address or host name, optionally with :port, like 192.168.1.20:9100.';
    expect(refused('printerReceptionEast', '300.1.1.1')).toBe(message);
    expect(refused('printerReceptionEast', 'printer:99999')).toBe(message);
    expect(refused('printerReceptionEast', 'http://printer')).toBe(message);
  });

  it('takes the door-lock server as a base URL and the lock system from its choices', () => {
    expect(stored('doorLockServerAddress', 'https://locks.example.org/tevila')).toBe(
      'https://locks.example.org/tevila',
    );
    expect(stored('doorLockServerAddress', 'http://127.0.0.1:8400')).toBe('http://127.0.0.1:8400');
    expect(refused('doorLockServerAddress', 'locks.local')).toMatch(/^Must be an entire URL/);
    expect(stored('doorLockSystem', ' HTTP ')).toBe('http');
    expect(refused('doorLockSystem', 'salto')).toBe('Must be one of: none, http, unifi-access.');
  });

  it('keeps one-line values on one line and bounds text', () => {
    expect(refused('facilityName', 'Two\nlines')).toBe('Must be a single line.');
    expect(stored('websiteHomePageMessage', 'One\r\nTwo')).toBe('One\nTwo');
    expect(refused('websiteHomePageMessage', 'x'.repeat(5001))).toBe('Must be at most 5000 characters.');
    expect(stored('stripeSecretKey', 'sk_test_123')).toBe('sk_test_123');
  });
});
