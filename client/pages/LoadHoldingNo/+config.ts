// the answer of ?consNo= is one consumer's: never from the anonymous page cache
export default { titleKey: 'requests:lookup.title', pageCache: false }
