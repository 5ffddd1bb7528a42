// one consumer's settlement: never from the anonymous page cache
export default { titleKey: 'ots:statusTitle', pageCache: false }
