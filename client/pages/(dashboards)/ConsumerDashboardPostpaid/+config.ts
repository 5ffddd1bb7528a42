export default { titleKey: 'dashboard:titles.postpaid' }
