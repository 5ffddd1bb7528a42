export default { titleKey: 'dashboard:titles.smartPostpaid' }
