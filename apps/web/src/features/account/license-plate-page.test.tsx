import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlateSubmission, User } from '@tevila/contract';
import { MAX_IMAGE_BYTES } from '@tevila/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plateReceived, plateSubmission, user } from '../../../test/account-fixtures';
import { fakeApi, json } from '../../../test/fake-api';
import { patron, renderApp } from '../../../test/render';
import { i18n } from '../../i18n/setup';
import en from '../../i18n/account/en.json';
import { imageCandidates } from './license-plate-rules';

vi.setConfig({ testTimeout: 40_000 });

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name = 'license.png') => new File([Uint8Array.from(PNG_HEAD)], name, { type: 'image/png' });
const jpeg = (name = 'registration.jpg') =>
  new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])], name, { type: 'image/jpeg' });
/** A Windows program under an image's name and type. */
const disguised = () =>
  new File([Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3])], 'license.jpg', { type: 'image/jpeg' });

describe('license plate upload rules in the browser (docs/product/booking.md §5)', () => {
  it('judges files by their bytes and size, never by their names', async () => {
    const huge = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(await imageCandidates([png(), jpeg(), disguised(), huge])).toEqual([
      { size: 12, kind: 'png' },
      { size: 6, kind: 'jpg' },
      { size: 5, kind: null },
      { size: MAX_IMAGE_BYTES + 1, kind: null },
    ]);
  });
});

