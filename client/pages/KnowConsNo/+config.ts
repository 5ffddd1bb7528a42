// consumer data: never from the anonymous page cache
export default { titleKey: 'billing:knowConsNo.title', pageCache: false }
