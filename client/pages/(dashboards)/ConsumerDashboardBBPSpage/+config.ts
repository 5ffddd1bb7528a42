export default { titleKey: 'dashboard:titles.bbps' }
