export default { titleKey: 'pages:badminton2016.title' }
