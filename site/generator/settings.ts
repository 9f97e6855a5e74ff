/**
 * The settings a build takes from dirhub.config.json (beside the archive/ folder) and the command line:
 * the path prefix, the title and the upload repository. `dirhub build --dry-run` reports them, so its plan
 * names the same base a real build uses.
 */
import {
  DEFAULT_CONFIG,
  loadConfig,
  SEARCH_ENGINES,
  type DirhubConfig,
  type SearchEngineName,
} from '../../actions/lib/core/config.js';
import { normalizePathPrefix } from '../read-model/urls.js';
import { DirhubError } from '../../actions/lib/core/errors.js';

export interface SettingOverrides {
  pathPrefix?: string;
  title?: string;
  repository?: string | null;
  searchEngine?: SearchEngineName;
  /** Overrides site.originals_url; null copies the originals into the site. */
  originalsUrl?: string | null;
  /** Overrides site.originals_cross_origin. */
  originalsCrossOrigin?: boolean;
  /** Overrides site.url, the site's public address. */
  siteUrl?: string | null;
  /** Overrides site.api_url, a live API that takes uploads. */
  apiUrl?: string | null;
}

export interface SiteSettings {
  config: DirhubConfig;
  /** The normalised path prefix: `/` or `/REPO/`. */
  base: string;
  title: string;
  repository: string | null;
  searchEngine: SearchEngineName;
  /** Where the site links the originals (ends with `/`), or null to copy them in. */
  originalsUrl: string | null;
  /** Whether the originals' host lets the site's pages read them (always so for the site's own copies). */
  originalsCrossOrigin: boolean;
  /**
   * The site's public address, ending with its path prefix (`https://OWNER.github.io/REPO/`), for the links
   * that must be absolute (canonical, link previews, citations, feeds, embeds); null when not known.
   */
  siteUrl: string | null;
  /** A live API (`dirhub serve`) the upload page sends files to, ending with `/`; null: none. */
  apiUrl: string | null;
}

/** The options win over the config; an unset site title falls back to the collection's name. */
export function siteSettings(config: DirhubConfig, overrides: SettingOverrides): SiteSettings {
  const configTitle =
    config.site.title === DEFAULT_CONFIG.site.title && config.collection.name !== DEFAULT_CONFIG.collection.name
      ? config.collection.name
      : config.site.title;
  const base = normalizePathPrefix(overrides.pathPrefix ?? config.site.path_prefix);
  return {
    config,
    base,
    title: overrides.title ?? configTitle,
    repository: overrides.repository !== undefined ? overrides.repository : config.site.repository,
    searchEngine: searchEngineSetting(overrides.searchEngine ?? config.site.search_engine),
    originalsUrl: originalsUrlSetting(
      overrides.originalsUrl !== undefined ? overrides.originalsUrl : (config.site.originals_url ?? null),
    ),
    originalsCrossOrigin: overrides.originalsCrossOrigin ?? config.site.originals_cross_origin ?? false,
    siteUrl: siteUrlSetting(overrides, config, base),
    apiUrl: httpUrlSetting(
      'site.api_url',
      overrides.apiUrl !== undefined ? overrides.apiUrl : (config.site.api_url ?? null),
      'set site.api_url in dirhub.config.json or --api-url to the http(s):// address of a running `dirhub serve`, or leave both out for an upload page that links the repository instead.',
    ),
  };
}

/**
 * The public address: as given, or for a project site on GitHub Pages (a repository and a path prefix)
 * `https://OWNER.github.io/PREFIX/`, which is where GitHub Pages publishes it. A site at a domain's root
 * may be anywhere (a custom domain), so without `site.url` its address is not known.
 */
function siteUrlSetting(overrides: SettingOverrides, config: DirhubConfig, base: string): string | null {
  const given = overrides.siteUrl !== undefined ? overrides.siteUrl : (config.site.url ?? null);
  const url = httpUrlSetting(
    'site.url',
    given,
    'set site.url in dirhub.config.json or --site-url to the address the site is published at (https://OWNER.github.io/REPO/), or leave both out.',
  );
  // The address of the home page, which is where the path prefix is: given without it, it is added.
  if (url) return url.endsWith(base) ? url : `${new URL(url).origin}${base}`;
  const repository = overrides.repository !== undefined ? overrides.repository : config.site.repository;
  const owner = repository?.match(/^([A-Za-z0-9-]+)\/[A-Za-z0-9_.-]+$/)?.[1];
  return owner && base !== '/' ? `https://${owner.toLowerCase()}.github.io${base}` : null;
}

/** An http(s) address without query or fragment, ending with `/`; null when not given. */
function httpUrlSetting(code: SiteSettingCode, value: unknown, hint: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  let url: URL | null = null;
  try {
    url = typeof value === 'string' ? new URL(value) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash)
    throw new SiteSettingError(code, `${code} ${JSON.stringify(value)} is not usable: ${hint}`, hint);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** `root` is the repository that holds the archive, where its config lives. */
export async function loadSiteSettings(root: string, overrides: SettingOverrides): Promise<SiteSettings> {
  return siteSettings(await loadConfig(root), overrides);
}

export type SiteSettingCode =
  'site.search_engine' | 'site.out_not_ours' | 'site.originals_url' | 'site.url' | 'site.api_url';

/**
 * A setting the config or the command line gives that no build can use. The message is whole (what is
 * wrong and what to give), as `dirhub build` prints it; the hint repeats what to give.
 */
export class SiteSettingError extends DirhubError<SiteSettingCode> {}

function searchEngineSetting(value: unknown): SearchEngineName {
  if ((SEARCH_ENGINES as readonly unknown[]).includes(value)) return value as SearchEngineName;
  const hint = `set site.search_engine in dirhub.config.json or --search-engine to one of them, or leave both out for "ranked".`;
  throw new SiteSettingError(
    'site.search_engine',
    `search engine ${JSON.stringify(value)} is not one of ${SEARCH_ENGINES.map((e) => `"${e}"`).join(', ')}: ${hint}`,
    hint,
  );
}

/** An http(s) URL that the originals' repository paths are appended to; a missing final `/` is added. */
function originalsUrlSetting(value: unknown): string | null {
  if (value === null || value === '') return null;
  const hint =
    "set site.originals_url in dirhub.config.json or --originals-url to an https:// URL that serves the repository's files by path (for Git LFS on GitHub: https://media.githubusercontent.com/media/OWNER/REPO/BRANCH/), or leave both out to copy the originals into the site.";
  let url: URL | null = null;
  try {
    url = typeof value === 'string' ? new URL(value) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash)
    throw new SiteSettingError(
      'site.originals_url',
      `originals URL ${JSON.stringify(value)} is not usable: ${hint}`,
      hint,
    );
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}
