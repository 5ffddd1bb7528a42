import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'Tax identification numbers of Assam Power Distribution Company Limited, for consumers and suppliers who deduct tax at source (TDS) or collect tax at source (TCS) on payments to APDCL, and for invoices under GST.',
  updated: '2025-06-01',
  sections: [
    {
      id: 'numbers',
      title: 'Company identification numbers',
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: 'Demonstration values',
          text: 'The numbers on this demonstration site are placeholders in the correct format. Always use the numbers printed on APDCL\u2019s invoices and bills in your returns.',
        },
        {
          type: 'table',
          caption: 'Identification numbers of APDCL',
          head: ['Identifier', 'Number', 'Used for'],
          rowHeaders: true,
          rows: [
            ['Permanent Account Number (PAN)', 'AAACA0000A', 'TDS and TCS returns, Form 26AS'],
            ['Tax Deduction Account Number (TAN)', 'SHLA00000A', 'TDS deducted by APDCL on its payments'],
            ['GST Identification Number (GSTIN), Assam', '18AAACA0000A1Z0', 'GST invoices for services other than electricity supply'],
            ['Corporate Identity Number (CIN)', 'U00000AS2009SGC000000', 'Company records with the Registrar of Companies, Shillong'],
          ],
        },
        {
          type: 'facts',
          items: [
            { label: 'Registered office', value: 'Bijulee Bhawan, Paltan Bazar, Guwahati 781001, Assam' },
            { label: 'Incorporated', value: '23 October 2009, under the Companies Act, 1956' },
          ],
        },
      ],
    },
    {
      id: 'compliance',
      title: 'For TDS and TCS compliance',
      blocks: [
        {
          type: 'list',
          items: [
            'Quote the PAN of APDCL when you deduct tax on payments to it, and file your TDS return in time, so that the credit appears in APDCL\u2019s Form 26AS.',
            'Buyers whose purchases of electricity exceed ₹50 lakh in a year, with a turnover above ₹10 crore, must comply with section 194Q of the Income-tax Act. Update your TAN against your consumer number online.',
            'Send the TDS certificate (Form 16A) to your electrical division, with your consumer number, after each quarter.',
            'Electricity supply is exempt from GST; GST applies to some other services such as meter rent or testing charges, as notified.',
          ],
        },
        {
          type: 'links',
          items: [{ label: 'Update TAN (compliance of section 194Q)', href: '/TanUpdate' }],
        },
      ],
    },
  ],
}

export default en
