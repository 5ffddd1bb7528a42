export default { titleKey: 'pages:project.title' }
