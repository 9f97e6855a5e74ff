/**
 * What actions/checkout fetches.
 *
 * https://github.com/actions/checkout (README)
 *   "Only a single commit is fetched by default, for the ref/SHA that triggered the workflow. Set
 *   `fetch-depth: 0` to fetch all history for all branches and tags."
 *   "# Number of commits to fetch. 0 indicates all history for all branches and tags.
 *    # Default: 1
 *    fetch-depth: ''"
 *   "# Whether to download Git-LFS files
 *    # Default: false
 *    lfs: ''"
 *   "The auth token is persisted in the local git config. This enables your scripts to run authenticated git
 *   commands. The token is removed during post-job cleanup. Set `persist-credentials: false` to opt-out."
 */
export interface CheckoutPlan {
  /** Commits to fetch; null for all history. */
  depth: number | null;
  lfs: boolean;
  persistCredentials: boolean;
}

export function checkoutPlan(withs: Record<string, string>): CheckoutPlan {
  const depth = withs['fetch-depth'] === undefined || withs['fetch-depth'] === '' ? 1 : Number(withs['fetch-depth']);
  if (!Number.isInteger(depth) || depth < 0)
    throw new Error(`actions/checkout: fetch-depth ${withs['fetch-depth']} is not a count`);
  return {
    depth: depth === 0 ? null : depth,
    lfs: withs.lfs === 'true',
    persistCredentials: withs['persist-credentials'] !== 'false',
  };
}
