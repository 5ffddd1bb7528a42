export default { titleKey: 'pages:faq.title' }
