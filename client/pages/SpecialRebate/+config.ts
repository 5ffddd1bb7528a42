export default { titleKey: 'pages:specialRebate.title' }
