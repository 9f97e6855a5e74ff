/** A text without some of its lines, by their numbers from 0; the other lines stay as they were. */
export function withoutLineNumbers(text: string, drop: ReadonlySet<number>): string {
  if (!drop.size) return text;
  return text
    .split('\n')
    .filter((_, i) => !drop.has(i))
    .join('\n');
}
