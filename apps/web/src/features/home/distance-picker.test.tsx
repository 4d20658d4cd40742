import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { changeLanguage } from '../../i18n/setup';
import { DistancePicker } from './distance-picker';
import en from './home.en.json';
import he from './home.he.json';
import { DEFAULT_NEIGHBOURHOOD, NEIGHBOURHOODS } from './neighbourhoods';

describe('distance picker', () => {
  it('lists 12 neighbourhoods, nearest first, with the first (3 miles) chosen', async () => {
    renderWithProviders(<DistancePicker names={en.neighbourhoods} />);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Your neighbourhood' });
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    expect(options).toHaveLength(12);
    expect(options[0]!.textContent).toBe('Cedar Hill — 3 miles');
    expect(select.value).toBe(options[0]!.value);
    expect(DEFAULT_NEIGHBOURHOOD.miles).toBe(3);
    const miles = NEIGHBOURHOODS.map((n) => n.miles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(screen.getByText('3 miles')).toBeTruthy();
    expect(screen.getByText(/^from Cedar Hill: about 10 minutes/)).toBeTruthy();
  });

  it('choosing another neighbourhood shows its distance', async () => {
    renderWithProviders(<DistancePicker names={en.neighbourhoods} />);
    const select = await screen.findByRole('combobox', { name: 'Your neighbourhood' });
    fireEvent.change(select, { target: { value: 'pine-ridge' } });
    expect(screen.getByText('18 miles')).toBeTruthy();
    expect(screen.getByText(/^from Pine Ridge:/)).toBeTruthy();
  });

  it('in Hebrew the names and units are Hebrew', async () => {
    await changeLanguage('he');
    renderWithProviders(<DistancePicker names={he.neighbourhoods} />);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'השכונה שלך' });
    expect(within(select).getAllByRole('option')[0]!.textContent).toBe('סידר היל — 3 מייל');
  });
});
