export default { titleKey: 'pages:associatedSites.title' }
