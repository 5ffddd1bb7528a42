export default { titleKey: 'pages:aiib.title' }
