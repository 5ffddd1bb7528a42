export default { titleKey: 'pages:safety.title' }
