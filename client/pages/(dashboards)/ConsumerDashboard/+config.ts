export default { titleKey: 'dashboard:titles.home', pageCache: false }
