import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../actions/lib/core/config.js';
import { analyzeUpload } from '../../actions/lib/pipeline/analyze.js';
import { renderReport, reportJson } from '../../actions/lib/report/markdown.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import { PROJECT_ROOT } from '../helpers/paths.js';

const config = await loadConfig(PROJECT_ROOT);
const enc = (o: unknown) => new TextEncoder().encode(typeof o === 'string' ? o : JSON.stringify(o));
const FILING = `UNITED STATES DISTRICT COURT FOR THE DISTRICT OF MAINE
JANE ROE, Plaintiff, v. ACME CORPORATION, Defendant.
Civil Action No. 1:19-cv-00123
ORDER ON DEFENDANT'S MOTION TO DISMISS
The plaintiff filed a complaint alleging breach of contract. The defendant moved to dismiss for failure
to state a claim under Federal Rule of Civil Procedure 12(b)(6). The court has jurisdiction under 28 U.S.C. 1332.
For the reasons that follow, the motion to dismiss is GRANTED in part and DENIED in part. The clerk shall
enter judgment accordingly. SO ORDERED. Dated July 2, 2019. United States District Judge.`;

describe('the decision report', () => {
  it('lists every metadata problem with its field and fix, and says what happens next', async () => {
    const pdf = await textToPdf(FILING);
    const r = await analyzeUpload(
      {
        name: 'order.pdf',
        file: pdf,
        metadata: enc({ title: '<b>@everyone</b>', date: '2019-02-30', relevance: 'urgent' }),
        metadataName: 'order.json',
      },
      { root: null, config, cache: null, today: '2026-11-21' },
    );
    expect(r.status).toBe('invalid');
    const md = renderReport(r);
    expect(md.split('\n')[0]).toBe(
      `### ⚠️ Cannot be processed: \`order.pdf\` — relevance **${r.relevance!.toFixed(2)}** (threshold 0.70)`,
    );
    expect(md).toContain('(field `source`)');
    expect(md).toContain('(field `date`)');
    expect(md).toContain('(field `relevance`)');
    expect(md).toContain("How to fix: Write the document's date as YYYY-MM-DD");
    expect(md).toContain('#### What is wrong (3)');
    expect(md).toContain('Fix every problem listed above and send it again');
    // Invalid metadata has no title to show, so nothing the contributor wrote reaches the page.
    expect(md).not.toContain('<b>');
    expect(md).not.toContain('@everyone');
  });

  it('explains an accepted filing: pages, relevance factors, upload id', async () => {
    const pdf = await textToPdf(FILING);
    const meta = {
      title: 'Roe v. Acme — order on motion to dismiss',
      date: '2019-07-02',
      source: 'U.S. District Court, District of Maine',
      relevance: 'high',
    };
    const r = await analyzeUpload(
      { name: 'roe.pdf', file: pdf, metadata: enc(meta), metadataName: 'roe.json' },
      { root: null, config, cache: null, today: '2026-11-21' },
    );
    expect(r.status).toBe('accepted');
    const md = renderReport(r);
    expect(md).toMatch(/^### ✅ Accepted: `roe\.pdf` — relevance \*\*[01]\.\d\d\*\* \(threshold 0\.70\)$/m);
    expect(md).toContain(`| Upload id | \`${r.upload_id}\` |`);
    expect(md).toContain('| Pages | 1; OCR on no pages |');
    expect(md).toContain('| `key_terms` | +');
    expect(md).not.toContain('What is wrong');
    const json = reportJson(r);
    expect(json).not.toHaveProperty('text');
    expect(json.text_chars).toBe(r.text.length);
  });
});
