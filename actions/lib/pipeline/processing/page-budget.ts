/**
 * What reading one page's drawing may cost. pdf.js turns a page's content into a list of drawing
 * operations and draws them; a few kilobytes of content can make a million operations (a page of a
 * million tiny lines), and each costs about 1 KB of memory while the page is open and tens of
 * microseconds to build and draw. So every pass over a page's drawing (rendering it for OCR, measuring
 * its images) is held to a budget: at most `limits.max_page_operations` operations and
 * `limits.page_draw_seconds` seconds. Past either, the pass is cancelled and `PageTooComplexError`
 * says which page and which budget.
 *
 * Why render tasks: `page.getOperatorList()` cannot be stopped once asked for (it answers with the
 * whole list), and pdf.js chains its steps on promises, so no timer fires while it works. A render task
 * calls back between its steps (`onContinue`: for each batch of operations pdf.js sends, and at least
 * every 15 ms of drawing) and before each operation (`operationsFilter`), which is where the budget is
 * checked and the task cancelled.
 */
import type { PDFOperatorList, PDFPageProxy, RenderParameters, RenderTask } from 'pdfjs-dist/types/src/display/api.js';
import type { DirhubConfig } from '../../core/config.js';
import { DirhubError } from '../../core/errors.js';

export type PageBudgetLimits = Pick<DirhubConfig['limits'], 'max_page_operations' | 'page_draw_seconds'>;

/** A page whose drawing is over its budget of operations or time. */
export class PageTooComplexError extends DirhubError<'pdf.page_too_complex'> {
  constructor(
    readonly page: number,
    readonly over: 'operations' | 'time',
    limits: PageBudgetLimits,
    operations: number,
  ) {
    super(
      'pdf.page_too_complex',
      over === 'operations'
        ? `Page ${page} holds more than ${limits.max_page_operations.toLocaleString('en-US')} drawing operations, more than dirhub draws for one page, so it was not read.`
        : `Drawing page ${page} took longer than ${limits.page_draw_seconds} s (${operations.toLocaleString('en-US')} operations in), so it was stopped.`,
      'The page holds an unusually detailed drawing, or one made to exhaust readers. Print that page to a PDF as a picture (Adobe Reader: Print → Advanced → Print As Image; or `gs -sDEVICE=pdfimage24 -r300 -o out.pdf in.pdf`) or leave it out, and send that. Maintainers set the budget with limits.max_page_operations and limits.page_draw_seconds.',
    );
  }
}

/** The operator list pdf.js fills on a render task as it goes: kept on the task, though not in its typings. */
function operatorListOf(task: RenderTask): PDFOperatorList {
  const internal: unknown = task._internalRenderTask;
  if (typeof internal === 'object' && internal !== null && 'operatorList' in internal) {
    const list = internal.operatorList;
    if (typeof list === 'object' && list !== null && 'fnArray' in list && 'argsArray' in list)
      return list as PDFOperatorList;
  }
  throw new Error('pdf.js no longer keeps the operator list on its render task; see page-budget.ts');
}

/**
 * In Node pdf.js's worker runs in this process. When a stream of operations is cancelled while the
 * worker is between two batches, pdf.js rejects a promise nothing awaits (the stream's `ready`, in its
 * message handler) with its AbortException, and in Node an unhandled rejection ends the process. From a
 * cancel until pdf.js has ended the stream (100 ms later, or at once when the document is destroyed),
 * those rejections are taken here; any other is left to end the process as Node would.
 */
const SHELTER_MS = 1000;
let sheltering = 0;
function ignorePdfjsAbort(reason: unknown): void {
  if (reason instanceof Error && reason.name === 'AbortException') return;
  if (process.listenerCount('unhandledRejection') === 1) throw reason;
}
function cancel(task: RenderTask): void {
  if (sheltering++ === 0) process.on('unhandledRejection', ignorePdfjsAbort);
  setTimeout(() => {
    if (--sheltering === 0) process.off('unhandledRejection', ignorePdfjsAbort);
  }, SHELTER_MS).unref();
  task.cancel();
}

