import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { createInstallPromptStore } from './install-prompt';
import { InstallMenuItem } from './install-menu-item';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function useUserAgent(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

afterEach(() => vi.restoreAllMocks());

const renderItem = (store = createInstallPromptStore(new EventTarget()), onOpen = vi.fn()) => {
  renderWithProviders(
    <ul>
      <InstallMenuItem store={store} onOpen={onOpen} />
    </ul>,
  );
  return { store, onOpen };
};

describe('Add to Home Screen menu item', () => {
  it('on iOS (no install event) opens the Share → Add to Home Screen steps', async () => {
    useUserAgent(iphone);
    renderItem();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Home Screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Home Screen' });
    expect(within(dialog).getByText("Tap the Share button in Safari's toolbar.")).toBeTruthy();
    expect(within(dialog).getByText('Scroll down and tap "Add to Home Screen".')).toBeTruthy();
  });

  it('when the browser offers its prompt, the item shows it (and no dialog of ours)', async () => {
    const target = new EventTarget();
    const store = createInstallPromptStore(target);
    const { onOpen } = renderItem(store);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(() => Promise.resolve()),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      target.dispatchEvent(event);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to Home Screen' }));
      await Promise.resolve();
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('elsewhere, without a prompt, explains the browser menu, once the menu holding it has closed', async () => {
    const { onOpen } = renderItem();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Home Screen' }));
    // The mobile drawer is the browser's modal dialog: a dialog opened over it would sit behind it.
    expect(onOpen).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Add to Home Screen' });
    expect(within(dialog).getByText("Open your browser's menu.")).toBeTruthy();
  });

  it('is hidden once the app is installed', () => {
    const target = new EventTarget();
    const store = createInstallPromptStore(target);
    renderItem(store);
    expect(screen.getByRole('button', { name: 'Add to Home Screen' })).toBeTruthy();
    act(() => {
      target.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Add to Home Screen' })).toBeNull();
  });
});
