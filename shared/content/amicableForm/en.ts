import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'Many disputes over bills, assessments and arrears can be settled quickly by agreement, without going to a forum or court. Under amicable settlement, the consumer and APDCL meet before a settlement committee, review the records together and agree on the amount payable and how it is to be paid.',
  updated: '2025-06-01',
  sections: [
    {
      id: 'who',
      title: 'Who can apply',
      blocks: [
        {
          type: 'list',
          items: [
            'Any consumer, or the legal heir of a deceased consumer, with a dispute about a bill, an assessment for unauthorised use, a meter-related charge or arrears.',
            'Cases pending before a Consumer Grievance Redressal Forum or a court may be brought if both parties agree to withdraw them after settlement.',
            'Cases of theft under section 135 of the Electricity Act, 2003, are settled only by compounding as provided in section 152, not under this procedure.',
          ],
        },
      ],
    },
    {
      id: 'steps',
      title: 'Steps',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Fill in the form', text: 'Download the application form below, fill it in, and attach a copy of the disputed bill or assessment and any supporting papers.' },
            { title: 'Submit it', text: 'Submit the form at your sub-division office, which gives you an acknowledgement with a reference number.' },
            { title: 'Hearing', text: 'Within 30 days you will be called to a hearing before the settlement committee of the division, which includes an accounts officer.' },
            { title: 'Settlement', text: 'If you and the committee agree, a settlement order is signed by both sides, with the amount and the instalments, if any.' },
            { title: 'Payment and closure', text: 'Pay as per the order; the account is corrected and the dispute is closed. Any connection disconnected for the disputed amount is restored.' },
          ],
        },
      ],
    },
    {
      id: 'form',
      title: 'Application form',
      blocks: [
        { type: 'download', href: '/static/amicable-settlement-form.pdf', label: 'Amicable settlement application form', meta: 'PDF, 1 page, about 3 KB' },
        {
          type: 'p',
          text: 'If the dispute is not settled, you keep every other remedy: the Consumer Grievance Redressal Forum of your zone, and then the Electricity Ombudsman, Assam.',
        },
      ],
    },
  ],
}

export default en
