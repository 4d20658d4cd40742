import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderApp } from '../../../test/render';
import { socialTarget } from './social-redirect-page';

describe('/smmt', () => {
  it('goes home when no social-media URL is set', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/settings': [{ key: 'socialMediaUrl', value: '' }] })));
    const { router } = renderApp({ path: '/smmt', session: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('only follows an entire http(s) URL', () => {
    expect(socialTarget('https://instagram.com/mikvah')).toBe('https://instagram.com/mikvah');
    expect(socialTarget('javascript:alert(1)')).toBeNull();
    expect(socialTarget('instagram.com/mikvah')).toBeNull();
    expect(socialTarget('')).toBeNull();
  });
});
