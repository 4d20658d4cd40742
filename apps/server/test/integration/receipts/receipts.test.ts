import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { refusal } from '../../helpers/answers.ts';
import { fakePrinter, STATUS_REQUEST } from '../../helpers/fake-printer.ts';
import { bookShower } from '../../helpers/payments.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { saveSetting } from '../../helpers/settings.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const CUT = Buffer.from([0x1d, 0x56, 0x42, 0x00]);
const INIT = Buffer.from([0x1b, 0x40]);

describe('receipts: ESC/POS to the desk’s printer, or a printable page', () => {
  let t: TestApp;
  let admin: Patron;
  let desk: Patron;
  let plates: Patron;
  let dina: Patron;
  let rachel: Patron;
  let dinaBooking: { id: string };
  let rachelBooking: { id: string };
  let code: string;

  beforeAll(async () => {
    t = await createTestApp({
      now: '2026-12-01T18:00:00Z',
      settings: { facilityName: 'Mikvah <Tevila> & "Co"' },
    });
    admin = await makePatron(t, 1, 'Admin');
    desk = await makePatron(t, 2, 'Receptionist');
    plates = await makePatron(t, 3, 'UserPlateAdmin');
    dina = await makePatron(t, 4);
    rachel = await makePatron(t, 5);
    await t.db.update(users).set({ language: 'he' }).where(eq(users.id, rachel.userId));
    dinaBooking = await bookShower(t, dina, NIGHT);
    rachelBooking = await bookShower(t, rachel, NIGHT);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/${dinaBooking.id}`,
      headers: auth(dina),
    });
    code = view.json<{ reservationCode: string }>().reservationCode;
  });
  afterAll(() => t.close());

  const print = (id: string, printerId: unknown, who: Patron | null = desk) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${id}/receipt`,
      headers: who === null ? {} : auth(who),
      payload: { printerId },
      remoteAddress: '192.0.2.7',
    });
  const setPrinter = (key: string, value: string) => saveSetting(t, admin, key, value);

  it('without a printer address answers the printable page, escaped, in her language', async () => {
    const res = await print(dinaBooking.id, 'LobbyKiosk');
    expect(res.statusCode, res.body).toBe(200);
    const { result } = res.json<{
      success: boolean;
      result: { printed: boolean; printer: string; html: string };
    }>();
    expect(result.printed).toBe(false);
    expect(result.printer).toBe('LobbyKiosk');
    expect(result.html).toContain('<html lang="en" dir="ltr">');
    expect(result.html).toContain('Mikvah &lt;Tevila&gt; &amp; &quot;Co&quot;');
    expect(result.html).not.toContain('<Tevila>');
    expect(result.html).toContain('Wednesday, December 2, 2026');
    expect(result.html).toContain(`<th scope="row">Access code</th><td>${code}</td>`);
    expect(result.html).toContain('<th scope="row">Room</th><td>Shower</td>');
    expect(result.html).toContain('<th scope="row">Total</th><td>$36.00</td>');
    expect(result.html).toContain('<th scope="row">Balance</th><td>$36.00</td>');

    const he = (await print(rachelBooking.id, 'ParkingKiosk')).json<{ result: { html: string } }>().result
      .html;
    expect(he).toContain('<html lang="he" dir="rtl">');
    expect(he).toContain('קבלה');
    expect(he).toContain('<th scope="row">יתרה</th><td>$36.00</td>');
  });

  it('sends ESC/POS over TCP to the printer of the setting: init, her code, the cut', async () => {
    const printer = await fakePrinter();
    try {
      await setPrinter('printerReceptionEast', `127.0.0.1:${printer.port}`);
      const res = await print(dinaBooking.id, 'ReceptionEast');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        errorMessage: null,
        result: { printed: true, printer: 'ReceptionEast', html: expect.stringContaining(code) },
      });
      const bytes = await printer.received[0];
      if (bytes === undefined) throw new Error('the printer received nothing');
      expect(bytes.subarray(0, 2)).toEqual(INIT);
      expect(bytes.includes(Buffer.from(`Access code: ${code}`, 'ascii'))).toBe(true);
      expect(bytes.includes(Buffer.from('Balance: $36.00', 'ascii'))).toBe(true);
      expect(bytes.subarray(bytes.length - CUT.length)).toEqual(CUT);
      const [entry] = await listAuditEntries(t.db, 'reservation', dinaBooking.id);
      expect(entry).toMatchObject({
        action: 'reservation.receipt',
        userId: desk.userId,
        ip: '192.0.2.7',
        after: { printer: 'ReceptionEast' },
      });

      // Hebrew goes out in the printer's Hebrew code page (PC862: א is 0x80), laid out right to left.
      await print(rachelBooking.id, 'ReceptionEast');
      const hebrew = await printer.received[1];
      if (hebrew === undefined) throw new Error('the printer received nothing');
      expect(hebrew.includes(Buffer.from([0x1b, 0x74, 15]))).toBe(true);
      // "קבלה" printed left to right as ה ל ב ק.
      expect(hebrew.includes(Buffer.from([0x84, 0x8c, 0x81, 0x97]))).toBe(true);
      expect(hebrew.subarray(hebrew.length - CUT.length)).toEqual(CUT);
    } finally {
      printer.server.close();
    }
  });

  it('a printer that does not answer is a 400 naming it; an unknown printer or reservation is refused', async () => {
    const gone = await fakePrinter();
    gone.server.close();
    await once(gone.server, 'close');
    await setPrinter('printerReceptionWest', `127.0.0.1:${gone.port}`);
    const refused = await print(dinaBooking.id, 'ReceptionWest');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(
      refusal(
        `The receipt printer ReceptionWest (127.0.0.1:${gone.port}) did not answer; check that it is on, or print the receipt from this page.`,
      ),
    );
    for (const printerId of ['FrontDoor', '', null, 3]) {
      const res = await print(dinaBooking.id, printerId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        refusal('Choose a receipt printer: Lobby Kiosk, Parking Kiosk, Reception East or Reception West.'),
      );
    }
    expect((await print('00000000-0000-4000-8000-000000000000', 'LobbyKiosk')).statusCode).toBe(404);
    expect((await print('not-an-id', 'LobbyKiosk')).json()).toEqual({ Message: 'Reservation not found.' });
  });

  it('a port that takes bytes but is not a printer is refused, never reported printed', async () => {
    // An SSH server greets first; a web server answers a request it cannot read with an error page.
    const greeting = createServer((socket) => socket.end('SSH-2.0-OpenSSH_9.2\r\n'));
    const web = createServer((socket) =>
      socket.once('data', () => socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')),
    );
    const sent: Buffer[] = [];
    web.on('connection', (socket) => socket.on('data', (c: Buffer) => sent.push(c)));
    for (const server of [greeting, web]) {
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
    }
    try {
      for (const server of [greeting, web]) {
        const port = (server.address() as AddressInfo).port;
        await setPrinter('printerParkingKiosk', `127.0.0.1:${port}`);
        const res = await print(dinaBooking.id, 'ParkingKiosk');
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual(
          refusal(
            `The receipt printer ParkingKiosk (127.0.0.1:${port}) did not answer; check that it is on, or print the receipt from this page.`,
          ),
        );
      }
      // Only the status question reached the web server: no receipt, no access code.
      expect(Buffer.concat(sent)).toEqual(STATUS_REQUEST);
    } finally {
      await setPrinter('printerParkingKiosk', '');
      greeting.close();
      web.close();
    }
  });

  it('is for the desk: a patron, even for her own, and a plate administrator get 403', async () => {
    for (const who of [dina, plates]) {
      const res = await print(dinaBooking.id, 'LobbyKiosk', who);
      expect(res.statusCode).toBe(403);
    }
    expect((await print(dinaBooking.id, 'LobbyKiosk', null)).statusCode).toBe(401);
    expect((await print(dinaBooking.id, 'LobbyKiosk', admin)).statusCode).toBe(200);
  });
});
