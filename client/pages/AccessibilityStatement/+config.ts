export default { titleKey: 'gigw:accessibilityStatement.title' }