/** One pass over a page against its budget: the operations reached so far, the clock, and what ran out. */
class Budget {
  private readonly deadline: number;
  reached = 0;
  over: 'operations' | 'time' | null = null;

  constructor(
    private readonly page: PDFPageProxy,
    private readonly limits: PageBudgetLimits,
  ) {
    this.deadline = Date.now() + limits.page_draw_seconds * 1000;
  }

  /** Counts the operation at `index`. */
  count(index: number): void {
    this.reached = Math.max(this.reached, index + 1);
    if (this.reached > this.limits.max_page_operations) this.over ??= 'operations';
  }

  /** Looks at the clock; false once the budget is spent. */
  inTime(): boolean {
    if (this.over === null && Date.now() > this.deadline) this.over = 'time';
    return this.over === null;
  }

  /** Awaits a task of this pass; a task cancelled for the budget throws PageTooComplexError. */
  async settle(task: RenderTask): Promise<void> {
    try {
      await task.promise;
    } catch (err) {
      throw this.over ? this.error() : err;
    }
    // A task can finish with its last batch over the budget before it pauses again.
    if (this.over) throw this.error();
  }

  error(): PageTooComplexError {
    return new PageTooComplexError(this.page.pageNumber, this.over ?? 'operations', this.limits, this.reached);
  }
}

/**
 * A render task that draws nothing (onto a one-pixel canvas): it only has pdf.js build the page's list of
 * operations, counting each, and stops at the budget. Its list is the one pdf.js keeps for `intent`.
 */
async function buildTask(page: PDFPageProxy, intent: string, budget: Budget): Promise<RenderTask> {
  const { createCanvas } = await import('@napi-rs/canvas');
  // @napi-rs/canvas implements the 2D context pdf.js draws with, under a type of its own.
  const context: object = createCanvas(1, 1).getContext('2d');
  const task = page.render({
    canvas: null,
    canvasContext: context as CanvasRenderingContext2D,
    viewport: page.getViewport({ scale: 1 }),
    intent,
    // Every operation is counted and none drawn.
    operationsFilter: (index) => {
      budget.count(index);
      return false;
    },
  });
  task.onContinue = (proceed: () => void) => (budget.inTime() && budget.over === null ? proceed() : cancel(task));
  return task;
}

/**
 * The page's drawing operations, as `page.getOperatorList()` gives them, within the budget: built by a
 * render task that draws nothing.
 */
export async function operatorListWithinBudget(page: PDFPageProxy, limits: PageBudgetLimits): Promise<PDFOperatorList> {
  const budget = new Budget(page, limits);
  const task = await buildTask(page, 'display', budget);
  await budget.settle(task);
  return operatorListOf(task);
}

/**
 * Renders a page with `params` (canvas, viewport, intent) within the budget. The page's operations are
 * built first without drawing (a second task on the same intent, so pdf.js builds them once for both):
 * a page over the budget of operations is refused before any of it is drawn, which costs more than
 * building. Then the drawing task goes on, on the clock of the same budget.
 */
export async function renderWithinBudget(
  page: PDFPageProxy,
  params: Omit<RenderParameters, 'operationsFilter'>,
  limits: PageBudgetLimits,
): Promise<void> {
  const budget = new Budget(page, limits);
  let built = false;
  let held: (() => void) | null = null;
  let cancelled = false;
  const drawing = page.render(params);
  const cancelDrawing = () => {
    if (!cancelled) cancel(drawing);
    cancelled = true;
  };
  // Cancelled while the list is being built, its rejection is awaited only afterwards.
  drawing.promise.catch(() => undefined);
  drawing.onContinue = (proceed: () => void) => {
    if (!budget.inTime()) cancelDrawing();
    else if (built) proceed();
    else held = proceed;
  };
  const building = await buildTask(page, params.intent ?? 'display', budget);
  try {
    await budget.settle(building);
  } catch (err) {
    cancelDrawing();
    await drawing.promise.catch(() => undefined);
    throw err;
  }
  built = true;
  const proceed = held as (() => void) | null;
  held = null;
  proceed?.();
  await budget.settle(drawing);
}
