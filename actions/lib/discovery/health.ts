/**
 * Discovery in the archive's health check: the sources the profile names, read against the state on
 * the discovery branch, as alerts in the health check's classes (`discoveryAlerts`). A profile whose
 * `discovery` section has a mistake is a warning too: no source runs until it is mended.
 */
import { problem } from '../core/problem.js';
import { loadConfig } from '../core/config.js';
import type { DiscoveryCode } from './codes.js';
import { readDiscoveryConfig } from './config.js';
import { discoveryAlerts, type DiscoveryAlert } from './report.js';
import { fetchStateBranch, localStateStore } from './state-store.js';

export interface DiscoveryHealthOptions {
  /**
   * Fetch the state branch from `origin` first: a workflow's checkout holds the default branch alone.
   * Without it the state is read from the local branch or its remote-tracking copy as they are.
   */
  fetchState?: boolean;
  /** Added to git's environment for that fetch (the token, as GIT_CONFIG_* entries). */
  gitEnv?: Record<string, string>;
}

export async function discoveryHealth(root: string, options: DiscoveryHealthOptions = {}): Promise<DiscoveryAlert[]> {
  const config = await loadConfig(root);
  const read = readDiscoveryConfig(config.discovery);
  if (!read.ok) return read.problems.map((p) => ({ ...p, class: 'warning' }));
  if (!read.config.sources.length) return [];
  const alerts: DiscoveryAlert[] = [];
  if (options.fetchState) {
    const failed = await fetchStateBranch(root, options.gitEnv);
    if (failed)
      alerts.push({
        ...problem<DiscoveryCode>(
          'discovery.state_unreadable',
          `The discovery state could not be fetched from the repository: ${failed}`,
          'The sources are judged by the state this checkout holds, if any. Check that the token may read the repository.',
        ),
        class: 'warning',
      });
  }
  const stored = await localStateStore(root).load();
  return [...alerts, ...discoveryAlerts(read.config.sources, stored.read)];
}
