/**
 * Consumer registration (issue 10 §3, /ConsumerRegistration; issue 27 §1): a mobile is linked
 * to a consumer number when the holder proves it:
 *   - the record has a mobile and it is the one given: an OTP to it (method 'otp_on_record');
 *     step 2 links it at once;
 *   - the record has no mobile: an OTP to the NEW mobile proves only that the number is
 *     reachable; step 2 (with the applicant's name and an identity document) makes a request
 *     'mobile_change' for an officer (method 'officer_check'). The mobile is linked
 *     (consumers.mobile and consumer_registrations) only when an officer approves it on the work
 *     desk (`linkOnApproval`, in the desk's transaction with the state change and its audit
 *     row); the workflow's SMS tells the applicant of the approval or the rejection. Nothing a
 *     public page shows proves the holder: the bill amount (shown by /ViewBill to anyone with
 *     the consumer number) is no proof any more;
 *   - the record has another mobile: refused ('linkedToOther', with the masked mobile on
 *     record) — the holder asks for a change (`requestChange`: kind 'mobile_change', with the
 *     same identity document and an OTP to the new mobile; an officer checks it).
 * The registration is recorded (consumer_registrations) with its first login pending: the
 * next login of the mobile is answered `type: 'new'` once, and the dashboard welcomes it once.
 * Checks run again at step 2 (nothing is kept between the steps but the OTP).
 */
import type { Consumer } from '#shared/billing/contract'
import type { WorkItem } from '#shared/workflow/contract'

import {
  IDENTITY_FILE,
  type MobileChangeStartInput,
  type MobileChangeVerifyInput,
  type RegistrationStartInput,
  type RegistrationStep,
  type RegistrationVerifyInput,
} from '#shared/workflow/forms/registration'
import { maskMobile } from '#shared/billing/input'
import type { Db } from '../../db/knex'
import { ConflictError } from '../../errors'
import type { BillingService } from '../billing'
import type { OtpService } from '../otp'
import { OtpInvalidError } from '../otp'
import type { OtpSendService, OtpSendVia } from '../otpSend'
import { formProblemOfSend } from './otpStep'
import type { CheckedFile, UploadService } from '../uploads'
import type { WorkflowService } from '../workflow'
import { changeConsumerRecord } from '../billing/consumerRecord'
import type { InputProblem } from '#shared/input/problem'
import { InputRefusedError } from '../../validation/parse'

export interface RegistrationDeps {
  db: Db
  billing: Pick<BillingService, 'consumer'>
  otp: OtpService
  /** the one OTP send (the channel in `via`; the forms' own budget) */
  otpSend: OtpSendService
  workflow: WorkflowService
  uploads: UploadService
  now: () => number
}

export type RegistrationMethod = RegistrationStep['method']

export interface Registered {
  consumerNo: string
  mobile: string
  mobileMasked: string
  method: RegistrationMethod
}

/** Step 2's outcome: linked at once (a mobile on record), or a request held for an officer's approval. */
export type RegistrationOutcome = { linked: Registered } | { request: WorkItem }

/** What a 'mobile_change' item carries when its approval links the mobile (the consumer had none on record). */
export const LINK_ON_APPROVAL = 'on_approval'

const refuse = (problems: InputProblem[]): never => {
  throw new InputRefusedError(problems)
}

