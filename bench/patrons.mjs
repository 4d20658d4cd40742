// Signs in many patrons through the real phone sign-in (codes read from the dev outbox). Each comes
// from its own loopback address, as patrons come from their own networks, so the per-IP limit holds.
import http from 'node:http';

/** A POST from a given loopback address (the site limits some calls per address). */
export function post(base, path, body, localAddress, form = false, headers = {}) {
  const url = new URL(path, base);
  const payload = form ? new URLSearchParams(body).toString() : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
          ...headers,
        },
      },
      (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode, body: data ? JSON.parse(data) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** GET from one loopback address; answers the parsed JSON body. */
export function getJson(base, path, localAddress) {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, base), { method: 'GET', localAddress }, (res) => {
      let data = '';
      res.on('data', (c) => (data += c));
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(JSON.parse(data))
          : reject(new Error(`${path}: ${res.statusCode} ${data}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

export async function signInPatrons(base, count) {
  const patrons = [];
  for (let i = 0; i < count; i++) {
    const phone = `+1310555${String(1000 + i).padStart(4, '0')}`;
    const ip = `127.0.${1 + Math.floor(i / 15)}.${1 + (i % 15)}`;
    const reg = await post(base, '/api/api/account/register', { phone, language: 'en' }, ip);
    if (reg.status !== 200) throw new Error(`register ${phone}: ${reg.status} ${JSON.stringify(reg.body)}`);
    const messages = await (await fetch(`${base}/api/dev/messages?to=${encodeURIComponent(phone)}`)).json();
    const code = /\d{6}/.exec(messages[0].body)[0];
    const ver = await post(
      base,
      '/api/api/account/registrationVerify',
      { phoneNumber: phone, authCode: code },
      ip,
    );
    const { userName, passwd } = ver.body.result;
    const tok = await post(
      base,
      '/api/token',
      { grant_type: 'password', username: userName, password: passwd },
      ip,
      true,
    );
    patrons.push({ token: tok.body.access_token, userId: tok.body.userId });
  }
  return patrons;
}
