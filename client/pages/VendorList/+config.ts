export default { titleKey: 'pages:vendorList.title' }
