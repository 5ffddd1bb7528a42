// consumer data: never from the anonymous page cache
export default { titleKey: 'billing:knowConsNoPrepaid.title', pageCache: false }
