export default { titleKey: 'dashboard:titles.prepaid', pageCache: false }
