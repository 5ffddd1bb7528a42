import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'APDCL serves every corner of Assam and wants the communities it serves to grow with it. This policy, framed under section 135 of the Companies Act, 2013 and the Companies (Corporate Social Responsibility Policy) Rules, 2014, sets out what the company does, how projects are chosen and how they are monitored.',
  updated: '2025-06-01',
  sections: [
    {
      id: 'vision',
      title: 'Vision and applicability',
      blocks: [
        {
          type: 'p',
          text: 'Our aim is to use the reach of the distribution network and the skills of our people to improve safety, health, education and livelihoods, above all in rural, char, tea garden and hill areas. The policy applies in any year in which the company meets the thresholds of section 135, when at least two per cent of the average net profit of the three preceding years is spent on CSR. Voluntary activities that need no funds, such as safety awareness, continue every year.',
        },
      ],
    },
    {
      id: 'focus',
      title: 'Focus areas',
      blocks: [
        {
          type: 'list',
          items: [
            'Electrical safety awareness in schools, villages and among farmers, with demonstrations by our engineers.',
            'Lighting and energy efficiency for schools, primary health centres and community halls: LED lighting, fans and rooftop solar.',
            'Skill development for electricians and line workers, with certification, for young people from local communities.',
            'Health camps and safe drinking water in flood-affected areas.',
            'Environmental sustainability: tree plantation along safe corridors away from lines, and protection of water bodies.',
            'Relief and rehabilitation after floods and other disasters, including contribution to relief funds set up by government.',
          ],
        },
      ],
    },
    {
      id: 'governance',
      title: 'Governance and monitoring',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'CSR Committee', text: 'A committee of the Board with at least three directors, including an independent director, recommends the annual action plan and the budget.' },
            {
              title: 'Selection of projects',
              text: 'Projects are chosen on need, proposals from district administrations and community bodies, and the ability to show measurable results. Projects benefiting only employees are excluded.',
            },
            { title: 'Implementation', text: 'Projects are carried out by the company itself or through registered implementing agencies with a CSR registration number.' },
            {
              title: 'Monitoring and reporting',
              text: 'Each project is reviewed every quarter; the annual report on CSR is included in the Board\u2019s report and published on this website. Unspent amounts are dealt with as the Act requires.',
            },
          ],
        },
      ],
    },
  ],
}

export default en
