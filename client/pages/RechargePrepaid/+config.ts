/** Recharge a prepaid meter (keypad STS or smart): consumer data, never cached. */
// HTML-only (issue 24 §6, ADR 016): no client router on a consumer's page; +client.tsx hydrates it
export default { titleKey: 'prepaid:recharge.title.standard', pageCache: false, clientHooks: false }
