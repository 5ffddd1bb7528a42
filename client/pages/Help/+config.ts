export default { titleKey: 'gigw:help.title' }
