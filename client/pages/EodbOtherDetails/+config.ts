export default { titleKey: 'eodb:titles.other' }
