/**
 * Sending a document from the upload page to the archive's live API (`dirhub serve`, when the site is
 * built with its address): the file and the metadata the form checked, as the API's multipart upload,
 * with the contributor's token; then the upload's status, asked again every few seconds until it is
 * decided. The token is kept in session storage only (gone when the tab is closed), never in a cookie,
 * and sent only to the API. The API answers this site's address cross-origin (docs/serve.md).
 */

const TOKEN_KEY = 'dirhub-upload-token';

/** What each state of an upload means to the person who sent it. */
const STATE_WORDS: Record<string, string> = {
  submitted: 'Received: a pull request was opened for it.',
  analysed: 'Read and checked; the decision is being made.',
  accepted: 'Accepted: it is merged into the archive, and appears on this site once the site is built again.',
  rejected: 'Not accepted.',
  invalid: 'Refused: it does not meet the archive’s rules.',
  needs_review: 'Left for a maintainer to review.',
};
const DECIDED = new Set(['accepted', 'rejected', 'invalid', 'needs_review']);

interface ApiProblem {
  message: string;
  hint?: string;
}
interface UploadStatus {
  upload_id: string;
  state: string;
  reasons: ApiProblem[];
  title: string | null;
  document_id: string | null;
  pull_request: { url?: string | null; number?: number | null } | null;
}

function paragraph(text: string, className?: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.textContent = text;
  if (className) p.className = className;
  return p;
}

/** A list of problems, each with how to fix it. */
function problemList(problems: ApiProblem[]): HTMLUListElement {
  const list = document.createElement('ul');
  for (const p of problems) {
    const li = document.createElement('li');
    li.textContent = p.hint ? `${p.message} ${p.hint}` : p.message;
    list.append(li);
  }
  return list;
}

/** The status of one upload as the page shows it: its state in words, its reasons, its pull request. */
function statusView(status: UploadStatus): HTMLElement[] {
  const out: HTMLElement[] = [];
  const head = paragraph(
    `${status.title ? `“${status.title}” (${status.upload_id})` : status.upload_id}: ${STATE_WORDS[status.state] ?? status.state}`,
  );
  head.dataset.state = status.state;
  out.push(head);
  if (status.reasons.length) out.push(problemList(status.reasons));
  const pr = status.pull_request?.url;
  if (pr) {
    const p = document.createElement('p');
    const a = document.createElement('a');
    a.href = pr;
    a.textContent = `Its pull request${status.pull_request?.number ? ` #${status.pull_request.number}` : ''}`;
    a.rel = 'noopener';
    p.append(a);
    out.push(p);
  }
  return out;
}

/** Asks for the upload's status until it is decided, showing each state as it comes. */
async function follow(statusUrl: string, status: HTMLElement, pollMs: number): Promise<void> {
  for (;;) {
    let answer: Response;
    try {
      answer = await fetch(statusUrl, { mode: 'cors', credentials: 'omit', cache: 'no-store' });
    } catch {
      status.replaceChildren(paragraph(`The status could not be asked for just now; asking again. (${statusUrl})`));
      await new Promise((r) => setTimeout(r, pollMs * 2));
      continue;
    }
    const json = (await answer.json().catch(() => null)) as { data?: UploadStatus } | null;
    if (answer.ok && json?.data) {
      status.replaceChildren(...statusView(json.data));
      status.dataset.state = json.data.state;
      if (DECIDED.has(json.data.state)) return;
    }
    const wait = Number(answer.headers.get('retry-after')) * 1000;
    await new Promise((r) => setTimeout(r, wait > 0 ? wait : pollMs));
  }
}

/** Posts the file and metadata to the API with the token; follows the upload when it is taken. */
async function send(
  api: string,
  secret: string,
  chosen: File,
  metadata: Record<string, unknown>,
  status: HTMLElement,
  pollMs: number,
): Promise<void> {
  const uploadUrl = `${api}/api/upload`;
  const body = new FormData();
  body.append('metadata', JSON.stringify(metadata));
  body.append('file', chosen, chosen.name);
  let answer: Response;
  try {
    answer = await fetch(uploadUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}` },
      body,
      mode: 'cors',
      credentials: 'omit',
    });
  } catch (err) {
    status.dataset.state = 'unreachable';
    status.replaceChildren(
      paragraph(
        `The archive's API at ${api} could not be reached (${(err as Error).message}). Try again later, or upload on the repository's page.`,
        'invalid',
      ),
    );
    return;
  }
  const json = (await answer.json().catch(() => null)) as {
    data?: { upload_id: string; status_url: string };
    error?: ApiProblem & { problems?: ApiProblem[] };
  } | null;
  if (answer.status !== 202 || !json?.data) {
    status.dataset.state = 'refused';
    const error = json?.error;
    status.replaceChildren(
      paragraph(
        error ? `Not sent: ${error.message} ${error.hint ?? ''}`.trim() : `Not sent (HTTP ${answer.status}).`,
        'invalid',
      ),
      ...(error?.problems?.length ? [problemList(error.problems)] : []),
    );
    return;
  }
  // Relative to the address it answered (as Location is): right behind a proxy that adds a path.
  await follow(new URL(json.data.status_url, uploadUrl).href, status, pollMs);
}

/**
 * Shows the send form when the page has one (the site knows a live API), and sends. `metadataOf` checks
 * the metadata form and returns its metadata, or null when it has problems (it shows them).
 */
export function setUpSending(metadataOf: () => Record<string, unknown> | null, pollMs = 2000): void {
  const section = document.getElementById('send');
  if (!section) return;
  const api = section.dataset.api!;
  const form = document.getElementById('send-form') as HTMLFormElement;
  const file = document.getElementById('send-file') as HTMLInputElement;
  const token = document.getElementById('send-token') as HTMLInputElement;
  const forget = document.getElementById('send-forget') as HTMLButtonElement;
  const status = document.getElementById('send-status') as HTMLElement;
  const say = (...nodes: HTMLElement[]) => status.replaceChildren(...nodes);
  section.hidden = false;
  token.value = sessionStorage.getItem(TOKEN_KEY) ?? '';

  forget.addEventListener('click', () => {
    sessionStorage.removeItem(TOKEN_KEY);
    token.value = '';
    say(paragraph('The token is forgotten: this page no longer holds it.'));
  });

  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const metadata = metadataOf();
    if (!metadata) {
      say(paragraph('Fix the metadata above first: its problems are listed at the top of the form.', 'invalid'));
      return;
    }
    const chosen = file.files?.[0];
    const secret = token.value.trim();
    if (!chosen || !secret) {
      say(paragraph(!chosen ? 'Choose the document to send.' : 'Give your token.', 'invalid'));
      (!chosen ? file : token).focus();
      return;
    }
    sessionStorage.setItem(TOKEN_KEY, secret);
    say(paragraph(`Sending ${chosen.name}…`));
    status.dataset.state = 'sending';
    void send(api, secret, chosen, metadata, status, pollMs);
  });
}
