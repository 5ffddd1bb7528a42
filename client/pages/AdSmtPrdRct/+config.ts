export default { titleKey: 'prepaid:receipt.pageTitle', pageCache: false }
