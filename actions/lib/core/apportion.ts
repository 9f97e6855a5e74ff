/**
 * Rounding parts so that they still add up: shares of a score shown to two or three decimals must sum
 * to the rounded total the reader sees, not drift from it by a rounding unit or two.
 */

/**
 * Rounds `shares` to `digits` decimals so that they add up to `total` (itself a number of that many
 * decimals): largest remainders first, as seats are apportioned, so no share moves by more than one
 * unit of the last decimal. Shares that are exactly 0 stay 0.
 */
export function apportion(shares: number[], total: number, digits = 3): number[] {
  const unit = 10 ** digits;
  const exact = shares.map((x) => x * unit);
  const floors = exact.map(Math.floor);
  let missing = Math.round(total * unit) - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  const units = [...floors];
  // A rounding gap of more than one unit per share cannot happen when total rounds sum(shares).
  for (const { i } of missing >= 0 ? order : [...order].reverse()) {
    if (missing === 0) break;
    if (shares[i] === 0) continue;
    units[i]! += missing > 0 ? 1 : -1;
    missing += missing > 0 ? -1 : 1;
  }
  return units.map((u) => u / unit);
}
