export default { titleKey: 'eodb:titles.domestic' }
