import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'This page sets out the rules of PM Surya Ghar: Muft Bijli Yojana as they apply to APDCL consumers: who can apply, what size of plant to choose, the documents needed, how net metering works on your bill, and the time each step should take.',
  illustration: { src: '/static/solar.svg', alt: 'Solar panels on the roof of a house in the sun' },
  updated: '2025-06-01',
  sections: [
    {
      id: 'eligibility',
      title: 'Who can apply',
      blocks: [
        {
          type: 'list',
          items: [
            'A household with a valid domestic electricity connection of APDCL in the applicant\u2019s name.',
            'A house with a roof suitable for solar panels: about 10 square metres of shade-free area for each kW.',
            'The household must not have availed any other subsidy for rooftop solar panels.',
            'Group housing societies and resident welfare associations may apply for common facilities, including EV charging, under a separate rate.',
          ],
        },
      ],
    },
    {
      id: 'sizing',
      title: 'Choosing the size of your plant',
      blocks: [
        {
          type: 'table',
          caption: 'Suggested plant size by average monthly consumption',
          head: ['Average monthly consumption', 'Suitable plant capacity', 'Subsidy'],
          rowHeaders: true,
          rows: [
            ['0–150 units', '1–2 kW', '₹30,000 to ₹60,000'],
            ['150–300 units', '2–3 kW', '₹60,000 to ₹78,000'],
            ['Above 300 units', 'Above 3 kW', '₹78,000'],
          ],
        },
        {
          type: 'p',
          text: 'The subsidy is ₹30,000 a kW for the first 2 kW and ₹18,000 for the 3rd kW, capped at ₹78,000. Special category states, which include Assam, are allowed 10% more under the MNRE guidelines (₹33,000 a kW up to 2 kW, ₹19,800 for the 3rd kW, capped at ₹85,800); the national portal applies the rate in force. The plant capacity must not exceed your sanctioned load; apply for a load enhancement first if needed.',
        },
      ],
    },
    {
      id: 'documents',
      title: 'Documents you need',
      blocks: [
        {
          type: 'list',
          items: [
            'A recent electricity bill showing the 12-digit consumer number.',
            'Photo identity (Aadhaar) of the applicant, and a mobile number and e-mail for the portal.',
            'A photograph of the roof where the panels will go.',
            'Bank account details and a cancelled cheque or passbook copy, for the subsidy.',
          ],
        },
      ],
    },
    {
      id: 'net-metering',
      title: 'Net metering and your bill',
      blocks: [
        {
          type: 'p',
          text: 'APDCL replaces your meter with a bi-directional net meter that records energy imported from the grid and energy exported by your plant. Each month you are billed for the net units; surplus export is carried forward and settled as per the net-metering regulations of the Assam Electricity Regulatory Commission.',
        },
        {
          type: 'list',
          items: [
            'The net meter must be tested and sealed by APDCL; meters bought by the consumer must meet the CEA metering regulations.',
            'Fixed charges, meter rent and duty continue to be billed as per the tariff.',
            'The plant must have an anti-islanding inverter that stops export when the grid is off, so that line staff are safe during repairs.',
          ],
        },
      ],
    },
    {
      id: 'finance-vendors',
      title: 'Loans, vendors and quality',
      blocks: [
        {
          type: 'list',
          items: [
            'Public sector banks offer collateral-free loans for plants up to 3 kW at a concessional rate linked to the repo rate; apply through the portal.',
            'Use only a vendor registered for Assam on the national portal. The vendor must give at least five years of free maintenance.',
            'Solar modules must be made in India and listed in the Approved List of Models and Manufacturers (ALMM).',
            'Get a written quotation showing capacity, module and inverter make, structure and warranty before you pay.',
          ],
        },
      ],
    },
    {
      id: 'timelines',
      title: 'How long each step should take',
      blocks: [
        {
          type: 'table',
          caption: 'Service times for the steps handled by APDCL',
          head: ['Step', 'Time'],
          rowHeaders: true,
          rows: [
            ['Feasibility approval after the application', 'Within 15 days'],
            ['Net meter installation and inspection after the installation report', 'Within 15 days'],
            ['Subsidy credit after the commissioning certificate and bank details', 'Usually within 30 days (paid by MNRE)'],
          ],
        },
        {
          type: 'links',
          items: [
            { label: 'PM Surya Ghar national portal', href: 'https://pmsuryaghar.gov.in', description: 'Apply, choose a vendor, track the application and the subsidy.' },
            { label: 'Scheme overview and how to apply', href: '/PmSurya' },
          ],
        },
      ],
    },
  ],
}

export default en
