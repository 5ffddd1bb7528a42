// one visitor's words: rendered for each request, never from the page cache
export default { titleKey: 'search:title', pageCache: false }
