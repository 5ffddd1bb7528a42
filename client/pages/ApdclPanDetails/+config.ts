export default { titleKey: 'pages:panDetails.title' }
