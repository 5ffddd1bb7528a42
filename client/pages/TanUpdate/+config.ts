// shows what is on record for the consumer number of ?consNo=: never from the anonymous page cache
export default { titleKey: 'requests:tan.title', pageCache: false }
