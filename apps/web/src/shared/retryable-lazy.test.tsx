import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { retryableLazy } from './retryable-lazy';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const mount = (Lazy: ReturnType<typeof retryableLazy<object>>) =>
  render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>
    </Boundary>,
  );

describe('retryableLazy', () => {
  it('tries a failed load again, where React.lazy would keep the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(new Error('the connection dropped'))
      .mockResolvedValue({ default: () => <p>arrived</p> });
    mount(retryableLazy(load));
    expect(await screen.findByText('arrived')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the failure while the code cannot arrive, and loads it afresh on the next mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<{ default: () => ReactNode }>>().mockRejectedValue(new Error('offline'));
    const Lazy = retryableLazy(load);
    const first = mount(Lazy);
    expect(await screen.findByText('failed')).toBeTruthy();
    first.unmount();

    load.mockResolvedValue({ default: () => <p>arrived</p> });
    mount(Lazy);
    expect(await screen.findByText('arrived')).toBeTruthy();
  });

  it('draws code that has arrived at once, and loads it only once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>page</p> }));
    const Lazy = retryableLazy(load);
    await Lazy.preload();
    mount(Lazy);
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
