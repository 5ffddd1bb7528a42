// the empty form and the schemes are the same for everyone (cached); a POST answer is rendered per request
export default { titleKey: 'ots:title' }
