import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';

describe('home marketing sections', () => {
  it('counters, six rated testimonials, tabs, the distance picker and guide cards', async () => {
    renderApp({ path: '/', session: null });
    await screen.findByRole('heading', { level: 1 });
    const counters = screen.getByRole('region', { name: 'The mikvah in numbers' });
    expect(counters.textContent).toContain('28preparation rooms');
    expect(counters.textContent).toContain('4immersion pools');
    expect(counters.textContent).toContain('23ksquare feet');

    const testimonials = screen.getByRole('region', { name: 'In their words' });
    const ratings = within(testimonials).getAllByRole('img', { name: /out of 5 stars$/ });
    expect(ratings).toHaveLength(6);
    expect(ratings[0]!.getAttribute('aria-label')).toBe('5 out of 5 stars');

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['First visit', 'Brides', 'Every month']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    // The tabs' behaviour is wired in an effect once the page is drawn: the key works from then on
    // (pressed on the first tab, it always selects the second).
    await waitFor(() => {
      fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
      expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    });
    expect(screen.getByRole('tabpanel').textContent).toContain('For a kallah');

    expect(screen.getByRole('combobox', { name: 'Your neighbourhood' })).toBeTruthy();
    const guides = screen.getByRole('region', { name: 'Guides and reading' });
    const hrefs = within(guides)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/what-is-a-mikvah',
      '/cycle-of-sanctity',
      '/magnificent-new-mikvah',
      '/blog',
      '/kallah-tours',
      '/about',
    ]);
  });
});
