/**
 * The citizen's side of applications and complaints (issue 10 §3–4): each form's action,
 * built on the workflow engine, the uploads and the rule tables. Routes (the JSON API,
 * server/routes/applications.ts) and the forms without JavaScript (server/routes/formPages.ts)
 * both call these, so both refuse and accept the same.
 */
import type { NewConnectionInput } from '#shared/workflow/forms/newConnection'
import type { CheckedFile, UploadService } from '../uploads'
import type { WorkflowService } from '../workflow'
import type { CostRules } from '../workflow/costRules'
import type { BillingService } from '../billing'
import type { OtpService } from '../otp'
import type { OtpSendService } from '../otpSend'
import { applyNewConnection } from './newConnection'
import { createOtpStep } from './otpStep'
import { createSchemeActions } from './schemes'
import * as complaintDesk from './complaint'
import type { ComplaintInput, ComplaintRatingInput, ComplaintReopenInput } from '#shared/workflow/forms/complaint'

export interface ApplicationDeps {
  workflow: WorkflowService
  uploads: UploadService
  costRules: CostRules
  billing: BillingService
  otp: OtpService
  otpSend: OtpSendService
  now: () => number
}

export function createApplicationService(deps: ApplicationDeps) {
  // the OTP to a consumer number's registered mobile that every request on a connection needs
  const otpStep = createOtpStep(deps)
  return {
    otpStep,
    newConnection: (input: NewConnectionInput, files: CheckedFile[], locale: 'en' | 'as') => applyNewConnection(deps, input, files, locale),
    // the in-house complaint desk (issue 10 §4): register, rate, reopen
    complaint: (input: ComplaintInput, files: CheckedFile[], locale: 'en' | 'as') => complaintDesk.registerComplaint(deps, input, files, locale),
    rateComplaint: (workNo: string, input: ComplaintRatingInput) => complaintDesk.rateComplaint(deps, workNo, input),
    reopenComplaint: (workNo: string, input: ComplaintReopenInput) => complaintDesk.reopenComplaint(deps, workNo, input),
    // the solar land offer, the surcharge waiver and the voluntary load declaration (issue 10 §3)
    schemes: createSchemeActions(deps, otpStep),
  }
}

export type ApplicationService = ReturnType<typeof createApplicationService>
