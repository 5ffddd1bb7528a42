export default { titleKey: 'eodb:titles.outage' }
