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
}

/** The options win over the config; an unset site title falls back to the collection's name. */
export function siteSettings(config: DirhubConfig, overrides: SettingOverrides): SiteSettings {
  const configTitle =
    config.site.title === DEFAULT_CONFIG.site.title && config.collection.name !== DEFAULT_CONFIG.collection.name
      ? config.collection.name
      : config.site.title;
  return {
    config,
    base: normalizePathPrefix(overrides.pathPrefix ?? config.site.path_prefix),
    title: overrides.title ?? configTitle,
    repository: overrides.repository !== undefined ? overrides.repository : config.site.repository,
    searchEngine: searchEngineSetting(overrides.searchEngine ?? config.site.search_engine),
    originalsUrl: originalsUrlSetting(
      overrides.originalsUrl !== undefined ? overrides.originalsUrl : (config.site.originals_url ?? null),
    ),
  };
}

/** `root` is the repository that holds the archive, where its config lives. */
export async function loadSiteSettings(root: string, overrides: SettingOverrides): Promise<SiteSettings> {
  return siteSettings(await loadConfig(root), overrides);
}

export type SiteSettingCode = 'site.search_engine' | 'site.out_not_ours' | 'site.originals_url';

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
