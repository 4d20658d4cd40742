import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { languageContent } from './language-chunk';
import { changeLanguage } from './setup';

function contentFor(fail = false) {
  const loads = { en: 0, he: 0 };
  let failures = fail ? 1 : 0;
  const content = languageContent<{ greeting: string }>('features/test/greeting', {
    en: () => {
      loads.en += 1;
      if (failures-- > 0) return Promise.reject(new Error('offline'));
      return Promise.resolve({ default: { greeting: 'Welcome' } });
    },
    he: () => {
      loads.he += 1;
      return Promise.resolve({ default: { greeting: 'ברוכה הבאה' } });
    },
  });
  function Greeting() {
    return <p>{content.useContent().greeting}</p>;
  }
  return { content, loads, Greeting };
}

describe('words in a chunk per language', () => {
  it('are named as the build manifest names the module of each language', () => {
    const { content } = contentFor();
    expect(content.source('en')).toBe('src/features/test/greeting.en.json');
    expect(content.source('he')).toBe('src/features/test/greeting.he.json');
  });

  it('load the reader’s language only, once, and show at once when preloaded', async () => {
    await changeLanguage('en');
    const { content, loads, Greeting } = contentFor();
    await content.preload('en');
    await content.preload('en');
    expect(loads).toEqual({ en: 1, he: 0 });
    // Preloaded: drawn in the first render, no fallback (a painted page hydrates as it is).
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('Welcome')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('wait for a language not loaded yet, then show it', async () => {
    await changeLanguage('he');
    const { loads, Greeting } = contentFor();
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Greeting />
        </Suspense>,
      );
    });
    expect(await screen.findByText('ברוכה הבאה')).toBeTruthy();
    expect(loads).toEqual({ en: 0, he: 1 });
    await act(() => changeLanguage('en'));
  });

  it('try again after a failed download', async () => {
    const { content, loads } = contentFor(true);
    const failed = vi.fn();
    await content.preload('en').catch(failed);
    expect(failed).toHaveBeenCalledOnce();
    await expect(content.preload('en')).resolves.toEqual({ greeting: 'Welcome' });
    expect(loads.en).toBe(2);
  });
});
