export default { titleKey: 'pages:independenceDay70.title' }
