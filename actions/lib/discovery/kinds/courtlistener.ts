/**
 * CourtListener's RECAP archive through its REST API v4, with the maintainer's token (`Authorization:
 * Token …`, from the environment variable the source names, a secret on GitHub). A source follows a
 * docket (every document of it RECAP holds) or a RECAP search. Documents are listed with the search API
 * (`type=rd`, only those with a PDF, oldest entry first, from the cursor's date, page after page by the
 * API's own cursor); the docket and its court are read once a run for the case name, number and court.
 * The PDFs are downloaded from the Internet Archive, where CourtListener mirrors RECAP under
 * `gov.uscourts.<court>.<pacer case id>/` — the folder and file name of the document's `filepath_local`.
 *
 * The cursor: `next`, the API's address of the next page when a run stopped within a listing (its
 * budget), and `since`, the filing date the next listing starts from: the newest entry seen less
 * `lookback_days`, because documents reach RECAP when someone buys them from PACER, often days later.
 * CourtListener allows 5,000 API requests an hour to a token; one a second stays far below.
 */
import { problem } from '../../core/problem.js';
import type { CourtListenerSource } from '../config.js';
import type { Candidate } from '../state.js';
import { isoDay, oneLine, type ListContext, type Listing, type SourceKindModule } from './kind.js';

const API_MAX_BYTES = 20 * 1024 * 1024;
/** Result pages (20 documents each) one run reads; a longer listing continues by the cursor next run. */
export const PAGES_PER_RUN = 10;

interface Docket {
  case_name: string;
  docket_number: string;
  court_id: string;
}

type Failure = Extract<Listing, { ok: false }>;

function changed(source: CourtListenerSource, url: string, what: string): Failure {
  return {
    ok: false,
    problem: problem(
      'discovery.format_changed',
      `CourtListener's answer to ${url} (source "${source.name}") no longer has the shape this archive reads: ${what}.`,
      'The API may have changed (see its change log). Nothing was taken; the cursor was kept. Update dirhub, or pause the source (enabled: false).',
    ),
  };
}

