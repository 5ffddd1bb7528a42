// one complainant's ticket: never from the anonymous page cache
export default { titleKey: 'complaints:status.title', pageCache: false }
