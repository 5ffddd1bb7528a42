// one applicant's acknowledgement: never from the anonymous page cache
export default { titleKey: 'applications:ack.title', pageCache: false }
