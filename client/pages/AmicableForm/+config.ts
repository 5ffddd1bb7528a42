export default { titleKey: 'pages:amicableForm.title' }
