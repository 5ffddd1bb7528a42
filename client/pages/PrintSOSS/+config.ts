// one consumer's settlement offer: never from the anonymous page cache
export default { titleKey: 'ots:printTitle', pageCache: false }
