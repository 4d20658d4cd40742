import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { changeLanguage } from '../../i18n/setup';
import { aboutContent } from './content/about';
import { blogContent } from './content/blog-posts';
import { cycleOfSanctityContent } from './content/cycle-of-sanctity';
import { magnificentNewMikvahContent } from './content/magnificent-new-mikvah';
import { whatIsAMikvahContent } from './content/what-is-a-mikvah';

// The words are here before the page draws, as the route's preload brings them with its code: a page
// that waited for them inside the render's act() would not be drawn again.
beforeAll(() =>
  Promise.all(
    [
      aboutContent,
      blogContent,
      cycleOfSanctityContent,
      magnificentNewMikvahContent,
      whatIsAMikvahContent,
    ].flatMap((content) => [content.preload('en'), content.preload('he')]),
  ),
);

/** Heading levels in document order: no level is skipped on the way down. */
function headingLevels(): number[] {
  return [...document.querySelectorAll('main h1, main h2, main h3, main h4')].map((h) =>
    Number(h.tagName[1]),
  );
}

function expectHeadingsInOrder() {
  const levels = headingLevels();
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
  });
}

describe('information pages', () => {
  for (const [path, title] of [
    ['/about', 'About Us'],
    ['/what-is-a-mikvah', 'What Is a Mikvah?'],
    ['/magnificent-new-mikvah', 'Our Magnificent New Mikvah'],
    ['/cycle-of-sanctity', 'The Cycle of Sanctity'],
  ] as const) {
    it(`${path}: its heading, sections in order and links to the others`, async () => {
      renderApp({ path, session: null });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
      expectHeadingsInOrder();
      const more = screen.getByRole('navigation', { name: 'Read more' });
      expect(within(more).queryByRole('link', { name: title })).toBeNull();
      expect(within(more).getAllByRole('link')).toHaveLength(4);
    });
  }

  it('in Hebrew the article is Hebrew', async () => {
    await changeLanguage('he');
    renderApp({ path: '/what-is-a-mikvah', session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'מהו מקווה?' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'מים חיים' })).toBeTruthy();
  });
});

describe('blog', () => {
  it('lists three posts; a post opens within /blog and leads back', async () => {
    const { router } = renderApp({ path: '/blog', session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 2 });
    expect(titles).toHaveLength(3);
    fireEvent.click(within(titles[1]!).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Visit Stays Yours' })).toBeTruthy();
    expect(router.state.location.search).toBe('?post=your-visit-stays-yours');
    fireEvent.click(screen.getByRole('link', { name: 'All posts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
  });

  it('the preparation post has its checklists in an accordion', async () => {
    renderApp({ path: '/blog?post=preparing-for-immersion', session: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preparing for Immersion: A Gentle Checklist' }),
    ).toBeTruthy();
    expectHeadingsInOrder();
    const first = screen.getByRole('button', { name: 'In the days before' });
    const onTheDay = screen.getByRole('button', { name: 'On the day' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(onTheDay.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(onTheDay);
    await waitFor(() => expect(onTheDay.getAttribute('aria-expanded')).toBe('true'));
    const box = await screen.findByRole('checkbox', {
      name: 'Remove nail polish, make-up and any false lashes.',
    });
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('an unknown post shows the list with a notice', async () => {
    renderApp({ path: '/blog?post=nope', session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('could not be found');
  });
});
