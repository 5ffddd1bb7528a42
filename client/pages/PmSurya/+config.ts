export default { titleKey: 'pages:pmSurya.title' }
