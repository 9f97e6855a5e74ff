/**
 * The health action's step: the archive's integrity checked on the default branch's checkout, and the
 * sources discovery follows, the alerts written for the notify job and shown as annotations.
 */
import { writeFile } from 'node:fs/promises';
import { checkArchiveHealth } from '../../archive/health.js';
import { discoveryHealth } from '../../discovery/health.js';
import { renderAlerts } from '../health-issue.js';
import type { StepResult } from '../step-io.js';

export interface HealthStepConfig {
  root: string;
  output_path: string;
  /** Fetch and re-hash the content of originals the checkout holds only as Git LFS pointers. */
  fetch_originals?: boolean;
  /** A token that may read the repository, for fetching that content (a private repository's LFS). */
  token?: string;
  /** GITHUB_SERVER_URL, whose git and LFS requests the token authorizes. */
  server_url?: string;
}

/**
 * git configuration, as environment, that authorizes git and git-lfs against the GitHub server with a
 * token, the way actions/checkout does, without writing it into .git/config.
 */
export function gitTokenEnv(serverUrl: string, token: string): Record<string, string> {
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: `http.${serverUrl.replace(/\/$/, '')}/.extraheader`,
    GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`,
  };
}

export async function healthStep(cfg: HealthStepConfig): Promise<StepResult> {
  const gitEnv = cfg.token ? gitTokenEnv(cfg.server_url ?? 'https://github.com', cfg.token) : {};
  const report = await checkArchiveHealth(cfg.root, { fetchOriginals: cfg.fetch_originals ?? false, gitEnv });
  // The sources discovery follows, judged by the state on its own branch, which the checkout lacks.
  report.alerts.push(...(await discoveryHealth(cfg.root, { fetchState: true, gitEnv })));
  await writeFile(cfg.output_path, JSON.stringify(report, null, 2) + '\n');
  const count = (c: string) => String(report.alerts.filter((a) => a.class === c).length);
  return {
    outputs: {
      'alerts-path': cfg.output_path,
      critical: count('critical'),
      warning: count('warning'),
      documents: String(report.documents),
    },
    summary: renderAlerts(report.alerts, null),
    notices: report.alerts
      .filter((a) => a.class !== 'info')
      .map((a) => ({
        level: a.class === 'critical' ? 'error' : 'warning',
        title: a.code,
        message: `${a.message} ${a.hint}`,
      })),
    failure: null,
  };
}
