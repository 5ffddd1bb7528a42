export default { titleKey: 'pages:energySavingTips.title' }
