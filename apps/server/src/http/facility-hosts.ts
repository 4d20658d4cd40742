import type { IncomingMessage } from 'node:http';
import { DEFAULT_FACILITY, requestHost } from '@tevila/domain';
import type { FastifyInstance, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { TTL_MS } from '../changes/caches.ts';
import type { ChangeFeeds } from '../changes/feed.ts';
import { Memo } from '../changes/memo.ts';
import { ORGANISATION } from '../changes/repo.ts';
import type { Db } from '../db/client.ts';
import { inFacilityNow, needsNoScope } from '../db/facility-scope.ts';
import { listFacilities } from '../db/facilities-repo.ts';
import type { FacilityRow } from '../db/facilities-repo.ts';
import { AppError } from '../errors.ts';
import { msg } from '../i18n/messages.ts';

/** Which facility a request's Host names (docs/facilities.md). */
export interface FacilityHosts {
  /**
   * The facility, or null for a host that is no facility's on a deployment of several whose every
   * facility has a host of its own.
   */
  facilityOf(hostHeader: string | undefined): Promise<FacilityRow | null>;
  /** The same, answered at once from the facilities kept; undefined when they must be read first. */
  facilityOfNow(hostHeader: string | undefined): FacilityRow | null | undefined;
  /** Every facility, as the deployment knows them now. */
  all(): Promise<FacilityRow[]>;
  /** Whether a host is the organisation's (no facility's) by the facilities last read: no database. */
  isOrganisationNow(hostHeader: string | undefined): boolean;
}

/** The host's facility among `facilities`, or null: the organisation's host. */
function facilityAmong(
  facilities: readonly FacilityRow[],
  hostHeader: string | undefined,
): FacilityRow | null {
  const [only] = facilities;
  if (facilities.length === 1 && only !== undefined) return only;
  const host = requestHost(hostHeader);
  const named = facilities.find((f) => host !== null && f.host === host);
  if (named !== undefined) return named;
  // A facility not yet given a host (the first one, when a second is added) keeps every other host,
  // so the address it has always had goes on working.
  const unnamed = facilities.filter((f) => f.host === null);
  return unnamed.length === 1 && unnamed[0] !== undefined ? unnamed[0] : null;
}

// Host headers whose facility is kept, at most: a phone sends the same header all night, while
// anyone may send made-up ones, which beyond this are answered without being kept.
const KEPT_HEADERS = 1_000;

/**
 * facilityAmong, kept by header for one list of facilities: reading a header (spaces, case, port, the
 * name's rules) and finding it among fifty is work every request would otherwise repeat.
 */
function keptAmong(): (
  facilities: readonly FacilityRow[],
  hostHeader: string | undefined,
) => FacilityRow | null {
  let list: readonly FacilityRow[] = [];
  let byHeader = new Map<string | undefined, FacilityRow | null>();
  return (facilities, hostHeader) => {
    if (facilities !== list) {
      list = facilities;
      byHeader = new Map();
    }
    const kept = byHeader.get(hostHeader);
    if (kept !== undefined) return kept;
    const found = facilityAmong(facilities, hostHeader);
    if (byHeader.size < KEPT_HEADERS) byHeader.set(hostHeader, found);
    return found;
  };
}

/**
 * The facilities and their hosts, read once and kept until the organisation's feed says they changed
 * (a facility added). A deployment of one facility answers it on every host, as it always has.
 */
export function facilityHosts(db: Db, feeds: ChangeFeeds): FacilityHosts {
  const memo = new Memo<FacilityRow[]>(feeds.of(ORGANISATION), 'facilities', {
    ttlMs: TTL_MS,
    maxEntries: 1,
  });
  // While the database cannot answer, the facilities last read stand (none read yet: the first
  // facility alone), so what needs no database (/healthz) answers, and the rest says why it cannot.
  let lastRead: FacilityRow[] = [{ id: DEFAULT_FACILITY, name: '', host: null }];
  const all = async () => {
    try {
      lastRead = await memo.get('*', 0, async () => ({ value: await listFacilities(db) }));
    } catch {
      // The request's own work meets the same fault and answers it (a 503).
    }
    return lastRead;
  };
  const among = keptAmong();
  return {
    all,
    async facilityOf(hostHeader) {
      return among(await all(), hostHeader);
    },
    facilityOfNow(hostHeader) {
      const kept = memo.peek('*', 0);
      return kept === undefined ? undefined : among(kept, hostHeader);
    },
    isOrganisationNow: (hostHeader) => among(lastRead, hostHeader) === null,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The facility whose host the request came to; everything it does is that facility's. */
    facility: string;
    /** That facility's own host, null for the one that answers every host not another's. */
    facilityHost: string | null;
  }
}

/** Where tonight's mikvaot live on the organisation's host (its `/` is rewritten to it: organisationUrl). */
export const DIRECTORY_PATH = '/mikvaot';

/**
 * What the organisation's host answers: tonight's mikvaot (the page, its list as JSON, what the page
 * loads) and the health checks. Anything else there is no facility's: 404.
 */
function isOrganisationPath(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  return (
    [DIRECTORY_PATH, '/api/api/facilities/tonight', '/healthz', '/readyz'].includes(path) ||
    path.startsWith('/assets/') ||
    /^\/[^/]+\.[a-z0-9]+$/i.test(path)
  );
}

/**
 * Fastify's rewriteUrl: `/` on the organisation's host is its directory. Decided by the facilities
 * last read (a rewrite cannot wait for the database); `hosts` is set once the app has them.
 */
export function organisationUrl(hosts: () => FacilityHosts | undefined) {
  return (req: IncomingMessage): string => {
    const url = req.url ?? '/';
    const [path, query] = url.split('?', 2);
    if (path !== '/' || hosts()?.isOrganisationNow(req.headers.host) !== true) return url;
    return query === undefined ? DIRECTORY_PATH : `${DIRECTORY_PATH}?${query}`;
  };
}

/**
 * Runs each request in its facility's scope (db/facility-scope.ts), from its first hook on: every
 * statement it sends is that facility's, every cache it reads is. A host that is no facility's is
 * answered 404 with one sentence, before anything is read. Fastify runs the hooks after the body is
 * read from the request's own events, outside the scope: they enter it again from preValidation on.
 */
export function registerFacilityScope(app: FastifyInstance, hosts: FacilityHosts): void {
  app.decorateRequest('facility', '');
  app.decorateRequest('facilityHost', null);
  const enter = (request: FastifyRequest, found: FacilityRow | null, done: HookHandlerDoneFunction) => {
    if (found === null && !isOrganisationPath(request)) {
      done(new AppError('facility.unknown_host', msg('facility.unknownHost')));
      return;
    }
    // The organisation's host shows tonight's mikvaot in the first facility's frame (its site's
    // name, header and footer): what every facility's public pages show anyway.
    const facility = found?.id ?? DEFAULT_FACILITY;
    request.facility = facility;
    request.facilityHost = found?.host ?? null;
    if (needsNoScope(facility)) {
      done();
      return;
    }
    inFacilityNow(facility, done);
  };
  app.addHook('onRequest', (request, _reply, done) => {
    // The Host header, or X-Forwarded-Host from a trusted proxy (TRUST_PROXY). Answered at once while
    // the facilities are kept: no promise per request, each of which costs more once scopes are on.
    const known = hosts.facilityOfNow(request.host);
    if (known !== undefined) {
      enter(request, known, done);
      return;
    }
    hosts.facilityOf(request.host).then(
      (found) => enter(request, found, done),
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
    );
  });
  // By the facility the request carries, not by keeping its async resource: one less per request.
  app.addHook('preValidation', (request, _reply, done) => inFacilityNow(request.facility, done));
}
