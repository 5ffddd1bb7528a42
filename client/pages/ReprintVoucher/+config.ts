export default { titleKey: 'prepaid:reprint.title', pageCache: false }
