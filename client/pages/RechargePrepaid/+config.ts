/** Recharge a prepaid meter (keypad STS or smart): consumer data, never cached. */
export default { titleKey: 'prepaid:recharge.title.standard', pageCache: false }
