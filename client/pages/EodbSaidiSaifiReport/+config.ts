export default { titleKey: 'eodb:titles.saidi' }
