// one applicant's status: never from the anonymous page cache
export default { titleKey: 'applications:status.title', pageCache: false }
