/**
 * How a discovery run and the sources' standing are told: a Markdown summary (the job summary on
 * GitHub) and alerts in the health check's classes, from the state on the discovery branch, so that
 * `dirhub health` and its issue name a source that keeps failing.
 */
import { problem, type Problem } from '../core/problem.js';
import type { AlertClass } from '../core/vocab.js';
import type { DiscoveryCode } from './codes.js';
import type { SourceConfig } from './config.js';
import type { DiscoveryRun } from './run.js';
import type { DiscoveryState } from './state.js';

/** Runs in a row a source may fail before the health check warns (one bad night is not worth an alert). */
export const FAILURES_BEFORE_WARNING = 2;

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
}

export function renderRunSummary(run: DiscoveryRun): string {
  const out = [`## Discovery${run.dry_run ? ' (dry run: nothing fetched, opened or saved)' : ''}`, ''];
  out.push(
    '| source | kind | status | listed | opened | known | noted | retry | pending |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const s of run.sources)
    out.push(
      `| ${cell(s.name)} | ${s.kind} | ${s.status === 'failed' ? `**failed** (${s.failures} in a row)` : s.status} | ${s.listed} | ${run.dry_run ? `${s.would_fetch.length} would be fetched` : s.opened.length} | ${s.known.length} | ${s.noted.length} | ${s.retry.length} | ${s.pending} |`,
    );
  out.push(
    '',
    `Used ${run.used.documents} of ${run.budget.documents} documents and ${run.used.bytes.toLocaleString('en-US')} of ${run.budget.bytes.toLocaleString('en-US')} bytes.${run.budget_reached ? ' The budget ran out: what was left waits for the next run.' : ''}`,
  );
  for (const s of run.sources) {
    const lines: string[] = [];
    if (s.problem) lines.push(`- ❌ ${cell(s.problem.message)} ${cell(s.problem.hint)} \`${s.problem.code}\``);
    for (const o of s.opened)
      lines.push(
        `- ${o.existing ? 'already open' : 'opened'}: ${o.pull_url ? `[${cell(o.title)}](${o.pull_url})` : `${cell(o.title)} (branch \`${o.branch}\`)`}`,
      );
    for (const w of s.would_fetch)
      lines.push(`- would fetch: ${cell(w.title)}${w.date ? ` (${w.date})` : ''} — ${w.url}`);
    for (const n of s.noted) lines.push(`- noted (${n.outcome}): ${cell(n.problem.message)}`);
    for (const r of s.retry) lines.push(`- to retry: ${cell(r.problem.message)}`);
    if (lines.length) out.push('', `### ${cell(s.name)}`, '', ...lines);
  }
  return `${out.join('\n')}\n`;
}

export interface DiscoveryAlert extends Problem {
  class: AlertClass;
}

/**
 * The health check's view of discovery: a warning for each source that failed FAILURES_BEFORE_WARNING
 * runs in a row (with why), a warning when the state cannot be read, and the digest line.
 */
export function discoveryAlerts(
  sources: SourceConfig[],
  state: { ok: true; state: DiscoveryState } | { ok: false; problem: Problem },
): DiscoveryAlert[] {
  if (!sources.length) return [];
  if (!state.ok) return [{ ...state.problem, class: 'warning' }];
  const alerts: DiscoveryAlert[] = [];
  let noted = 0;
  for (const source of sources) {
    const s = state.state.sources[source.name];
    if (!s) continue;
    noted += Object.values(s.seen).filter(
      (i) => i.outcome === 'vanished' || i.outcome === 'gave_up' || i.outcome === 'refused',
    ).length;
    if (s.failures >= FAILURES_BEFORE_WARNING && s.problem)
      alerts.push({
        ...problem<DiscoveryCode>(
          'discovery.source_failing',
          `Discovery source "${source.name}" has failed ${s.failures} runs in a row (last asked ${s.checked_at ?? 'never'}): ${s.problem.message}`,
          `${s.problem.hint} Its cursor is kept; it is asked again every run.`,
        ),
        class: 'warning',
      });
  }
  const asked = sources.filter((s) => state.state.sources[s.name]?.checked_at).length;
  alerts.push({
    ...problem<DiscoveryCode>(
      'discovery.digest',
      `Discovery follows ${sources.length} source${sources.length === 1 ? '' : 's'} (${asked} asked so far); ${noted} document${noted === 1 ? '' : 's'} noted as gone or refused.`,
      'No action needed.',
      { severity: 'warning' },
    ),
    class: 'info',
  });
  return alerts;
}
