import { describe, expect, it } from 'vitest';
import { coordinatesFrom, embedUrl, openUrl } from './map-links';

describe('the facility map links', () => {
  it('reads the settings only when both are real coordinates', () => {
    expect(coordinatesFrom('34.0522', '-118.2437')).toEqual({ lat: 34.0522, lon: -118.2437 });
    expect(coordinatesFrom('', '-118.2437')).toBeNull();
    expect(coordinatesFrom('north', '1')).toBeNull();
    expect(coordinatesFrom('91', '1')).toBeNull();
    expect(coordinatesFrom(undefined, undefined)).toBeNull();
  });

  it('embeds OpenStreetMap around the point, with a marker', () => {
    const url = new URL(embedUrl({ lat: 34.0522, lon: -118.2437 }));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.pathname).toBe('/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('-118.24970,34.04820,-118.23770,34.05620');
    expect(url.searchParams.get('marker')).toBe('34.05220,-118.24370');
  });

  it('opens the map at the point, or searches the address when there is none', () => {
    expect(openUrl({ lat: 31.778, lon: 35.2354 }, 'x')).toBe(
      'https://www.openstreetmap.org/?mlat=31.77800&mlon=35.23540#map=17/31.77800/35.23540',
    );
    expect(openUrl(null, '123 Main Street\nLos Angeles, CA')).toBe(
      'https://www.openstreetmap.org/search?query=123%20Main%20Street%20Los%20Angeles%2C%20CA',
    );
    expect(openUrl(null, '  ')).toBeNull();
  });
});
