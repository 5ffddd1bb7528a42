/**
 * Every form that posts to its own page (server/http/formPosts.ts), by route. A new form adds
 * its FormPostRoute here (its module under server/routes/forms/).
 */
import type { FormPostRoute } from '../http/formPosts'
import { applyNewConnForm, checkApplStatusForm } from './forms/newConnection'
import { printAckFeeForm } from './forms/applicationFee'
import { complaintStatusForm, registerComplaintForm } from './forms/complaints'
import { REQUEST_FORMS } from './forms/requests'
import { consumerRegistrationForm } from './forms/registration'
import { otsRegisterForm, otsStatusForm } from './forms/ots'
import { solarLandForm, surchargeWaiverForm, vldForm } from './forms/schemes'
import { eodbVerifyForm } from './forms/eodb'
import { feedbackForm } from './forms/feedback'

export const FORM_PAGES: readonly FormPostRoute[] = [
  applyNewConnForm,
  checkApplStatusForm,
  registerComplaintForm,
  complaintStatusForm,
  ...REQUEST_FORMS,
  printAckFeeForm,
  solarLandForm,
  surchargeWaiverForm,
  vldForm,
  consumerRegistrationForm,
  otsRegisterForm,
  otsStatusForm,
  eodbVerifyForm,
  feedbackForm,
]
