import { fireEvent, screen } from '@testing-library/react';
import { attendantForm, nameForm } from '@tevila/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { changeLanguage } from '../../i18n/setup';
import { NameModal } from './name-modal';

/**
 * A section's, a cubicle's or an attendant's names, checked before they are sent as the server's
 * services check them (the contract's nameForm and attendantForm, decision 0034).
 */
describe('the name form', () => {
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

  it("refuses a section's name the server would, with its sentence, and saves nothing", async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <NameModal
        title="Add a section"
        fields={[{ name: 'name', label: 'Section', initial: '' }]}
        schema={nameForm}
        pending={false}
        error={null}
        onSave={onSave}
        onClose={vi.fn()}
      />,
    );
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Section is required.');
    expect(screen.getByRole('textbox', { name: 'Section' }).getAttribute('aria-invalid')).toBe('true');
    type('Section', 'East\twing');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Section must be on one line.');
    type('Section', 'x'.repeat(51));
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Section must be at most 50 characters long.',
    );
    expect(onSave).not.toHaveBeenCalled();
    type('Section', '  North  ');
    save();
    expect(onSave).toHaveBeenCalledWith({ name: 'North' });
  });

  it("says an attendant's missing name in the page's language", async () => {
    await changeLanguage('he');
    const onSave = vi.fn();
    renderWithProviders(
      <NameModal
        title="Add an attendant"
        fields={[
          { name: 'firstName', label: 'שם פרטי', initial: 'Dina' },
          { name: 'lastName', label: 'שם משפחה', initial: ' ' },
        ]}
        schema={attendantForm}
        pending={false}
        error={null}
        onSave={onSave}
        onClose={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect((await screen.findByRole('alert')).textContent).toBe('השדה שם משפחה הוא שדה חובה.');
    expect(screen.getByRole('textbox', { name: 'שם פרטי' }).getAttribute('aria-invalid')).not.toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });
});
