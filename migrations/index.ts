import type { Knex } from 'knex'
import * as tenders from './202601010100_tenders'
import * as documentsCareers from './202601010110_documents-careers'
import * as siteContent from './202601010120_site-content'
import * as billingConsumers from './202611220010_billing-consumers'
import * as billingLedger from './202611220020_billing-ledger'
import * as otpSms from './202611220100_otp-sms'
import * as consumerSessions from './202611220200_consumer-sessions'
import * as payments from './202611230100_payments'
import * as consumerLookups from './202611230200_consumer-lookups'
import * as otpFlows from './202611240100_otp-flows'
import * as razorpayOrders from './202611250100_razorpay-orders'
import * as newsMarqueeDocuments from './202611260100_news-marquee-documents'
import * as jobLeases from './202612010100_job-leases'
import * as reminders from './202612020100_reminders'
import * as paymentSms from './202612020200_payment-sms'
import * as bannerCaptions from './202612020300_banner-captions'
import * as applications from './202612100100_applications'
import * as consumerRegistrations from './202612100400_consumer-registrations'
import * as applicationFees from './202612100600_application-fees'
import * as adminUsers from './202612200100_admin-users'
import * as adminAudit from './202612200200_admin-audit'
import * as tenderAdmin from './202612200300_tender-admin'
import * as contentAdmin from './202612200400_content-admin'
import * as contactAssamese from './202612200500_contact-assamese'
import * as workDesk from './202612200600_work-desk'
import * as prepaidKeyRevision from './202612200700_prepaid-key-revision'
import * as chat from './202612210100_chat'
import * as eodb from './202612220100_eodb'
import * as outageManagerRole from './202612220200_outage-manager-role'
import * as bbps from './202612230100_bbps'
import * as feedback from './202612230200_feedback'
import * as search from './202612230300_search'
import * as meterReadings from './202612230400_meter-readings'
import * as searchState from './202612230500_search-state'
import * as registrationOfficerCheck from './202612280100_registration-officer-check'
import * as eodbAssameseNames from './202612280110_eodb-assamese-names'
import * as smsLanguage from './202612280200_sms-language'
import * as adminLoginGuard from './202612280400_admin-login-guard'
import * as searchWords from './202612280500_search-words'
import * as fileLocationIndexes from './202612280510_file-location-indexes'
import * as auditLogNoTruncate from './202612280600_audit-log-no-truncate'
import * as readinessProbe from './202612280610_readiness-probe'
import * as smsSkipped from './202612280710_sms-skipped'

export interface Migration {
  up: (knex: Knex) => Promise<void>
  down: (knex: Knex) => Promise<void>
}

/**
 * Every migration, in order. File names follow YYYYMMDDHHMM_kebab.ts; add new ones here.
 */
export const migrations: Record<string, Migration> = {
  '202601010100_tenders': tenders,
  '202601010110_documents-careers': documentsCareers,
  '202601010120_site-content': siteContent,
  '202611220010_billing-consumers': billingConsumers,
  '202611220020_billing-ledger': billingLedger,
  '202611220100_otp-sms': otpSms,
  '202611220200_consumer-sessions': consumerSessions,
  '202611230100_payments': payments,
  '202611230200_consumer-lookups': consumerLookups,
  '202611240100_otp-flows': otpFlows,
  '202611250100_razorpay-orders': razorpayOrders,
  '202611260100_news-marquee-documents': newsMarqueeDocuments,
  '202612010100_job-leases': jobLeases,
  '202612020100_reminders': reminders,
  '202612020200_payment-sms': paymentSms,
  '202612020300_banner-captions': bannerCaptions,
  '202612100100_applications': applications,
  '202612100400_consumer-registrations': consumerRegistrations,
  '202612100600_application-fees': applicationFees,
  '202612200100_admin-users': adminUsers,
  '202612200200_admin-audit': adminAudit,
  '202612200300_tender-admin': tenderAdmin,
  '202612200400_content-admin': contentAdmin,
  '202612200500_contact-assamese': contactAssamese,
  '202612200600_work-desk': workDesk,
  '202612200700_prepaid-key-revision': prepaidKeyRevision,
  '202612210100_chat': chat,
  '202612220100_eodb': eodb,
  '202612220200_outage-manager-role': outageManagerRole,
  '202612230100_bbps': bbps,
  '202612230200_feedback': feedback,
  '202612230300_search': search,
  '202612230400_meter-readings': meterReadings,
  '202612230500_search-state': searchState,
  '202612280100_registration-officer-check': registrationOfficerCheck,
  '202612280110_eodb-assamese-names': eodbAssameseNames,
  '202612280200_sms-language': smsLanguage,
  '202612280400_admin-login-guard': adminLoginGuard,
  '202612280500_search-words': searchWords,
  '202612280510_file-location-indexes': fileLocationIndexes,
  '202612280600_audit-log-no-truncate': auditLogNoTruncate,
  '202612280610_readiness-probe': readinessProbe,
  '202612280710_sms-skipped': smsSkipped,
}
