// consumer data: never from the anonymous page cache
// HTML-only (issue 24 §6, ADR 016): no client router on a consumer's page; +client.tsx hydrates it
export default { titleKey: 'billing:viewBill.title', pageCache: false, clientHooks: false }
