export default { titleKey: 'dashboard:titles.home' }
