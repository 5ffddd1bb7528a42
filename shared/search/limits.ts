/**
 * The search's limits without its schema: the header's search box (on every page, the home
 * page included) needs the longest query, not zod (shared/search/contract.ts has the rest).
 */
/** The query: at most this many characters. */
export const SEARCH_MAX_QUERY = 100
