// the answer depends on the whole query (category, load, phase, distance)
export default { titleKey: 'applications:estimate.title', pageCache: false }
