export default { titleKey: 'eodb:titles.report' }
