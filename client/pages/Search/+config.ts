// cached by its words as the search takes them (server/http/pageKey.ts: issue 27 #8); a change of
// the content empties the page cache, and the search reads the index's generation
export default { titleKey: 'search:title' }
