import type { ConnType } from '../constants'

/** The dashboard of each connection type (spec §4 step 4), relative to /website/. */
export const DASHBOARD_BY_CONN_TYPE: Record<ConnType, string> = {
  POSTPAID: '/ConsumerDashboardPostpaid',
  'SMART POSTPAID': '/ConsumerDashboardSmartPostpaid',
  PREPAID: '/ConsumerDashboardPrepaid',
  'SMART PREPAID': '/ConsumerDashboardSmartPrepaid',
}

/** The overview of every consumer number of the signed-in mobile. */
export const DASHBOARD_HOME = '/ConsumerDashboard'

export function dashboardPath(connType: ConnType): string {
  return DASHBOARD_BY_CONN_TYPE[connType]
}
