export default { titleKey: 'pages:websitePolicy.title' }
