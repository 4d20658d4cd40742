import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reservation, week } from '../../../../test/reserve-fixtures';
import { IslandTextsContext } from '../../../islands/island-texts';
import { loadFlow } from '../flow/flow-state';
import { prepareApp, showApp } from '../../../islands/app-scripts';
import { DateIsland, type DateIslandProps } from './date-island';

vi.mock('../../../islands/app-scripts', () => ({
  prefetchAppWhenIdle: vi.fn(),
  prepareApp: vi.fn(),
  showApp: vi.fn(() => Promise.resolve()),
}));

// The island is given its texts by the server; here each text is its key, so a test names the key.
const texts = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? key : undefined) });

const props = (overrides: Partial<DateIslandProps> = {}): DateIslandProps => ({
  days: week.slice(0, 6),
  kallahPrices: Object.fromEntries(week.map((day) => [day.date, 120])),
  kallahRefused: false,
  showList: false,
  current: null,
  office: { phone: '(323) 555-0100', phoneHref: 'tel:3235550100' },
  language: 'en',
  start: { type: 'startNew', last: null },
  ...overrides,
});

const draw = (overrides: Partial<DateIslandProps> = {}) =>
  render(
    <IslandTextsContext.Provider value={texts}>
      <DateIsland {...props(overrides)} />
    </IslandTextsContext.Provider>,
  );

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.mocked(prepareApp).mockClear();
  vi.mocked(showApp).mockClear();
});

describe('the date step painted as an island (decision 0068)', () => {
  it('keeps the night she chose in this tab, readies the app, and goes on to the options it draws', () => {
    draw();
    const next = screen.getByRole('button', { name: 'reserve.continue' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(window.location.search).toBe('');
    expect(prepareApp).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { pressed: false })[1]!);
    // A night chosen: her history entry is the date step of the flow, as the app marks it, and the
    // app that draws the options gets ready behind the page.
    expect(window.location.search).toBe('?view=reserve-date');
    expect(prepareApp).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('switch', { name: 'reserve.date.kallah' }));
    expect(loadFlow()).toMatchObject({ mode: 'new', date: week[1]!.date, roomType: 'kallah' });
    fireEvent.click(next);
    expect(showApp).toHaveBeenCalledExactlyOnceWith('?view=reserve-options');
    // On its way: said on the button, and a second tap goes nowhere else.
    expect(next.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(next);
    expect(showApp).toHaveBeenCalledOnce();
  });

  it('says why a closed night cannot be chosen, and keeps the Kallah room from a returning patron', () => {
    draw({ kallahRefused: true, showList: true });
    fireEvent.click(screen.getByRole('button', { name: /reserve\.date\.closed/ }));
    expect(screen.getByRole('alert').textContent).toBe('reserve.date.reserveDateClosed');
    fireEvent.click(screen.getByRole('switch', { name: 'reserve.date.kallah' }));
    expect(screen.getAllByRole('alert').at(-1)?.textContent).toBe('reserve.date.kallahRefused');
    expect(loadFlow().roomType).not.toBe('kallah');
    fireEvent.click(screen.getByRole('button', { name: 'reserve.listHeading' }));
    expect(showApp).toHaveBeenCalledWith('?view=reserve-start');
  });

  it('starts from her last booking: its room chosen again', () => {
    draw({
      start: {
        type: 'startNew',
        last: reservation({ id: 'old', bath: true, roomType: 'bath', parking: true }),
      },
    });
    expect(loadFlow()).toMatchObject({ mode: 'new', roomType: 'bath', parking: true });
  });
});
