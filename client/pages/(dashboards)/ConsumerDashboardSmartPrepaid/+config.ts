export default { titleKey: 'dashboard:titles.smartPrepaid' }