describe('/license-plate', () => {
  // jsdom makes no object URLs: each chosen image gets a numbered one, and what is revoked is recorded.
  let made: string[] = [];
  let revoked: string[] = [];
  beforeEach(() => {
    made = [];
    revoked = [];
    URL.createObjectURL = vi.fn(() => {
      made.push(`blob:preview-${made.length + 1}`);
      return made.at(-1)!;
    });
    // Only this page's previews: a file before it on the shared page may still give back its own.
    URL.revokeObjectURL = vi.fn((url: string) => void (url.startsWith('blob:preview-') && revoked.push(url)));
  });
  afterEach(() => {
    // Every preview made is given back once the page is gone.
    cleanup();
    expect(revoked.slice().sort()).toEqual(made.slice().sort());
  });

  function setUp(plates: Partial<User>, submissions: Partial<PlateSubmission>[] = []) {
    let sent: FormData | null = null;
    const api = fakeApi({
      'GET /api/api/settings': () => json([{ key: 'timeZone', value: 'Asia/Jerusalem' }]),
      'GET /api/api/users/7': () => json(user(plates)),
      'GET /api/api/users/7/LicenseAndRegistration': () => json(submissions.map(plateSubmission)),
      'POST /api/api/users/7/LicenseAndRegistration': () => json(plateReceived()),
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) sent = init.body;
      return api.fetch(input, init);
    });
    renderApp({ path: '/license-plate', session: patron });
    return { api, sent: () => sent };
  }

  const choose = (label: string, file: File) =>
    fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

  it('shows her plates awaiting review, refuses a single image, then sends both and thanks her', async () => {
    const { api, sent } = setUp({ plateNumber: '7ABC123|8XYZ-99', plateApproved: false }, [
      { id: 's0', status: 'pending', createdAt: '2026-12-01T10:00:00.000Z' },
    ]);
    const list = await screen.findByRole('list', { name: 'Your license plates' }, { timeout: 15_000 });
    // Her plates come with her record; that they await review, with her documents, read apart.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['7ABC123Awaiting review', '8XYZ-99Awaiting review']),
    );
    expect(await screen.findByText('Your documents were received and are awaiting review.')).toBeTruthy();
    // Sent at 10:00 UTC: noon on the facility's clock (Jerusalem here), whatever the device's zone.
    expect(await screen.findByText(/^Sent Dec 1, 2026, 12:00\sPM$/)).toBeTruthy();
    expect(screen.getByText(en.licensePlatePage.review)).toBeTruthy();

    // Each image is a real, labelled file input for JPG and PNG, drawn as a card that says what to do.
    const licenseInput = screen.getByLabelText<HTMLInputElement>("Driver's license");
    expect([licenseInput.type, licenseInput.accept]).toEqual(['file', 'image/jpeg,image/png']);
    expect(screen.getAllByText('Choose a photo')).toHaveLength(2);
    expect(screen.getAllByText('No photo chosen yet')).toHaveLength(2);

    choose("Driver's license", png());
    // Before anything is sent: the preview, the file's name and size, and a way to replace it.
    const preview = await screen.findByRole('img', { name: "Preview: Driver's license" });
    expect(preview.getAttribute('src')).toBe('blob:preview-1');
    const described = (licenseInput.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('license.png12 byte');
    expect(described).toContain(en.licensePlatePage.filesHint);
    expect(screen.getByText('Replace photo')).toBeTruthy();
    choose("Driver's license", png('license-2.png'));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: "Preview: Driver's license" }).getAttribute('src')).toBe(
        'blob:preview-2',
      ),
    );
    expect(revoked).toEqual(['blob:preview-1']);
    expect(screen.getByText('license-2.png')).toBeTruthy();
    choose("Driver's license", png());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please make sure to upload both your license and registration.',
    );
    expect(api.callsTo('POST', '/api/api/users/7/LicenseAndRegistration')).toHaveLength(0);

    choose('Vehicle registration', jpeg());
    fireEvent.change(screen.getByRole('textbox', { name: 'Email (optional)' }), {
      target: { value: 'dina@example.com' },
    });
    const add = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Add as additional plate' });
    expect(add.checked).toBe(true);
    fireEvent.click(add);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you. We received your documents.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(en.licensePlatePage.review);
    const form = sent();
    expect(form).not.toBeNull();
    expect((form?.get('image0') as File).name).toBe('license.png');
    expect((form?.get('image1') as File).name).toBe('registration.jpg');
    expect(form?.get('email')).toBe('dina@example.com');
    expect(form?.get('add_replace')).toBe('replace');
  });

  it("refuses what the server would, with the server's sentence in her language, and sends nothing", async () => {
    await i18n.changeLanguage('he');
    const { api } = setUp({});
    const submit = await screen.findByRole('button', { name: 'שליחה' }, { timeout: 15_000 });
    choose('רישיון נהיגה', disguised());
    choose('רישיון רכב', jpeg());
    fireEvent.change(screen.getByRole('textbox', { name: 'דוא״ל (לא חובה)' }), {
      target: { value: 'dina@' },
    });
    fireEvent.click(submit);
    // The images' rule first, as the server judges them.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'יש להעלות את רישיון הנהיגה ואת רישיון הרכב כתמונות JPG או PNG.',
    );
    choose('רישיון נהיגה', png());
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('יש להזין כתובת דוא״ל תקינה.'));
    expect(api.callsTo('POST', '/api/api/users/7/LicenseAndRegistration')).toEqual([]);
  });

  it('once approved: her plates and her documents say so, and nothing says awaiting review', async () => {
    setUp({ plateNumber: '7ABC123', plateApproved: true }, [
      { id: 's0', status: 'approved', createdAt: '2026-12-01T10:00:00.000Z' },
    ]);
    const list = await screen.findByRole('list', { name: 'Your license plates' }, { timeout: 15_000 });
    expect(within(list).getByRole('listitem').textContent).toBe('7ABC123Approved');
    expect(await screen.findByText(en.licensePlatePage.approvedNotice)).toBeTruthy();
    expect(screen.queryByText(/awaiting review/i)).toBeNull();
    // She may still send documents for another car.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('a second car awaiting review leaves her first plate approved', async () => {
    setUp({ plateNumber: '7ABC123', plateApproved: true }, [
      { id: 's1', status: 'pending', createdAt: '2026-12-02T10:00:00.000Z' },
      { id: 's0', status: 'approved', createdAt: '2026-12-01T10:00:00.000Z' },
    ]);
    const list = await screen.findByRole('list', { name: 'Your license plates' }, { timeout: 15_000 });
    expect(within(list).getByRole('listitem').textContent).toBe('7ABC123Approved');
    expect(await screen.findByText(en.licensePlatePage.pending)).toBeTruthy();
    // On the facility's clock, which comes with the settings, read apart from her documents.
    expect(await screen.findByText(/^Sent Dec 2, 2026, 12:00\sPM$/)).toBeTruthy();
  });

  it('refused documents: asks her to send them again, with the time she sent them', async () => {
    setUp({ plateNumber: null, plateApproved: false }, [
      { id: 's0', status: 'rejected', createdAt: '2026-12-01T22:30:00.000Z' },
    ]);
    expect(await screen.findByText(en.licensePlatePage.refused, {}, { timeout: 15_000 })).toBeTruthy();
    // 22:30 UTC is already the next day in Jerusalem (the facility's zone, from the settings).
    expect(await screen.findByText(/^Sent Dec 2, 2026, 12:30\sAM$/)).toBeTruthy();
    expect(screen.queryByText(/awaiting review/i)).toBeNull();
  });

  it('without plates: says so, hides the checkbox, and shows a server refusal in a red alert', async () => {
    const api = fakeApi({
      'GET /api/api/users/7': () => json(user()),
      'GET /api/api/users/7/LicenseAndRegistration': () => json([]),
      'POST /api/api/users/7/LicenseAndRegistration': () =>
        json(
          { success: false, errorMessage: 'You have sent 10 uploads in the last hour.', result: null },
          429,
        ),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/license-plate', session: patron });
    expect(
      await screen.findByText('You have no saved license plates yet.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    // docs/product/booking.md §2: the checkbox is part of the page, with or without saved plates.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Add as additional plate' }).checked).toBe(
      true,
    );
    choose("Driver's license", png());
    choose('Vehicle registration', jpeg());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You have sent 10 uploads in the last hour.'),
    );
  });
});
