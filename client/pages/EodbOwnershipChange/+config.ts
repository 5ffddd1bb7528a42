export default { titleKey: 'eodb:titles.ownership' }
