export default { titleKey: 'gigw:contingencyManagementPlan.title' }
