import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import {
  adminTokenAnswer,
  apiCredentials,
  expectNoSeriousViolations,
  openAsAdmin,
  ownPhone,
  passwordToken,
  watchErrors,
} from './support';
import { JPEG, PNG } from './images';

/*
 * The people screens against the real server (docs/product/site-and-staff.md §2, §5): a patron uploads her license and
 * registration; an administrator finds her by the last 4 digits of her phone, sees the images, sets two
 * plates and lets her open the garage gates, and her user page shows both. The payments report shows a
 * range and downloads as CSV, and refuses a backward range in the server's words. The audit log shows
 * an administrator's own sign-in and downloads it. One page in Hebrew.
 */

test('an administrator approves her plates from her documents, opens the gates to her, and her page shows both', async ({
  page,
  request,
}, testInfo) => {
  const watched = watchErrors(page);
  const patron = ownPhone('adminPeople', testInfo.project.name, 0);
  const her = await passwordToken(request, await apiCredentials(request, patron.e164));
  const uploaded = await request.post(`/api/api/users/${her.userId}/LicenseAndRegistration`, {
    headers: { Authorization: `Bearer ${her.access_token}` },
    multipart: {
      image0: { name: 'license.png', mimeType: 'image/png', buffer: PNG },
      image1: { name: 'registration.jpg', mimeType: 'image/jpeg', buffer: JPEG },
      add_replace: 'add',
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  await openAsAdmin(page, request, testInfo.project.name, '/admin/license-plate');
  await expect(page.getByRole('heading', { level: 1, name: 'Add License Plates' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Phone number' });

  await search.fill('98769876');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('User not found.');

  await search.fill(patron.e164.slice(-4));
  const results = page.getByRole('list', { name: 'Users found' });
  await results.getByRole('button', { name: `Choose ${patron.e164}`, exact: true }).click();
  for (const name of [`Driver's license of ${patron.e164}`, `Vehicle registration of ${patron.e164}`]) {
    const image = page.getByRole('img', { name, exact: true });
    await expect(image).toBeVisible();
    // Loaded with the token as a blob: the picture really decoded.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  }
  await expect(
    page.getByRole('region', { name: 'License and registration' }).getByText(/· Awaiting review ·/),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('textbox', { name: 'License plates' }).fill('7abc123\n8XYZ999');
  await page.getByRole('button', { name: 'Approve Plates' }).click();
  await expect(page.getByText('Plates: 7ABC123, 8XYZ999 (approved)')).toBeVisible();
  // Her documents were approved with her plates.
  await expect(
    page.getByRole('region', { name: 'License and registration' }).getByText(/· Approved ·/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Grant Gate Access' }).click();
  await expect(page.getByText('She may open the garage gates (OpenGarageGate).')).toBeVisible();
  const stored = await request.get(`/api/api/users/${her.userId}`, {
    headers: { Authorization: `Bearer ${her.access_token}` },
  });
  expect(await stored.json()).toMatchObject({ plateNumber: '7ABC123|8XYZ999', plateApproved: true });

  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const gates = page.getByRole('list', { name: 'Garage gates' });
  await gates.getByRole('link', { name: patron.e164, exact: true }).click();
  await expect(page).toHaveURL(`/admin/users/${her.userId}`);
  await expect(page.getByText('7ABC123, 8XYZ999 (approved)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove the role Garage gates' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Grant the role Administrator' })).toBeVisible();
  await expect(page.getByText('She has no reservations.')).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(watched.errors, 'console errors').toEqual([]);
});

test('the payments report shows this month, downloads it as CSV and refuses a backward range verbatim', async ({
  page,
  request,
}, testInfo) => {
  const watched = watchErrors(page);
  await openAsAdmin(page, request, testInfo.project.name, '/admin/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments Report' })).toBeVisible();
  const totals = page.getByRole('table', { name: 'Totals by method' });
  await expect(totals).toBeVisible();
  await expect(totals.getByRole('row', { name: /^Total/ })).toBeVisible();
  const from = await page.getByLabel('From').inputValue();
  const to = await page.getByLabel('To').inputValue();
  expect(from).toMatch(/^\d{4}-\d{2}-01$/);
  await expectNoSeriousViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`payments-${from}-${to}.csv`);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.split('\n')[0]).toMatch(/,/);

  watched.allowRefusals = true;
  await page.getByLabel('From').fill(to);
  await page.getByLabel('To').fill(from);
  await page.getByRole('button', { name: 'Show' }).click();
  const refusal = await request.get(`/api/api/payments/report?from=${to}&to=${from}`, {
    headers: {
      Authorization: `Bearer ${(await adminTokenAnswer(request, testInfo.project.name)).access_token}`,
    },
  });
  expect(refusal.status()).toBe(400);
  const { Message } = (await refusal.json()) as { Message: string };
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(Message);
  watched.allowRefusals = false;
  expect(watched.errors, 'console errors').toEqual([]);
});

test('the audit log shows her own sign-in, filtered by person and action, and downloads the same as CSV', async ({
  page,
  request,
}, testInfo) => {
  const watched = watchErrors(page);
  const admin = await openAsAdmin(page, request, testInfo.project.name, '/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log entries, newest first' });
  await expect(table).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^Entries 1–\d+ of \d+$/);
  await expectNoSeriousViolations(page);

  // The e2e server signs staff in without a second step: the sign-in is audited by itself.
  await page.getByLabel('Person').fill(`+${admin.userName}`);
  await page.getByLabel('Action').selectOption({ label: 'Staff sign-in' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]action=account\.signin(&|$)/);
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('Staff sign-in');
  await expect(first.getByRole('link', { name: `+${admin.userName}` })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit.csv');
  const lines = readFileSync(await file.path(), 'utf8').split('\r\n');
  expect(lines[0]).toBe('ID,Time,User ID,User name,Phone,IP,Action,Entity,Entity ID,Before,After');
  expect(lines[1]).toContain(`,${admin.userId},${admin.userName},'+${admin.userName},`);
  expect(lines[1]).toContain(',account.signin,user,');
  expect(watched.errors, 'console errors').toEqual([]);
});

test('the users page in Hebrew: right to left, staff by role, no console error', async ({
  page,
  request,
}, testInfo) => {
  const watched = watchErrors(page);
  await openAsAdmin(page, request, testInfo.project.name, '/admin/users', 'he');
  await expect(page.getByRole('heading', { level: 1, name: 'משתמשות ומשתמשים' })).toBeVisible();
  const admins = page.getByRole('list', { name: 'מנהל מערכת' });
  await expect(admins.getByRole('link').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'מספר טלפון' }).fill('0120');
  await expect(page.getByRole('list', { name: 'משתמשים שנמצאו' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(watched.errors, 'console errors').toEqual([]);
});
