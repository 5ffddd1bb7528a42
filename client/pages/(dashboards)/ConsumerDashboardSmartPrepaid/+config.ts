export default { titleKey: 'dashboard:titles.smartPrepaid', pageCache: false }
