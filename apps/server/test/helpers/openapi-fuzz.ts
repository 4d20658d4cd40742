import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sample } from 'openapi-sampler';

/** One operation of the OpenAPI document, as the fuzz test walks it. */
export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: { name: string; required: boolean; schema: object }[];
  /** The JSON body's schema, when the document declares one. */
  body: Record<string, unknown> | undefined;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
}

interface OperationObject {
  parameters?: { in: string; name: string; required?: boolean; schema?: object }[];
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
}

/** The server's own document (GET /api/docs/json), every method of every path. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = res.json<OpenApiDocument>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} })),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  return operations;
}

/** A value that satisfies the schema, as the document's own example generator makes it. */
export function validSample(schema: object): unknown {
  return sample(schema, { skipReadOnly: true, quiet: true });
}

/**
 * Values an attacker or a broken client sends in place of any field: every JSON type, empty and huge,
 * numbers at the edges, dates that do not exist, markup, SQL, paths, direction marks, a NUL and half a
 * surrogate pair (JSON.stringify writes the lone one as the escape "\ud800"), prototype keys.
 */
export const hostileValues: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '-1',
  'null',
  'x'.repeat(20_000),
  'a\u0000b',
  '\ud800',
  'a\u202eb\u200f',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1; drop table users; --",
  '../../../../etc/passwd',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '00000000-0000-0000-0000-000000000000',
  'NaN',
  '1e999',
  '👩‍👩‍👧🕯️',
  [],
  [null, 1, 'a'],
  {},
  { $ne: null, constructor: { prototype: { admin: true } } },
];

/** Values for a path segment or a query value, as raw text (already percent-encoded where needed). */
export const hostileText: readonly string[] = [
  '',
  'abc',
  '0',
  '-1',
  '1.5',
  '99999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%00',
  '%ED%A0%80',
  '%F0%9F%95%AF',
  '..%2F..%2Fetc%2Fpasswd',
  "'%20OR%201%3D1--",
  '%3Cscript%3E',
  'x'.repeat(3000),
  '2026-02-30',
  'null',
  'true',
  '%E2%80%AE',
];

/** Whole bodies that are not what any route reads. */
export const hostileBodies: readonly { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '123' },
  { contentType: 'application/json', payload: '{' },
  {
    contentType: 'application/json',
    payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}',
  },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', payload: '{"a":"\\u0000","b":"\\udc00"}' },
  {
    contentType: 'application/json-patch+json',
    payload: '[{"op":"replace","path":"/__proto__/x","value":1}]',
  },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&b[c]=%00' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { contentType: 'text/plain', payload: 'hello' },
  {
    contentType: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  },
];

/**
 * What an answer must never show a caller: a framework's or driver's error code, a stack frame, a
 * source path, SQL or a database's wording.
 */
const LEAKS = [
  /FST_[A-Z_]+/,
  /\bERR_[A-Z_]{3,}/,
  /\bat [\w$.<>]+ \(/,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /SQLSTATE|\bsyntax error at\b|\brelation "|\bcolumn "|violates .* constraint|duplicate key value/i,
  /\b(?:select|insert into|update|delete from)\s+"/i,
  /ZodError|TypeError|RangeError|ReferenceError|SyntaxError|Cannot read propert/,
  /"stack"\s*:/,
  /\bpg_[a-z_]+\b|drizzle|pglite/i,
];

/** The part of an answer that names something internal, or undefined. */
export function leakIn(res: LightMyRequestResponse): string | undefined {
  const body = res.body;
  for (const pattern of LEAKS) {
    const found = pattern.exec(body);
    if (found !== null) return found[0];
  }
  return undefined;
}
