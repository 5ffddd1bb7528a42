export default { titleKey: 'dashboard:titles.postpaid', pageCache: false }
