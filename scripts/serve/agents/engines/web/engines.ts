/**
 * The spec's three external web engines, as documented APIs with published answer formats:
 * - Google's Custom Search JSON API (Programmable Search Engine): a key and an engine id, 100 queries a
 *   day free — the spec's first engine (100 requests/day);
 * - the Brave Search API: a subscription token, a monthly allowance — the second (1,000 requests/month);
 * - Wikipedia's search (the MediaWiki Action API): no key; Wikimedia asks clients to name themselves and
 *   to send requests one at a time, unhurried — the third ("respectful").
 */
import type { BraveSettings, GoogleSettings, WikipediaSettings } from '../../config.js';
import { plainText, WEB_RESULTS, type WebEngineSpec, type WebHit } from './web-engine.js';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function hitsOf(items: Obj[], title: string, url: string, snippet: string, clean = (s: string) => s): WebHit[] {
  return items
    .map((i) => ({ title: text(i[title]), url: text(i[url]), snippet: clean(text(i[snippet])) }))
    .filter((h) => /^https?:\/\//.test(h.url));
}

/** GET customsearch/v1?key&cx&q&num=10&safe=off → `{items: [{title, link, snippet}], searchInformation: {totalResults}}`. */
export function googleSpec(s: GoogleSettings): WebEngineSpec {
  return {
    name: 'web_google',
    quota: { per: 'day', limit: s.daily_quota },
    minIntervalMs: null,
    timeoutMs: s.timeout_ms,
    maxQueued: s.max_queued,
    request(query) {
      const url = new URL(s.endpoint);
      url.search = new URLSearchParams({
        key: s.api_key,
        cx: s.cx,
        q: query,
        num: String(WEB_RESULTS),
        safe: 'off',
      }).toString();
      return { url: url.toString(), headers: {} };
    },
    read(body) {
      const b = obj(body);
      return {
        hits: hitsOf(list(b.items), 'title', 'link', 'snippet'),
        total: Number(text(obj(b.searchInformation).totalResults)) || 0,
      };
    },
  };
}

/** GET res/v1/web/search?q&count=10&safesearch=off, X-Subscription-Token → `{web: {results: [{title, url, description}]}}`. */
export function braveSpec(s: BraveSettings): WebEngineSpec {
  return {
    name: 'web_brave',
    quota: { per: 'month', limit: s.monthly_quota },
    minIntervalMs: null,
    timeoutMs: s.timeout_ms,
    maxQueued: s.max_queued,
    request(query) {
      const url = new URL(s.endpoint);
      url.search = new URLSearchParams({ q: query, count: String(WEB_RESULTS), safesearch: 'off' }).toString();
      return { url: url.toString(), headers: { 'x-subscription-token': s.api_key } };
    },
    read(body) {
      const results = list(obj(obj(body).web).results);
      return { hits: hitsOf(results, 'title', 'url', 'description', plainText), total: results.length };
    },
  };
}

/** GET w/api.php?action=query&list=search&srsearch&srlimit=10&format=json&formatversion=2 → `{query: {searchinfo: {totalhits}, search: [{title, snippet}]}}`. */
export function wikipediaSpec(s: WikipediaSettings): WebEngineSpec {
  const articleBase = new URL(s.endpoint.replace(/\/w\/api\.php$/, '/wiki/'));
  return {
    name: 'web_wikipedia',
    quota: null,
    minIntervalMs: s.min_interval_ms,
    timeoutMs: s.timeout_ms,
    maxQueued: s.max_queued,
    request(query) {
      const url = new URL(s.endpoint);
      url.search = new URLSearchParams({
        action: 'query',
        list: 'search',
        srsearch: query,
        srlimit: String(WEB_RESULTS),
        format: 'json',
        formatversion: '2',
        utf8: '1',
      }).toString();
      return { url: url.toString(), headers: { 'user-agent': s.user_agent, 'api-user-agent': s.user_agent } };
    },
    read(body) {
      const q = obj(obj(body).query);
      const hits = list(q.search).map((r) => ({
        title: text(r.title),
        url: new URL(encodeURIComponent(text(r.title).replace(/ /g, '_')), articleBase).toString(),
        snippet: plainText(text(r.snippet)),
      }));
      return { hits: hits.filter((h) => h.title), total: Number(obj(q.searchinfo).totalhits) || hits.length };
    },
  };
}
