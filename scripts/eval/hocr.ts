/**
 * Plain text of an hOCR file (the OCR corpus's hand-corrected ground truth): its words, one output
 * line per `ocr_line`, in document order.
 */
import { readFile } from 'node:fs/promises';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function hocrText(hocr: string): string {
  const lines: string[] = [];
  for (const line of hocr.split(/<span class=['"]ocr_line['"]/).slice(1)) {
    const words = [...line.matchAll(/<span class=['"]ocrx_word['"][^>]*>([\s\S]*?)<\/span>/g)]
      .map((m) => decode(m[1]!.replace(/<[^>]+>/g, '')).trim())
      .filter(Boolean);
    if (words.length) lines.push(words.join(' '));
  }
  return lines.join('\n');
}

export async function hocrFileText(path: string): Promise<string> {
  return hocrText(await readFile(path, 'utf8'));
}
