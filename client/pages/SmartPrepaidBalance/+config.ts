export default { titleKey: 'prepaid:balance.title', pageCache: false }
