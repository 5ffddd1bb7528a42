// consumer data: never from the anonymous page cache
export default { titleKey: 'billing:receipt.title', pageCache: false }
