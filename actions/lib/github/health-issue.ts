/**
 * One issue carries the archive's health: opened when something is wrong, updated in place while it
 * stays wrong, closed when the check is clean again. Only issues the bot opened are touched.
 */
import { ALERT_CLASSES, type AlertClass } from '../core/vocab.js';
import { codeSpan, escapeMarkdown, fitBody } from './escape.js';
import type { Alert } from '../archive/health.js';
import { sameLogin } from './sticky-comment.js';

export const HEALTH_LABEL = 'dirhub:health';
export const HEALTH_MARKER = '<!-- dirhub:health -->';

export interface OpenIssue {
  number: number;
  title: string;
  body: string;
  author: string;
}

export type HealthIssuePlan =
  | { kind: 'create'; title: string; body: string; labels: string[] }
  | { kind: 'update'; number: number; title: string; body: string }
  | { kind: 'close'; number: number; comment: string }
  | { kind: 'none'; number: number | null };

const HEADING: Record<AlertClass, string> = {
  critical: '🔴 Critical: act now (data loss or damage)',
  warning: '🟠 Warning: act within the hour',
  info: 'ℹ️ Info: daily digest',
};

export function renderAlerts(alerts: Alert[], runUrl: string | null): string {
  const out = [HEALTH_MARKER, '## Archive health', ''];
  for (const cls of ALERT_CLASSES) {
    const of = alerts.filter((a) => a.class === cls);
    if (!of.length) continue;
    out.push(`### ${HEADING[cls]} (${of.length})`, '');
    for (const a of of)
      out.push(
        cls === 'info'
          ? `- ${escapeMarkdown(a.message)}`
          : `- **${escapeMarkdown(a.message)}**  \n  ${escapeMarkdown(a.hint)} <sub>${codeSpan(a.code)}</sub>`,
      );
    out.push('');
  }
  if (runUrl) out.push(`<sub>From [the latest health check](${runUrl}).</sub>`);
  return fitBody(out.join('\n'));
}

function titleFor(alerts: Alert[]): string {
  const count = (c: AlertClass) => alerts.filter((a) => a.class === c).length;
  return `Archive health: ${count('critical')} critical, ${count('warning')} warning`;
}

export function planHealthIssue(
  open: OpenIssue[],
  alerts: Alert[],
  botLogin: string,
  runUrl: string | null,
): HealthIssuePlan {
  const mine = open.find((i) => sameLogin(i.author, botLogin) && i.body.includes(HEALTH_MARKER));
  const wrong = alerts.some((a) => a.class !== 'info');
  if (!wrong)
    return mine
      ? { kind: 'close', number: mine.number, comment: 'The latest health check found nothing wrong; closing.' }
      : { kind: 'none', number: null };
  const title = titleFor(alerts);
  const body = renderAlerts(alerts, runUrl);
  if (!mine)
    return {
      kind: 'create',
      title,
      body,
      labels: [
        HEALTH_LABEL,
        ...ALERT_CLASSES.filter((c) => c !== 'info' && alerts.some((a) => a.class === c)).map((c) => `alert:${c}`),
      ],
    };
  if (mine.title === title && mine.body === body) return { kind: 'none', number: mine.number };
  return { kind: 'update', number: mine.number, title, body };
}
