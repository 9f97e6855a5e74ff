/**
 * A folder to import, made of real PDFs: the demo's sample court filings (accepted), an amended copy of
 * one (a near duplicate), the same file twice under two names (an exact duplicate), a recipe (off-topic,
 * rejected), and a metadata file without its document.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  APPELLATE_OPINION,
  CLERK_LETTER,
  DOCKETING_NOTICE,
  ORDER_ON_MOTION_TO_DISMISS,
  SCHEDULING_ORDER,
  type SampleFiling,
} from '../../scripts/demo/filings.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';

export function metadata(title: string, date = '2022-03-14'): string {
  return `${JSON.stringify({ title, date, source: 'U.S. District Court', relevance: 'high', source_type: 'court' }, null, 2)}\n`;
}

const RECIPE: SampleFiling = {
  title: 'Chocolate chip cookies',
  text: `Grandmother's chocolate chip cookies

Cream one cup of butter with three quarters of a cup of brown sugar until fluffy. Beat in two eggs and a teaspoon of vanilla extract, then fold in the flour and baking soda. Stir in two cups of chocolate chips and a handful of chopped walnuts.

Bake spoonfuls on a greased tray at 375 degrees for ten minutes, until golden at the edges. Let the cookies cool on a wire rack before serving them with a glass of cold milk.`,
};

export interface ImportFixture {
  /** Paths in the folder → what the merge should decide of them. */
  expected: Record<string, 'accepted' | 'rejected' | 'invalid' | null>;
}

/** The filings the fixture accepts, by file name. */
export const FILINGS: Record<string, SampleFiling> = {
  '2022/harlow-order.pdf': ORDER_ON_MOTION_TO_DISMISS,
  '2022/okafor-opinion.pdf': APPELLATE_OPINION,
  'castellano-docketing.pdf': DOCKETING_NOTICE,
  'westover-letter.pdf': CLERK_LETTER,
  'pell-scheduling.pdf': SCHEDULING_ORDER,
};

/** Writes the folder; `small` leaves out the duplicates, the recipe and the lone metadata file. */
export async function writeImportFolder(dir: string, options: { small?: boolean } = {}): Promise<ImportFixture> {
  const files: Record<string, string | Uint8Array> = {};
  const expected: ImportFixture['expected'] = {};
  for (const [path, filing] of Object.entries(FILINGS)) {
    files[path] = await textToPdf(filing.text, { title: filing.title });
    files[path.replace(/\.pdf$/, '.json')] = metadata(filing.title);
    expected[path] = 'accepted';
  }
  if (!options.small) {
    // The same bytes as the Harlow order, described again: an exact copy inside the import.
    files['zz-harlow-again.pdf'] = files['2022/harlow-order.pdf']!;
    files['zz-harlow-again.json'] = metadata('Harlow order, second copy');
    expected['zz-harlow-again.pdf'] = 'invalid';
    // The docketing notice with one line changed: a near copy of it, in whichever shard it lands.
    const amended = DOCKETING_NOTICE.text.replace('NOTICE OF DOCKETING', 'AMENDED NOTICE OF DOCKETING');
    files['zz-castellano-docketing-amended.pdf'] = await textToPdf(amended.replace('April 6', 'April 20'), {
      title: `${DOCKETING_NOTICE.title} (amended)`,
    });
    files['zz-castellano-docketing-amended.json'] = metadata(`${DOCKETING_NOTICE.title} (amended)`);
    expected['zz-castellano-docketing-amended.pdf'] = 'rejected';
    files['cookies.pdf'] = await textToPdf(RECIPE.text, { title: RECIPE.title });
    files['cookies.json'] = metadata(RECIPE.title, '2020-01-01');
    expected['cookies.pdf'] = 'rejected';
    files['notes/lonely.json'] = metadata('A metadata file without its document');
    expected['notes/lonely.json'] = null;
  }
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return { expected };
}
