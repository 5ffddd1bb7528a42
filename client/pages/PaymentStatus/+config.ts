/** Consumer data, never cached; with ?app=1 (the mobile app's web view) no site chrome. */
export default { titleKey: 'prepaid:status.pageTitle', pageCache: false, chrome: 'unlessApp' }
