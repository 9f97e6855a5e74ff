/** The search page's filters, in the order the form shows them: the build and the page both read this. */
export const SEARCH_FILTERS = ['category', 'year', 'source', 'verification', 'entity'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];
