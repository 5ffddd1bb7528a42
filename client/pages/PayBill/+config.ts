// consumer data: never from the anonymous page cache
export default { titleKey: 'billing:payBill.title', pageCache: false }
