/** The test vending flow (sandbox gateway, test vending key) with token diagnostics. */
export default { titleKey: 'prepaid:recharge.title.test', pageCache: false }
