export default { titleKey: 'pages:guestHouse.title' }
