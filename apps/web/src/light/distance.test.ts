import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyBehaviours } from './behaviours';
import { kilometres } from './distance';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const markup = `
  <button id="near" data-behaviour="distance" data-list="list" data-away="{km} km away"
    data-sorted="Sorted." data-refused="No location." aria-describedby="status">Nearest first</button>
  <span id="status" role="status"></span>
  <ol id="list">
    <li id="far" data-lat="40.7128" data-lng="-74.006"><h2>New York</h2><p data-distance hidden></p></li>
    <li id="near-one" data-lat="34.0522" data-lng="-118.2437"><h2>Los Angeles</h2><p data-distance hidden></p></li>
  </ol>`;

/** The browser's geolocation, answering with `at` or refusing. */
function geolocation(at: { latitude: number; longitude: number } | null) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        at === null
          ? fail({ code: 1 } as GeolocationPositionError)
          : ok({ coords: at } as GeolocationPosition),
    },
  });
}

describe("tonight's mikvaot, nearest first", () => {
  it('works out the distance on a sphere of the Earth', () => {
    expect(kilometres({ lat: 34.0522, lng: -118.2437 }, { lat: 40.7128, lng: -74.006 })).toBeCloseTo(
      3936,
      -1,
    );
    expect(kilometres({ lat: 31.7683, lng: 35.2137 }, { lat: 31.7683, lng: 35.2137 })).toBe(0);
  });

  it('writes each distance, puts the nearest first and says so, the location kept on the page', async () => {
    geolocation({ latitude: 34.06, longitude: -118.25 });
    document.body.innerHTML = markup;
    applyBehaviours(document);
    // The behaviour is fetched on the page that has it.
    await vi.dynamicImportSettled();
    fireEvent.click(document.getElementById('near')!);
    expect([...document.getElementById('list')!.children].map((c) => c.id)).toEqual(['near-one', 'far']);
    const line = document.querySelector<HTMLElement>('#near-one [data-distance]')!;
    expect(line.hidden).toBe(false);
    expect(line.textContent).toBe('1.0 km away');
    expect(document.querySelector('#far [data-distance]')!.textContent).toBe('3936 km away');
    expect(document.getElementById('status')!.textContent).toBe('Sorted.');
  });

  it('leaves the list as it was, and says why, when the location is refused', async () => {
    geolocation(null);
    document.body.innerHTML = markup;
    applyBehaviours(document);
    // The behaviour is fetched on the page that has it.
    await vi.dynamicImportSettled();
    fireEvent.click(document.getElementById('near')!);
    expect([...document.getElementById('list')!.children].map((c) => c.id)).toEqual(['far', 'near-one']);
    expect(document.getElementById('status')!.textContent).toBe('No location.');
  });
});
