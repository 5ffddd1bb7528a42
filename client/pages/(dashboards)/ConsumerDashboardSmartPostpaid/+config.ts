export default { titleKey: 'dashboard:titles.smartPostpaid', pageCache: false }
