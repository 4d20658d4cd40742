import { expect, test } from './test';
import { expectNoSeriousViolations, openAsAdmin, watchErrors } from './support';

/*
 * Administration → Building Devices against the real server: every device with its state, one card
 * per device on a phone, in Hebrew right to left, and a test of the hallway's DMX node that blinks
 * a room's light and says so (Art-Net over UDP to a loopback port: nothing leaves the machine).
 */
test.describe('Administration: building devices', () => {
  test('lists the devices in Hebrew and tests the DMX node, accessibly', async ({
    page,
    request,
  }, testInfo) => {
    const errors = watchErrors(page);
    const answer = await openAsAdmin(page, request, testInfo.project.name, '/admin/devices', 'he');
    const auth = { headers: { Authorization: `Bearer ${answer.access_token}` } };
    await expect(page.getByRole('heading', { level: 1, name: 'מכשירי הבניין' })).toBeVisible();
    const dmx = page.locator('[data-device="dmx-node"]');
    await expect(dmx.getByText('נורות הקריאה במסדרון (רכזת DMX)')).toBeVisible();

    // A node on this machine's loopback, and a room on a channel of its own for this project.
    const [roomNumber, channel] = testInfo.project.name === 'phone' ? ['25', 225] : ['26', 226];
    for (const [key, value] of [
      ['dmxNodeAddress', '127.0.0.1'],
      ['dmxPort', '6454'],
    ] as const) {
      const put = await request.put(`/api/api/settings/admin/${key}`, { ...auth, data: { value } });
      expect(put.status(), await put.text()).toBe(200);
    }
    const rooms = (await (await request.get('/api/api/rooms', auth)).json()) as {
      id: number;
      number: string;
    }[];
    const room = rooms.find((r) => r.number === roomNumber)!;
    const put = await request.put(`/api/api/rooms/${room.id}`, { ...auth, data: { dmxChannel: channel } });
    expect(put.status(), await put.text()).toBe(200);

    await page.reload();
    await expect(dmx.getByText('127.0.0.1')).toBeVisible();
    await dmx.getByRole('button', { name: 'בדיקה של נורות הקריאה במסדרון (רכזת DMX)' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'הבדיקה של נורות הקריאה במסדרון (רכזת DMX) עברה בהצלחה.',
      { timeout: 15_000 },
    );
    // On a phone each device is a card: nothing scrolls sideways.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    expect(wide).toBe(false);
    await expectNoSeriousViolations(page, 'main');
    expect(errors.errors).toEqual([]);
  });
});
