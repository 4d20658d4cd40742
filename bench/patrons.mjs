// Signs in many patrons through the real phone sign-in (codes read from the dev outbox). Each comes
// from its own loopback address, as patrons come from their own networks, so the per-IP limit holds.
import http from 'node:http';
import zlib from 'node:zlib';

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

const decoders = { gzip: zlib.gunzipSync, deflate: zlib.inflateSync, br: zlib.brotliDecompressSync };

/**
 * GET from one loopback address; answers the parsed JSON body. `headers` may name a facility's `host`,
 * which fetch() would replace with the address's; a compressed answer is decoded.
 */
export function getJson(base, path, localAddress, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, base), { method: 'GET', localAddress, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const decode = decoders[res.headers['content-encoding']];
        const data = (decode ? decode(raw) : raw).toString('utf8');
        if (res.statusCode === 200) resolve(JSON.parse(data));
        else reject(new Error(`${path}: ${res.statusCode} ${data}`));
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * `count` patrons signed in; with `host`, at that facility. `from` starts their numbers and addresses
 * further on, so patrons signed in later are new women from addresses not yet counted.
 */
export async function signInPatrons(base, count, host, from = 0) {
  const patrons = [];
  const at = host === undefined ? {} : { host };
  for (let i = from; i < from + count; i++) {
    const phone = `+1310555${String(1000 + i).padStart(4, '0')}`;
    const ip = `127.0.${1 + Math.floor(i / 15)}.${1 + (i % 15)}`;
    const reg = await post(base, '/api/api/account/register', { phone, language: 'en' }, ip, false, at);
    if (reg.status !== 200) throw new Error(`register ${phone}: ${reg.status} ${JSON.stringify(reg.body)}`);
    const messages = await getJson(base, `/api/dev/messages?to=${encodeURIComponent(phone)}`, undefined, at);
    const code = /\d{6}/.exec(messages[0].body)[0];
    const ver = await post(
      base,
      '/api/api/account/registrationVerify',
      { phoneNumber: phone, authCode: code },
      ip,
      false,
      at,
    );
    const { userName, passwd } = ver.body.result;
    const tok = await post(
      base,
      '/api/token',
      { grant_type: 'password', username: userName, password: passwd },
      ip,
      true,
      at,
    );
    patrons.push({
      token: tok.body.access_token,
      refreshToken: tok.body.refresh_token,
      ip,
      userId: tok.body.userId,
      ...(host ? { host } : {}),
    });
  }
  return patrons;
}

/**
 * New access tokens for patrons signed in by signInPatrons, by their refresh tokens, each from her own
 * address and at her own facility: a run longer than an access token's 15 minutes goes on with them.
 */
export async function renewTokens(base, patrons) {
  const left = [...patrons];
  const one = async () => {
    for (let p = left.shift(); p !== undefined; p = left.shift()) {
      const at = p.host === undefined ? {} : { host: p.host };
      const tok = await post(
        base,
        '/api/token',
        { grant_type: 'refresh_token', refresh_token: p.refreshToken, user_id: p.userId },
        p.ip,
        true,
        at,
      );
      if (tok.status !== 200)
        throw new Error(`refresh ${p.userId}: ${tok.status} ${JSON.stringify(tok.body)}`);
      p.token = tok.body.access_token;
      p.refreshToken = tok.body.refresh_token;
    }
  };
  await Promise.all(Array.from({ length: 10 }, one));
}
