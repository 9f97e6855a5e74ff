/**
 * A language's English name from its ISO 639-1 code, for explanations: the relevance score's and the OCR's.
 * A module of its own so that naming a language does not load a language detector (tinyld holds about
 * 50 MB once loaded, and the reading process, which only names languages, would carry it for nothing).
 */
const NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** "de" → "German". */
export function languageName(code: string): string {
  try {
    return NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}
