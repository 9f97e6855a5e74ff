/** The filters of a list or a search (every one but the words), and the SQL they become. */

export interface DocumentFilters {
  /** Any of these categories (case-insensitive). */
  category?: string[];
  /** Any of these sources, matched whole (case-insensitive). */
  source?: string[];
  /** Any of these levels. */
  verification_level?: number[];
  /** Every one of these names (case-insensitive). */
  entity?: string[];
  /** Inclusive bounds on the document's date: YYYY, YYYY-MM or YYYY-MM-DD. */
  date_from?: string;
  date_to?: string;
  /** Words that must all occur (see toMatchQuery). */
  q?: string;
}

export interface Window {
  offset: number;
  limit: number;
}

export interface Where {
  sql: string;
  params: unknown[];
}

/** Rows passing both `a` and `b`. */
export function bothOf(a: Where, b: Where): Where {
  if (b.sql === '1') return a;
  return { sql: a.sql === '1' ? b.sql : `${a.sql} AND ${b.sql}`, params: [...a.params, ...b.params] };
}

/** The SQL conditions on `d` (the documents table) for every filter but `q`. */
export function filterSql(filters: DocumentFilters): Where {
  const parts: string[] = [];
  const params: unknown[] = [];
  const anyOf = (column: string, values: unknown[] | undefined) => {
    if (!values?.length) return;
    parts.push(`${column} IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  };
  anyOf('d.category', filters.category);
  anyOf('d.source', filters.source);
  anyOf('d.verification_level', filters.verification_level);
  for (const name of filters.entity ?? []) {
    parts.push('d.rowid IN (SELECT doc FROM document_entities WHERE entity = ?)');
    params.push(name);
  }
  if (filters.date_from) {
    parts.push('d.date >= ?');
    params.push(filters.date_from);
  }
  if (filters.date_to) {
    // A bound of 2019 or 2019-07 takes in every date within it.
    parts.push('d.date <= ?');
    params.push(`${filters.date_to}\uffff`);
  }
  return { sql: parts.length ? parts.join(' AND ') : '1', params };
}