async function getJson(url: string, ctx: ListContext, token: string): Promise<{ ok: true; data: unknown } | Failure> {
  const answer = await ctx.http.get(url, {
    maxBytes: API_MAX_BYTES,
    headers: { authorization: `Token ${token}`, accept: 'application/json' },
  });
  if (!answer.ok) return { ok: false, problem: answer.problem };
  try {
    return { ok: true, data: JSON.parse(Buffer.from(answer.body).toString('utf8')) as unknown };
  } catch (err) {
    return {
      ok: false,
      problem: problem(
        'discovery.format_changed',
        `CourtListener answered ${url} with something that is not JSON (${(err as Error).message}).`,
        'The cursor was kept; the next run asks again.',
      ),
    };
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The Internet Archive's address of a RECAP document, from its `filepath_local` (recap/<bucket>/<file>). */
export function internetArchiveUrl(mirror: string, filepathLocal: string): string | null {
  const m = /^(?:recap\/)?(gov\.uscourts\.[a-z0-9]+\.[A-Za-z0-9-]+)\/(gov\.uscourts\.[^/]+\.pdf)$/.exec(filepathLocal);
  return m ? `${mirror}${m[1]}/${m[2]}` : null;
}

type DocketFacts = Docket & { court: string };

/** Reads dockets and their courts once a run each: the case name and number, the court's full name. */
function docketReader(
  source: CourtListenerSource,
  ctx: ListContext,
  token: string,
): (id: number) => Promise<DocketFacts | Failure> {
  const dockets = new Map<number, DocketFacts>();
  const courts = new Map<string, string>();
  return async (id) => {
    const known = dockets.get(id);
    if (known) return known;
    const url = `${source.api}dockets/${id}/`;
    const got = await getJson(url, ctx, token);
    if (!got.ok) return got;
    const d = got.data;
    if (
      !isObject(d) ||
      typeof d.court_id !== 'string' ||
      typeof d.docket_number !== 'string' ||
      typeof d.case_name !== 'string'
    )
      return changed(source, url, 'a docket without court_id, docket_number or case_name');
    let court = courts.get(d.court_id);
    if (!court) {
      const courtUrl = `${source.api}courts/${d.court_id}/`;
      const c = await getJson(courtUrl, ctx, token);
      if (!c.ok) return c;
      if (!isObject(c.data) || typeof c.data.full_name !== 'string')
        return changed(source, courtUrl, 'a court without full_name');
      court = c.data.full_name;
      courts.set(d.court_id, court);
    }
    const docket = { case_name: d.case_name, docket_number: d.docket_number, court_id: d.court_id, court };
    dockets.set(id, docket);
    return docket;
  };
}

/** The first page's address: the search API, RECAP documents with a PDF, oldest entry first, from `since`. */
function searchUrl(source: CourtListenerSource, since: string | null): string {
  const params = new URLSearchParams({ type: 'rd', available_only: 'on', order_by: 'entry_date_filed asc' });
  params.set('q', source.docket !== null ? `docket_id:${source.docket}` : (source.query ?? ''));
  if (source.court) params.set('court', source.court);
  if (since) params.set('entry_date_filed_after', since);
  return `${source.api}search/?${params}`;
}

/** One search result as a document to fetch from the Internet Archive, with what the docket tells. */
function candidateOf(r: Record<string, unknown>, download: string, docket: DocketFacts, day: string | null): Candidate {
  const entry = typeof r.entry_number === 'number' ? r.entry_number : null;
  const attachment = typeof r.attachment_number === 'number' ? r.attachment_number : null;
  const what = oneLine(str(r.short_description) || str(r.description) || str(r.document_type) || 'Document');
  return {
    key: `recap-document:${String(r.id)}`,
    url: download,
    metadata: {
      title: oneLine(`${docket.case_name}: ${what}`),
      ...(day ? { date: day } : {}),
      source: docket.court,
      source_type: 'court',
      case_number: docket.docket_number,
      ...(entry !== null ? { docket_entry: entry } : {}),
      ...(attachment !== null ? { attachment_number: attachment } : {}),
      ...(str(r.description) ? { description: oneLine(str(r.description), 5000) } : {}),
      source_url: download,
    },
    listed_at: day,
    docket: entry === null ? null : { court: docket.court, case_number: docket.docket_number, entry, attachment },
  };
}

export const courtListenerKind: SourceKindModule<CourtListenerSource> = {
  async list(source, cursor, ctx) {
    const token = ctx.env[source.token_env];
    if (!token)
      return {
        ok: false,
        problem: problem(
          'discovery.token_missing',
          `Source "${source.name}" needs a CourtListener API token in the environment variable ${source.token_env}, and it is not set.`,
          `Create a token on CourtListener (your profile → API), then set it: on GitHub as the repository secret ${source.token_env}, locally with export ${source.token_env}=….`,
        ),
      };
    const docketOf = docketReader(source, ctx, token);
    const candidates: Candidate[] = [];
    let newest = cursor.since ?? null;
    let next: string | null = cursor.next && !ctx.dryRun ? cursor.next : searchUrl(source, cursor.since ?? null);
    for (let page = 0; next && page < PAGES_PER_RUN; page++) {
      const got = await getJson(next, ctx, token);
      if (!got.ok) return got;
      const body = got.data;
      if (!isObject(body) || !Array.isArray(body.results) || !('next' in body))
        return changed(source, next, 'no results list or next address');
      for (const r of body.results as unknown[]) {
        if (!isObject(r) || typeof r.id !== 'number' || typeof r.docket_id !== 'number')
          return changed(source, next, 'a result without its id or docket_id');
        if (r.is_available === false) continue;
        const path = str(r.filepath_local);
        if (!path) continue;
        const download = internetArchiveUrl(source.mirror, path);
        if (!download) return changed(source, next, `a filepath_local of another form (${path})`);
        const docket = await docketOf(r.docket_id);
        if ('ok' in docket) return docket;
        const day = isoDay(str(r.entry_date_filed));
        if (day && (!newest || day > newest)) newest = day;
        candidates.push(candidateOf(r, download, docket, day));
      }
      next = str(body.next);
    }
    const since =
      newest === null
        ? (cursor.since ?? null)
        : new Date(Date.parse(newest) - source.lookback_days * 86_400_000).toISOString().slice(0, 10);
    // A listing cut short by PAGES_PER_RUN continues from the API's cursor; a whole one starts again from `since`.
    return { ok: true, candidates, cursor: next ? { next, since: cursor.since ?? null } : { next: null, since } };
  },
};
