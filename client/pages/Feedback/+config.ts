// the empty form is the same for everyone (cached); a POST answer is rendered per request
export default { titleKey: 'gigw:feedback.title' }
