import type { ConnType } from '#shared/constants'

const CONN_TYPE_KEYS: Record<ConnType, string> = {
  POSTPAID: 'postpaid',
  'SMART POSTPAID': 'smartPostpaid',
  PREPAID: 'prepaid',
  'SMART PREPAID': 'smartPrepaid',
}

/** i18n key of a connection type's name, e.g. 'dashboard:connType.smartPrepaid' */
export function connTypeKey(connType: ConnType): string {
  return `dashboard:connType.${CONN_TYPE_KEYS[connType]}`
}
