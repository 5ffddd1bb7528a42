/** The recharge inside the mobile app's web view: no site chrome. */
export default { titleKey: 'prepaid:recharge.title.mobile', pageCache: false, chrome: false }
