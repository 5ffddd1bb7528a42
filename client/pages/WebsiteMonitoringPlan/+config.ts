export default { titleKey: 'gigw:websiteMonitoringPlan.title' }
