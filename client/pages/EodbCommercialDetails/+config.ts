export default { titleKey: 'eodb:titles.commercial' }
