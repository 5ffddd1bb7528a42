import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'Assam\u2019s demand for electricity has grown faster than its networks. With a loan from the Asian Infrastructure Investment Bank (AIIB) to the Government of India, APDCL is building new substations and lines to carry more power to load centres more reliably and with lower losses. A companion AIIB loan strengthens the state transmission grid run by AEGCL.',
  illustration: { src: '/static/substation.svg', alt: 'A 33/11 kV substation with transformers and outgoing lines' },
  updated: '2025-06-01',
  sections: [
    {
      id: 'objectives',
      title: 'Objectives',
      blocks: [
        {
          type: 'list',
          items: [
            'Relieve congestion in the 33 kV and 11 kV networks, so that new consumers and higher loads can be connected.',
            'Improve the reliability of supply: fewer and shorter interruptions, better voltage at the consumer\u2019s end.',
            'Reduce technical losses by shortening long low-voltage lines and bringing transformers closer to consumers.',
            'Build the capacity of APDCL to plan, procure and supervise large works to international standards, with environmental and social safeguards.',
          ],
        },
      ],
    },
    {
      id: 'components',
      title: 'Components',
      blocks: [
        {
          type: 'table',
          caption: 'Components of the distribution system enhancement project',
          head: ['Component', 'What is built'],
          rowHeaders: true,
          rows: [
            ['1. New substations', 'New 33/11 kV substations at important load centres, and augmentation of existing ones'],
            ['2. New lines', 'New 33 kV and 11 kV overhead distribution lines, and link lines that allow supply to be switched from another source during faults'],
            ['3. High voltage distribution system (HVDS)', 'Small distribution transformers placed close to groups of consumers at selected locations, replacing long low-voltage lines'],
            ['4. Project management and capacity building', 'Design and supervision consultants, training, and safeguards monitoring'],
          ],
        },
      ],
    },
    {
      id: 'transmission',
      title: 'The companion transmission project (AEGCL)',
      blocks: [
        {
          type: 'p',
          text: 'On 23 February 2021 the Government of India and AIIB signed a loan of US$304 million for the Assam Intra-State Transmission System Enhancement Project, implemented by Assam Electricity Grid Corporation Limited (AEGCL). Its estimated cost is US$365 million, with US$61 million from the Government of Assam.',
        },
        {
          type: 'list',
          items: [
            'Ten new transmission substations with their lines and associated works.',
            'Upgrading of fifteen existing substations and transmission lines.',
            'Replacement of the existing earth wire with optical ground wire (OPGW) for protection and communication.',
          ],
        },
      ],
    },
    {
      id: 'status',
      title: 'Status and safeguards',
      blocks: [
        {
          type: 'p',
          text: 'The works are carried out in packages awarded through open competitive bidding under AIIB\u2019s procurement policy. Tender notices, corrigenda and award details are published on the APDCL tender pages. Progress is reported to AIIB through periodic monitoring reports.',
        },
        {
          type: 'list',
          items: [
            'Land for substations is taken on government land or bought by willing sale wherever possible; any affected person is compensated as per the resettlement framework.',
            'Contractors must follow the environmental and social management plan: safe work at height, safe disposal of old equipment and transformer oil, and protection of trees and water bodies.',
            'A grievance redress mechanism is available at each project site and at the project management unit in Bijulee Bhawan.',
          ],
        },
        {
          type: 'links',
          items: [
            { label: 'Current tenders', href: '/TenderCurrent', description: 'Tender notices of AIIB-funded packages.' },
            { label: 'Asian Infrastructure Investment Bank', href: 'https://www.aiib.org', description: 'Project documents and the bank\u2019s policies.' },
          ],
        },
      ],
    },
  ],
}

export default en
