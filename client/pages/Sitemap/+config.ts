export default { titleKey: 'gigw:sitemap.title' }
