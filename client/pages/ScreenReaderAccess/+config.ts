export default { titleKey: 'gigw:screenReaderAccess.title' }
