import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'PM Surya Ghar: Muft Bijli Yojana helps households put solar panels on their roofs, with a central subsidy paid straight into their bank account. A 2 kW plant on an Assam rooftop can produce around 200–240 units a month, enough to cover most of a typical home\u2019s bill. APDCL checks feasibility, installs the net meter and inspects the plant so that the subsidy can be released.',
  illustration: { src: '/static/solar.svg', alt: 'Solar panels on the roof of a house in the sun' },
  updated: '2025-06-01',
  sections: [
    {
      id: 'about',
      title: 'About the scheme',
      blocks: [
        {
          type: 'p',
          text: 'The scheme was launched by the Government of India in February 2024 to install rooftop solar in one crore households and give them up to 300 units of free electricity every month. It is run by the Ministry of New and Renewable Energy (MNRE) through the national portal, with the distribution companies as the implementing agencies in each state.',
        },
        {
          type: 'list',
          items: [
            'Lower bills: the energy you produce is set off against the energy you use; the surplus is exported to the grid and credited.',
            'Subsidy directly to your bank account, and collateral-free bank loans at a concessional rate for plants up to 3 kW.',
            'A plant lasts 25 years or more with little upkeep: wash the panels with plain water once or twice a month.',
          ],
        },
      ],
    },
    {
      id: 'subsidy',
      title: 'How much subsidy you get',
      blocks: [
        {
          type: 'table',
          caption: 'Central financial assistance for residential rooftop solar',
          head: ['Plant capacity', 'Subsidy'],
          rowHeaders: true,
          rows: [
            ['1 kW', '₹30,000'],
            ['2 kW', '₹60,000 (₹30,000 a kW)'],
            ['3 kW', '₹78,000 (₹18,000 for the 3rd kW)'],
            ['Above 3 kW', '₹78,000 (the maximum)'],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Amounts are fixed by MNRE',
          text: 'The subsidy is paid by the Ministry through the national portal according to the guidelines in force on the date of your application; the portal shows the exact amount for your plant. Assam, as a special category state, may be eligible for a higher amount under those guidelines.',
          link: { label: 'Scheme details and guidelines', href: '/PMSuryaScheme' },
        },
      ],
    },
    {
      id: 'apply',
      title: 'How to apply',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Register on the national portal', text: 'Select Assam and Assam Power Distribution Company Limited, enter your 12-digit consumer number, mobile number and e-mail.' },
            { title: 'Apply for rooftop solar', text: 'Log in with your consumer number and mobile, and fill in the application with the capacity you want.' },
            { title: 'Feasibility by APDCL', text: 'APDCL checks the load, the transformer capacity and your account, and gives feasibility approval online.' },
            { title: 'Install through a registered vendor', text: 'Choose any vendor registered for Assam on the portal and get the plant installed with ALMM-listed modules.' },
            { title: 'Net meter and inspection', text: 'Submit the plant details and apply for the net meter. APDCL installs the net meter and inspects the plant.' },
            { title: 'Subsidy', text: 'After the commissioning certificate is issued on the portal, submit your bank details; the subsidy is credited to your account, usually within 30 days.' },
          ],
        },
        {
          type: 'links',
          items: [{ label: 'PM Surya Ghar national portal', href: 'https://pmsuryaghar.gov.in', description: 'Register, apply and track your application and subsidy.' }],
        },
      ],
    },
    {
      id: 'help',
      title: 'Help from APDCL',
      blocks: [
        {
          type: 'p',
          text: 'Your sub-division office can tell you whether your connection and the local transformer can take a rooftop plant, and what the net-metering charges are. For questions about the application status, call 1912 and select the rooftop solar option, or write to us.',
        },
        {
          type: 'facts',
          items: [
            { label: 'Helpline', value: '1912 (toll-free, 24 × 7)', href: 'tel:1912' },
            { label: 'E-mail', value: '{{supportEmail}}', href: 'mailto:{{supportEmail}}' },
          ],
        },
      ],
    },
  ],
}

export default en
