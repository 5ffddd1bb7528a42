export default { titleKey: 'pages:csrPolicy.title' }
