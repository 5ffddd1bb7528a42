export default { titleKey: 'pages:contactCustomerCare.title' }
