export default { titleKey: 'eodb:titles.industry' }
