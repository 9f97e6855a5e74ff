/**
 * L2-regularised logistic regression fitted by Newton's method (IRLS) on standardised features, with a
 * fixed per-row offset (the log-odds the scorer's fixed rules add, so the weights are fitted around
 * them). Small and exact: a handful of features, a few hundred rows.
 */
export interface Row {
  x: number[];
  y: 0 | 1;
  /** Fixed log-odds added to this row (rules); not fitted. */
  offset: number;
  /** Sample weight (an item measured against several archives counts once in total). */
  weight: number;
}

export interface FittedLogistic {
  bias: number;
  weights: number[];
  iterations: number;
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const p = m[c]![c]!;
    if (Math.abs(p) < 1e-12) throw new Error('logistic regression: singular system');
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / p;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * Fits with every weight constrained to be ≥ 0: each feature is built as evidence for relevance, so a
 * negative weight could only be an artefact of features that overlap (and would make an explanation say
 * that matching the collection lowered a score). Active set: while a weight is negative, the most
 * negative feature is dropped (weight 0) and the rest refitted.
 */
export function fitNonNegative(rows: readonly Row[], l2: number): FittedLogistic & { dropped: number[] } {
  const d = rows[0]?.x.length ?? 0;
  const active = Array.from({ length: d }, (_, j) => j);
  for (;;) {
    const fitted = fitLogistic(
      rows.map((r) => ({ ...r, x: active.map((j) => r.x[j]!) })),
      l2,
    );
    const worst = fitted.weights.reduce((w, v, k) => (v < 0 && (w < 0 || v < fitted.weights[w]!) ? k : w), -1);
    if (worst < 0 || active.length === 1) {
      const weights = new Array<number>(d).fill(0);
      active.forEach((j, k) => (weights[j] = Math.max(0, fitted.weights[k]!)));
      return {
        bias: fitted.bias,
        weights,
        iterations: fitted.iterations,
        dropped: Array.from({ length: d }, (_, j) => j).filter((j) => !active.includes(j)),
      };
    }
    active.splice(worst, 1);
  }
}

export function fitLogistic(rows: readonly Row[], l2: number): FittedLogistic {
  const d = rows[0]?.x.length ?? 0;
  const total = rows.reduce((s, r) => s + r.weight, 0);
  const mean = Array.from({ length: d }, (_, j) => rows.reduce((s, r) => s + r.weight * r.x[j]!, 0) / total);
  const sd = Array.from(
    { length: d },
    (_, j) => Math.sqrt(rows.reduce((s, r) => s + r.weight * (r.x[j]! - mean[j]!) ** 2, 0) / total) || 1,
  );
  const z = rows.map((r) => [1, ...r.x.map((v, j) => (v - mean[j]!) / sd[j]!)]);
  let beta = new Array<number>(d + 1).fill(0);
  let iterations = 0;
  for (; iterations < 100; iterations++) {
    const grad = new Array<number>(d + 1).fill(0);
    const hess = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    rows.forEach((r, i) => {
      const zi = z[i]!;
      const p = 1 / (1 + Math.exp(-(r.offset + zi.reduce((s, v, j) => s + v * beta[j]!, 0))));
      for (let j = 0; j <= d; j++) {
        grad[j]! += r.weight * (p - r.y) * zi[j]!;
        for (let k = 0; k <= d; k++) hess[j]![k]! += r.weight * p * (1 - p) * zi[j]! * zi[k]!;
      }
    });
    for (let j = 1; j <= d; j++) {
      grad[j]! += l2 * beta[j]!;
      hess[j]![j]! += l2;
    }
    const step = solve(hess, grad);
    beta = beta.map((b, j) => b - step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  const weights = beta.slice(1).map((b, j) => b / sd[j]!);
  const bias = beta[0]! - weights.reduce((s, w, j) => s + w * mean[j]!, 0);
  return { bias, weights, iterations };
}
