export default { titleKey: 'gigw:securityPolicy.title' }
