/**
 * The facility on OpenStreetMap. Nothing here is requested until she asks: the embed only when she
 * presses "Show map", the map page only when she follows the link.
 */
export interface Coordinates {
  lat: number;
  lon: number;
}

const OSM = 'https://www.openstreetmap.org';

/** The settings' locationLat / locationLong when both are real coordinates. */
export function coordinatesFrom(lat: string | undefined, lon: string | undefined): Coordinates | null {
  if (!lat?.trim() || !lon?.trim()) return null;
  const la = Number(lat);
  const lo = Number(lon);
  if (!Number.isFinite(la) || !Number.isFinite(lo) || Math.abs(la) > 90 || Math.abs(lo) > 180) return null;
  return { lat: la, lon: lo };
}

const fixed = (n: number) => n.toFixed(5);

/** The embeddable map around the point, with a marker on it (a few streets each way). */
export function embedUrl({ lat, lon }: Coordinates): string {
  const bbox = [lon - 0.006, lat - 0.004, lon + 0.006, lat + 0.004].map(fixed).join(',');
  return `${OSM}/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(
    `${fixed(lat)},${fixed(lon)}`,
  )}`;
}

/** The full map page: at the point when it is known, else a search for the address. */
export function openUrl(point: Coordinates | null, address: string): string | null {
  if (point) {
    const lat = fixed(point.lat);
    const lon = fixed(point.lon);
    return `${OSM}/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  const query = address.replace(/\s+/g, ' ').trim();
  return query ? `${OSM}/search?query=${encodeURIComponent(query)}` : null;
}
