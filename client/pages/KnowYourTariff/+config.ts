export default { titleKey: 'billing:tariff.title', pageCache: false }
