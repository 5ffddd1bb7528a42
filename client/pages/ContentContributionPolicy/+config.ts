export default { titleKey: 'gigw:contentContributionPolicy.title' }
