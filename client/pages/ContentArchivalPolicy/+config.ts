export default { titleKey: 'gigw:contentArchivalPolicy.title' }
