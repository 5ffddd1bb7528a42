import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'Consumers who pay on time, pay digitally or use prepaid metering get a rebate on their energy charges. The rebates are allowed by the Assam Electricity Regulatory Commission in the tariff order, and are applied to your account automatically: you do not need to apply.',
  updated: '2025-06-01',
  sections: [
    {
      id: 'scheme',
      title: 'What the scheme offers',
      blocks: [
        {
          type: 'table',
          caption: 'Rebates available to consumers',
          head: ['Rebate', 'Who gets it', 'How much'],
          rowHeaders: true,
          rows: [
            [
              'Prompt payment rebate',
              'Postpaid consumers who pay the full bill on or before the rebate date printed on the bill',
              'A percentage of the energy charges, at the rate of the tariff order in force',
            ],
            ['Digital payment rebate', 'Consumers who pay online, by UPI, card, net banking or Bharat BillPay', 'A small percentage of the bill amount, subject to a maximum per bill'],
            ['Prepaid rebate', 'Prepaid and smart prepaid consumers', 'A percentage of the energy charges, credited with each recharge or in the daily deduction'],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Rates change with the tariff order',
          text: 'The percentages and limits are fixed in the tariff order of the Assam Electricity Regulatory Commission for each year. The rate that applies to you is printed on your bill and shown in your consumer dashboard.',
        },
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      blocks: [
        {
          type: 'list',
          items: [
            'The whole amount of the current bill must be paid; part payments do not earn the prompt payment rebate.',
            'There must be no arrears on the account, except an amount under dispute before a competent authority or in approved instalments.',
            'Rebate is on energy charges only: not on fixed charges, meter rent, electricity duty or arrears.',
            'Government departments whose dues are settled through the state budget are not eligible for the prompt payment rebate.',
          ],
        },
      ],
    },
    {
      id: 'applied',
      title: 'How the rebate is applied',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Your bill shows two dates', text: 'The rebate date and the due date. The amount payable if paid by the rebate date is printed next to it.' },
            { title: 'Pay by the rebate date', text: 'Pay the rebated amount through any channel on or before that date. Online payments are counted by the date of the transaction.' },
            { title: 'Rebate is adjusted', text: 'The rebate is recorded against your account at once, and shown as a credit in the next bill.' },
            { title: 'Prepaid consumers', text: 'The prepaid rebate is calculated by the metering system and credited automatically; it appears in your recharge history and daily statement.' },
          ],
        },
        {
          type: 'p',
          text: 'If a rebate you were eligible for is missing from your bill, call 1912 or write to your sub-division office with the payment receipt; it will be adjusted in the next bill.',
        },
      ],
    },
  ],
}

export default en
