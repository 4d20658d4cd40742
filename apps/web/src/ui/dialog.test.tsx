import { Modal } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Dialog } from './dialog';

/** A page with an opener; the dialog is rendered closed, or mounted only while open. */
function Harness({ mountWhileOpen = false, removeOpener = false }) {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  const close = () => {
    setOpen(false);
    if (removeOpener) setOpenerShown(false);
  };
  const dialog = (
    <Dialog opened={open} onClose={close} title="Add a room">
      <input aria-label="Number" />
    </Dialog>
  );
  return (
    <main>
      <h1>Rooms</h1>
      {openerShown ? (
        <button type="button" onClick={() => setOpen(true)}>
          Add room
        </button>
      ) : null}
      <button type="button" onClick={() => setOpenerShown(false)}>
        Remove the opener
      </button>
      {mountWhileOpen ? (open ? dialog : null) : dialog}
    </main>
  );
}

async function openFromKeyboard() {
  const opener = screen.getByRole('button', { name: 'Add room' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Add a room' }) };
}

describe('a dialog gives focus back when it closes', () => {
  it('to the control that opened it', async () => {
    renderWithProviders(<Harness />);
    const { opener, dialog } = await openFromKeyboard();
    within(dialog).getByRole('textbox', { name: 'Number' }).focus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('also when it is mounted already open and unmounted on closing', async () => {
    renderWithProviders(<Harness mountWhileOpen />);
    const { opener, dialog } = await openFromKeyboard();
    within(dialog).getByRole('textbox', { name: 'Number' }).focus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('to the page heading when the action removed the opener', async () => {
    renderWithProviders(<Harness removeOpener />);
    const { dialog } = await openFromKeyboard();
    within(dialog).getByRole('textbox', { name: 'Number' }).focus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const heading = screen.getByRole('heading', { name: 'Rooms' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('to the page heading when the opener goes only after focus came back to it', async () => {
    renderWithProviders(<Harness />);
    const { opener, dialog } = await openFromKeyboard();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
    // The list is fetched again and the row of what was removed goes, with focus still on it
    // (a click event alone does not move focus).
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove the opener' }));
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Rooms' })));
  });

  it('to where the page asked, when given', async () => {
    function WithTarget() {
      const [open, setOpen] = useState(false);
      const [done, setDone] = useState(false);
      return (
        <main>
          <h1>Payment Methods</h1>
          <h2 id="cards">Saved cards</h2>
          {done ? null : (
            <button type="button" onClick={() => setOpen(true)}>
              Add room
            </button>
          )}
          <Dialog
            opened={open}
            onClose={() => {
              setOpen(false);
              setDone(true);
            }}
            title="Add a room"
            returnFocusTo={() => document.getElementById('cards')}
          >
            <p>Text</p>
          </Dialog>
        </main>
      );
    }
    renderWithProviders(<WithTarget />);
    const { dialog } = await openFromKeyboard();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('cards'));
  });
});

describe('no dialog adds a banner landmark', () => {
  it('neither the shared dialog nor a Mantine modal used directly has a <header>', async () => {
    renderWithProviders(
      <>
        <Dialog opened onClose={() => undefined} title="Shared">
          <p>One</p>
        </Dialog>
        <Modal opened onClose={() => undefined} title="Direct">
          <p>Two</p>
        </Modal>
      </>,
    );
    const dialogs = await screen.findAllByRole('dialog');
    expect(dialogs).toHaveLength(2);
    for (const dialog of dialogs) {
      expect(dialog.querySelector('header')).toBeNull();
      expect(within(dialog).queryByRole('banner')).toBeNull();
    }
  });
});
