export default { titleKey: 'dashboard:titles.prepaid' }
