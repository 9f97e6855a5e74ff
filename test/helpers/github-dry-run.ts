/**
 * The GitHub adapter run dry, as mergebot keeps its decisions' mutations: a `GitHubForge` over an
 * Octokit whose every request is written down (the OpenAPI operation it is, method, path as sent, body)
 * and answered without being sent. Each request must be an operation of GitHub's OpenAPI description
 * (@octokit/openapi), checked by the same validator as the local GitHub's.
 *
 * A dry run takes GitHub's yes to every write: a created comment or check run gets the next id from
 * DRY_RUN_FIRST_ID, a merge succeeds with DRY_RUN_MERGE_COMMIT. The list is thus what a decision sends
 * when GitHub accepts each step; what it sends after a refusal (a merge GitHub refuses) is tested against
 * the local GitHub (test/github/scenarios.test.ts). It answers no reads: applying a decision reads
 * nothing, and a read would need an answer a dry run cannot know.
 */
import { Octokit } from '@octokit/rest';
import { GitHubForge, type RepoRef } from '../../actions/lib/forge/github/github-forge.js';
import { openApiValidator } from './openapi-validator.js';

/** One request the adapter would send. */
export interface DryRunRequest {
  /** GitHub's name for it (`issues/create-comment`). */
  operation: string;
  method: string;
  /** The path as it would be sent, percent-encoded. */
  path: string;
  body?: unknown;
}

export const DRY_RUN_FIRST_ID = 1001;
export const DRY_RUN_MERGE_COMMIT = 'd1'.repeat(20);

/** A GitHub forge on `target` that records what it would send in `requests` and sends nothing. */
export function dryRunGitHubForge(target: RepoRef): { forge: GitHubForge; requests: DryRunRequest[] } {
  const requests: DryRunRequest[] = [];
  const octokit = new Octokit({ userAgent: 'dirhub' });
  let nextId = DRY_RUN_FIRST_ID;
  octokit.hook.wrap('request', async (_send, options) => {
    const { method, url, body } = octokit.request.endpoint(options);
    const { pathname, searchParams } = new URL(url);
    const raw = body === undefined || body === null ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    const outcome = openApiValidator().validate(method, pathname, searchParams, raw);
    if (!outcome.ok)
      throw new Error(`dry run: ${method} ${pathname} is not a request GitHub takes: ${outcome.message}`);
    if (method === 'GET') throw new Error(`dry run: ${method} ${pathname} reads, and a dry run answers no reads`);
    requests.push({
      operation: outcome.op.operationId,
      method,
      path: pathname,
      ...(raw ? { body: JSON.parse(raw) as unknown } : {}),
    });
    const data =
      outcome.op.operationId === 'pulls/merge'
        ? { sha: DRY_RUN_MERGE_COMMIT, merged: true, message: 'Pull Request successfully merged' }
        : { id: nextId++ };
    return { status: method === 'POST' ? 201 : 200, url, headers: {}, data };
  });
  return { forge: new GitHubForge(octokit, target), requests };
}
