// the empty form is the same for everyone (cached); the steps are POST answers rendered per request
export default { titleKey: 'schemes:waiver.title' }
