export default { titleKey: 'eodb:titles.mutation' }
