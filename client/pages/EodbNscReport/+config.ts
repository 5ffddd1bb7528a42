export default { titleKey: 'eodb:titles.nsc' }
