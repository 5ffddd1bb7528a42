// the empty form is the same for everyone (cached); a POST answer is rendered per request
// HTML-only (issue 24 §6, ADR 016): no client router on a consumer's page; +client.tsx hydrates it
export default { titleKey: 'applications:newConn.title', clientHooks: false }
