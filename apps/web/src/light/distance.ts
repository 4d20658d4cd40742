/**
 * "Show the nearest first" on tonight's mikvaot: asks the browser for her location, works out each
 * mikvah's distance here (the location is never sent anywhere), writes it under each name and puts
 * the list in order, nearest first. The button names its list (`data-list`) and its words
 * (`data-away` with {km}, `data-sorted`, `data-refused`); the status it describes says what happened.
 */
export function enhanceDistance(button: HTMLElement): () => void {
  const status = () => document.getElementById(button.getAttribute('aria-describedby') ?? '');
  const say = (text: string) => {
    const element = status();
    if (element) element.textContent = text;
  };
  const onClick = () => {
    const list = document.getElementById(button.dataset.list ?? '');
    if (!list || !('geolocation' in navigator)) {
      say(button.dataset.refused ?? '');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { lat: position.coords.latitude, lng: position.coords.longitude };
        const items = [...list.children].filter((c): c is HTMLElement => c instanceof HTMLElement);
        const measured = items.map((item) => {
          const km = kilometres(here, { lat: Number(item.dataset.lat), lng: Number(item.dataset.lng) });
          const line = item.querySelector<HTMLElement>('[data-distance]');
          if (line) {
            line.textContent = (button.dataset.away ?? '{km}').replace('{km}', formatKm(km));
            line.hidden = false;
          }
          return { item, km };
        });
        measured.sort((a, b) => a.km - b.km);
        for (const { item } of measured) list.append(item);
        say(button.dataset.sorted ?? '');
      },
      () => say(button.dataset.refused ?? ''),
      { maximumAge: 300_000, timeout: 15_000 },
    );
  };
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}

/** The great-circle distance between two points, in kilometres (haversine, the Earth as a sphere). */
export function kilometres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Tenths under 10 km, whole kilometres beyond. */
const formatKm = (km: number) => (km < 10 ? km.toFixed(1) : String(Math.round(km)));
