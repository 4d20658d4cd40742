/**
 * Just enough of MIME to read what nodemailer sends: unfolded headers with their encoded words decoded,
 * and the text and HTML parts of a multipart/alternative body (quoted-printable, base64 or 7bit).
 */
export interface ParsedMail {
  headers: Map<string, string>;
  text: string;
  html: string;
}

function decodeQuotedPrintable(s: string, underscoreIsSpace = false): Buffer {
  const body = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const hex = body.slice(i + 1, i + 3);
    if (body[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (underscoreIsSpace && body[i] === '_') bytes.push(0x20);
    else bytes.push(body.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

/** RFC 2047: adjacent encoded words are joined (their bytes, as a character may be split between them). */
function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  const pieces: (string | Buffer)[] = [];
  let last = 0;
  for (const m of value.matchAll(word)) {
    const between = value.slice(last, m.index);
    if (!(pieces.length > 0 && pieces.at(-1) instanceof Buffer && between.trim() === ''))
      pieces.push(between);
    const data = m[3] ?? '';
    pieces.push(
      m[2]?.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data, true),
    );
    last = (m.index ?? 0) + m[0].length;
  }
  pieces.push(value.slice(last));
  let out = '';
  let bytes: Buffer[] = [];
  for (const p of pieces) {
    if (p instanceof Buffer) bytes.push(p);
    else {
      out += Buffer.concat(bytes).toString('utf8') + p;
      bytes = [];
    }
  }
  return out + Buffer.concat(bytes).toString('utf8');
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary === undefined) parts.push({ type, content: decodeBody(headers, body) });
  else
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHead(chunk.replace(/^\r\n/, '').replace(/\r\n$/, ''));
      parts.push({
        type: part.headers.get('content-type') ?? 'text/plain',
        content: decodeBody(part.headers, part.body),
      });
    }
  return {
    headers,
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
  };
}
