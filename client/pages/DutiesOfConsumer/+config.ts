export default { titleKey: 'pages:dutiesOfConsumer.title' }