export function createRegistrationService(deps: RegistrationDeps) {
  const { db } = deps

  async function consumerOf(consumerNo: string): Promise<Consumer> {
    const consumer = await deps.billing.consumer(consumerNo)
    return consumer ?? refuse([{ field: 'consNo', key: 'consumerNotFound' }])
  }

  async function registered(consumerNo: string, mobile: string): Promise<boolean> {
    return Boolean(await db('consumer_registrations').first('id').where({ consumer_no: consumerNo, mobile }))
  }

  /** Where the OTP goes for a registration (after every check that needs no OTP). */
  async function target(input: RegistrationStartInput): Promise<{ consumer: Consumer; to: string; method: RegistrationMethod }> {
    const consumer = await consumerOf(input.consNo)
    if (consumer.mobile) {
      if (consumer.mobile !== input.mobile) refuse([{ field: 'mobile', key: 'linkedToOther', params: { mobile: maskMobile(consumer.mobile) } }])
      if (await registered(consumer.consumerNo, input.mobile)) refuse([{ field: 'mobile', key: 'alreadyRegistered' }])
      return { consumer, to: consumer.mobile, method: 'otp_on_record' }
    }
    // no mobile on record: the OTP proves the new number reachable; an officer checks the holder
    await noneOpen(consumer.consumerNo)
    return { consumer, to: input.mobile, method: 'officer_check' }
  }

  /** One open request for the mobile of a consumer number at a time. */
  async function noneOpen(consumerNo: string): Promise<void> {
    const open = await deps.workflow.pendingFor(consumerNo, 'mobile_change')
    if (open) refuse([{ field: 'consNo', key: 'pendingRequest', params: { no: open } }])
  }

  /** The identity document of a request (refused before the OTP is spent when missing). */
  function documentOf(files: readonly CheckedFile[]): CheckedFile {
    const document = files.find((f) => f.slot === IDENTITY_FILE)
    return document ?? refuse([{ field: IDENTITY_FILE, key: 'fileMissing' }])
  }

  /** The request an officer checks: the OTP verified, the document stored, one 'mobile_change' item (submitted). */
  async function officerRequest(opts: {
    consumer: Consumer
    mobile: string
    applicantName: string
    otp: string
    document: CheckedFile
    locale: 'en' | 'as'
    data: Record<string, unknown>
  }): Promise<WorkItem> {
    await verifyOn(opts.mobile, opts.otp)
    const stored = await deps.uploads.store('applications', [opts.document], deps.now(), { mobile: opts.mobile })
    return deps.workflow.create({
      kind: 'mobile_change',
      mobile: opts.mobile,
      applicantName: opts.applicantName,
      consumerNo: opts.consumer.consumerNo,
      locale: opts.locale,
      data: { ...opts.data, requested: { mobile: opts.mobile }, proof: 'identity_document' },
      files: stored,
    })
  }

  async function sendTo(mobile: string, via: OtpSendVia, consumerNo: string): Promise<number> {
    try {
      return (await deps.otpSend.sendOrThrow(via, mobile, 'request', { consumerNo })).resendAfterSeconds
    } catch (err) {
      throw formProblemOfSend(err)
    }
  }

  async function verifyOn(mobile: string, code: string): Promise<void> {
    try {
      await deps.otp.verify(mobile, 'request', code)
    } catch (err) {
      if (err instanceof OtpInvalidError) refuse([{ field: 'otp', key: 'otpWrong' }])
      throw err
    }
  }

  /** The change request's checks: the number is linked to another mobile, none open. */
  async function changeTarget(input: MobileChangeStartInput): Promise<Consumer & { mobile: string }> {
    const consumer = await consumerOf(input.consNo)
    if (!consumer.mobile) refuse([{ field: 'consNo', key: 'noMobileRegisterInstead' }])
    if (consumer.mobile === input.mobile) refuse([{ field: 'mobile', key: 'mobileAlreadyOnRecord' }])
    await noneOpen(consumer.consumerNo)
    return consumer as Consumer & { mobile: string }
  }

  return {
    /** Step 1: the checks, then the OTP (to the mobile on record, or to the new mobile when none is). */
    async start(input: RegistrationStartInput, via: OtpSendVia): Promise<RegistrationStep> {
      const { consumer, to, method } = await target(input)
      const resendAfterSeconds = await sendTo(to, via, consumer.consumerNo)
      return { consumerNo: consumer.consumerNo, sentToMasked: maskMobile(to), method, resendAfterSeconds }
    },

    /**
     * Step 2: the same checks and the OTP. With the mobile on record, the link is recorded at
     * once; with none on record, the name and the identity document make a request for an
     * officer (nothing is linked until it is approved: `linkOnApproval`).
     */
    async verify(input: RegistrationVerifyInput, files: readonly CheckedFile[], locale: 'en' | 'as'): Promise<RegistrationOutcome> {
      const { consumer, to, method } = await target(input)
      if (method === 'officer_check') {
        const applicantName = input.applicantName ?? refuse([{ field: 'applicantName', key: 'nameEmpty' }])
        const document = documentOf(files)
        const request = await officerRequest({ consumer, mobile: input.mobile, applicantName, otp: input.otp, document, locale, data: { current: null, link: LINK_ON_APPROVAL } })
        return { request }
      }
      await verifyOn(to, input.otp)
      const t = deps.now()
      await db.transaction(async (trx) => {
        const existing = await trx('consumer_registrations').first('id').where({ consumer_no: consumer.consumerNo, mobile: input.mobile })
        if (existing) refuse([{ field: 'mobile', key: 'alreadyRegistered' }])
        await trx('consumer_registrations').insert({ consumer_no: consumer.consumerNo, mobile: input.mobile, method, registered_at: t, first_login_at: null, welcomed_at: null })
      })
      return { linked: { consumerNo: consumer.consumerNo, mobile: input.mobile, mobileMasked: maskMobile(input.mobile), method } }
    },

    /**
     * The officer's approval of a request that links a mobile (a 'mobile_change' item made by
     * `verify` for a consumer without a mobile): in the desk's transaction, with the state change
     * and its audit row. The mobile is written only where none is on record (another one linked
     * meanwhile: 409, and the approval is undone); the registration is recorded. True when it
     * linked (the desk then completes the item); other items: nothing, false.
     */
    async linkOnApproval(trx: Db, workNo: string): Promise<boolean> {
      const r = (await trx('work_items').first('kind', 'consumer_no', 'mobile', 'data').where('work_no', workNo)) as
        { kind: string; consumer_no: string | null; mobile: string; data: string } | undefined
      if (!r || r.kind !== 'mobile_change' || !r.consumer_no) return false
      const data = (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>
      if (data.link !== LINK_ON_APPROVAL) return false
      const linked = await changeConsumerRecord(trx, { consumerNo: r.consumer_no }, { mobile: r.mobile }, { onlyWithoutMobile: true })
      if (!linked) throw new ConflictError('A mobile is already on record for this consumer number; reject this request')
      const existing = await trx('consumer_registrations').first('id').where({ consumer_no: r.consumer_no, mobile: r.mobile })
      if (!existing)
        await trx('consumer_registrations').insert({ consumer_no: r.consumer_no, mobile: r.mobile, method: 'officer_check', registered_at: deps.now(), first_login_at: null, welcomed_at: null })
      return true
    },

    /** The change of a linked mobile, step 1: the checks, then the OTP to the new mobile. */
    async startChange(input: MobileChangeStartInput, via: OtpSendVia): Promise<RegistrationStep> {
      const consumer = await changeTarget(input)
      const resendAfterSeconds = await sendTo(input.mobile, via, consumer.consumerNo)
      return { consumerNo: consumer.consumerNo, sentToMasked: maskMobile(input.mobile), method: 'officer_check', resendAfterSeconds }
    },

    /** Step 2: the identity document and the OTP to the new mobile, then one workflow item 'mobile_change' (submitted) for the officers. */
    async requestChange(input: MobileChangeVerifyInput, files: readonly CheckedFile[], locale: 'en' | 'as'): Promise<WorkItem> {
      const consumer = await changeTarget(input)
      const document = documentOf(files)
      return officerRequest({ consumer, mobile: input.mobile, applicantName: input.applicantName, otp: input.otp, document, locale, data: { current: { mobileMasked: maskMobile(consumer.mobile) } } })
    },

    /** Whether the mobile's next login is its first after a registration (answered `type: 'new'`). */
    async firstLoginPending(mobile: string): Promise<boolean> {
      return Boolean(await db('consumer_registrations').first('id').where({ mobile }).whereNull('first_login_at'))
    },

    /** Records the mobile's first login after its registration; true when this login was that first one. */
    async markFirstLogin(mobile: string): Promise<boolean> {
      const n = await db('consumer_registrations').where({ mobile }).whereNull('first_login_at').update({ first_login_at: deps.now() })
      return n > 0
    },

    /**
     * True once: the dashboard's welcome after the first login (then never again for this
     * registration). Read first: every dashboard view asks, almost always of a mobile long
     * welcomed, and a read takes no write lock (issue 28); the conditional UPDATE decides
     * between two first views at once.
     */
    async takeWelcome(mobile: string): Promise<boolean> {
      const unwelcomed = () => db('consumer_registrations').where({ mobile }).whereNotNull('first_login_at').whereNull('welcomed_at')
      if (!(await unwelcomed().first('id'))) return false
      const n = await unwelcomed().update({ welcomed_at: deps.now() })
      return n > 0
    },
  }
}

export type RegistrationService = ReturnType<typeof createRegistrationService>
