// consumer data: never from the anonymous page cache
export default { titleKey: 'billing:viewBill.title', pageCache: false }
