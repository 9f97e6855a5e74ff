/** An image upload (spec rule 6) goes through the same analysis: validation, OCR, relevance, decision. */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../actions/lib/core/config.js';
import { analyzeUpload } from '../../actions/lib/pipeline/analyze.js';
import { PROJECT_ROOT } from '../helpers/paths.js';

const config = await loadConfig(PROJECT_ROOT);
const LINES = [
  'UNITED STATES DISTRICT COURT',
  'DISTRICT OF MAINE',
  'JANE ROE, Plaintiff,',
  'v. Civil Action No. 1:19-cv-00123',
  'ACME CORPORATION, Defendant.',
  'ORDER ON MOTION TO DISMISS',
  'The motion to dismiss is GRANTED.',
  'The clerk shall enter judgment.',
  'SO ORDERED.',
  'United States District Judge',
];

function photographedPage(): Uint8Array {
  const canvas = createCanvas(1275, 1100);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 1275, 1100);
  ctx.fillStyle = '#111';
  ctx.font = '40px serif';
  LINES.forEach((line, i) => ctx.fillText(line, 100, 120 + i * 95));
  return new Uint8Array(canvas.toBuffer('image/png'));
}

describe('an image upload', () => {
  it("is OCR'd and decided like a PDF", async () => {
    const metadata = new TextEncoder().encode(
      JSON.stringify({
        title: 'Roe v. Acme — order (photograph)',
        date: '2019-07-02',
        source: 'U.S. District Court, District of Maine',
        relevance: 'medium',
      }),
    );
    const r = await analyzeUpload(
      { name: 'roe-order.png', file: photographedPage(), metadata, metadataName: 'roe-order.json' },
      { root: null, config, cache: null, today: '2026-11-21' },
    );
    expect(r.file.kind).toBe('png');
    expect(r.pages).toBe(1);
    expect(r.ocr_pages).toEqual([1]);
    expect(r.text).toContain('UNITED STATES DISTRICT COURT');
    expect(r.text).toContain('ORDER ON MOTION TO DISMISS');
    expect(r.ocr_confidence[0]!.confidence).toBeGreaterThan(80);
    expect(r.status).toBe('accepted');
    expect(r.threshold).toBe(config.routing.image_threshold);
  }, 180_000);

  it('is judged against its own threshold, routing.image_threshold', async () => {
    const strict = { ...config, routing: { ...config.routing, image_threshold: 1.01 } };
    const metadata = new TextEncoder().encode(
      JSON.stringify({
        title: 'Roe v. Acme — order (photograph)',
        date: '2019-07-02',
        source: 'U.S. District Court',
        relevance: 'medium',
      }),
    );
    const r = await analyzeUpload(
      { name: 'roe-order.png', file: photographedPage(), metadata, metadataName: 'roe-order.json' },
      { root: null, config: strict, cache: null, today: '2026-11-21' },
    );
    expect(r.threshold).toBe(1.01);
    expect(r.status).toBe('rejected');
    expect(r.errors.map((e) => e.code)).toEqual(['relevance.below_threshold']);
  }, 180_000);
});
