import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'The Electricity Act, 2003, the Electricity (Rights of Consumers) Rules, 2020 and the Electricity Supply Code of the Assam Electricity Regulatory Commission give every consumer rights, and also some duties. Keeping them avoids penalties and disconnection, and keeps the supply safe for everyone.',
  updated: '2025-06-01',
  sections: [
    {
      id: 'payment',
      title: 'Pay your bill in full and on time',
      blocks: [
        {
          type: 'list',
          items: [
            'Pay the full amount of the bill by the due date printed on it. Paying early earns the prompt-payment rebate where the tariff allows it; paying late attracts a surcharge.',
            'If you do not receive a bill, ask for it: non-receipt of a bill does not remove the liability to pay.',
            'If you dispute a bill, lodge the complaint quickly and pay the undisputed part, or the amount fixed by the officer, while it is looked into.',
            'Prepaid and smart prepaid consumers should keep a positive balance; the supply is cut automatically when the balance runs out, subject to the friendly-hours rules.',
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Disconnection for non-payment',
          text: 'Under Section 56 of the Electricity Act, 2003, the supply can be disconnected after a written notice of not less than 15 clear days if a bill is not paid. Reconnection needs payment of the dues and the reconnection charge.',
        },
      ],
    },
    {
      id: 'meter',
      title: 'Look after the meter and allow access',
      blocks: [
        {
          type: 'list',
          items: [
            'Allow APDCL\u2019s authorised staff, carrying identity cards, to read, inspect, test or replace the meter at reasonable hours.',
            'Keep the meter in a place that is easy to reach and safe from rain and flooding; do not cover it or lock it away.',
            'Protect the seals on the meter and cut-out. Report a broken seal, a burnt meter or a stopped meter to APDCL at once.',
            'Do not shift the meter or the service line yourself. Apply to APDCL if it must be moved.',
          ],
        },
      ],
    },
    {
      id: 'lawful-use',
      title: 'Use electricity lawfully',
      blocks: [
        {
          type: 'list',
          items: [
            'Use electricity only for the purpose and category for which the connection was given: a domestic connection may not run a shop or a factory.',
            'Do not use more load than sanctioned. Apply for a load enhancement when you add air conditioners, geysers, pumps or machines.',
            'Do not extend supply to another house or premises, and do not let anyone draw power from your connection.',
            'Tell APDCL when ownership or occupancy changes, so that the connection is transferred and the bills reach the right person.',
          ],
        },
        {
          type: 'table',
          caption: 'Offences under the Electricity Act, 2003',
          head: ['Section', 'What it covers', 'Consequence'],
          rowHeaders: true,
          rows: [
            ['126', 'Unauthorised use: use beyond the sanctioned load, for another purpose or at other premises', 'Assessment at twice the tariff for the period of unauthorised use'],
            ['135', 'Theft: tapping lines, bypassing or tampering with the meter', 'Imprisonment up to three years, fine, or both, and disconnection'],
            ['136–138', 'Theft of lines and materials, interference with meters and works', 'Imprisonment, fine, or both'],
          ],
        },
      ],
    },
    {
      id: 'safety',
      title: 'Keep your installation safe',
      blocks: [
        {
          type: 'list',
          items: [
            'Have the wiring done by a licensed electrical contractor and keep the test report; APDCL releases a connection only after a satisfactory test.',
            'Maintain proper earthing and install an earth-leakage circuit breaker (RCCB).',
            'Keep trees and structures on your premises clear of APDCL lines.',
            'Install capacitors where required for motors and pump sets to maintain the power factor.',
          ],
          ordered: false,
        },
      ],
    },
    {
      id: 'report',
      title: 'Report theft, hazards and faults',
      blocks: [
        {
          type: 'p',
          text: 'Theft of electricity raises everyone\u2019s tariff and causes overloading and accidents. Report hooking, meter tampering and dangerous installations on 1912; the identity of the person reporting is kept confidential.',
        },
        {
          type: 'links',
          items: [
            { label: 'Safety advice', href: '/Safety', description: 'What to do near lines, in floods and in an emergency.' },
            { label: 'Contact customer care', href: '/ContactCustomerCare', description: 'Helpline 1912, WhatsApp, e-mail and the escalation matrix.' },
          ],
        },
      ],
    },
  ],
}

export default en
