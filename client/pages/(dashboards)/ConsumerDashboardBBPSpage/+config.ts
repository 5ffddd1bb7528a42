export default { titleKey: 'dashboard:titles.bbps', pageCache: false }
