export default { titleKey: 'pages:pmSuryaScheme.title' }
