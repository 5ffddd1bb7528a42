import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'Websites of the power companies of Assam, the state government, the regulators and the national agencies and portals that consumers often need. These sites are run by their own organisations and open in a new tab.',
  sections: [
    {
      id: 'assam',
      title: 'Assam',
      blocks: [
        {
          type: 'links',
          items: [
            {
              label: 'Assam Electricity Grid Corporation Limited (AEGCL)',
              href: 'https://www.aegcl.co.in',
              description: 'The state transmission utility: 132 kV and above lines and substations, and the State Load Despatch Centre.',
            },
            { label: 'Assam Power Generation Corporation Limited (APGCL)', href: 'https://www.apgcl.org', description: 'The state generation company: thermal and hydro power stations of Assam.' },
            {
              label: 'Assam Electricity Regulatory Commission (AERC)',
              href: 'https://aerc.gov.in',
              description: 'Tariff orders, regulations, the Consumer Grievance Redressal Forums and the Electricity Ombudsman.',
            },
            { label: 'Government of Assam', href: 'https://assam.gov.in', description: 'The state portal, with the Power (Electricity) Department.' },
          ],
        },
      ],
    },
    {
      id: 'national',
      title: 'Government of India',
      blocks: [
        {
          type: 'links',
          items: [
            { label: 'Ministry of Power', href: 'https://powermin.gov.in', description: 'National policy, schemes such as RDSS, and the Electricity (Rights of Consumers) Rules.' },
            { label: 'Central Electricity Authority (CEA)', href: 'https://cea.nic.in', description: 'Technical standards, safety regulations and power sector statistics.' },
            { label: 'Bureau of Energy Efficiency (BEE)', href: 'https://beeindia.gov.in', description: 'Star labelling of appliances and energy conservation programmes.' },
            { label: 'Ministry of New and Renewable Energy (MNRE)', href: 'https://mnre.gov.in', description: 'Solar and other renewable energy programmes.' },
          ],
        },
      ],
    },
    {
      id: 'portals',
      title: 'National portals',
      blocks: [
        {
          type: 'links',
          items: [
            { label: 'PM Surya Ghar: Muft Bijli Yojana', href: 'https://pmsuryaghar.gov.in', description: 'Apply for rooftop solar and its subsidy.' },
            { label: 'National Portal of India', href: 'https://www.india.gov.in', description: 'Single window to the information and services of the Government of India.' },
            { label: 'Centralised Public Grievance Redress and Monitoring System (CPGRAMS)', href: 'https://pgportal.gov.in', description: 'Lodge a grievance with any public authority.' },
            { label: 'Right to Information online', href: 'https://rtionline.gov.in', description: 'File RTI applications to central public authorities.' },
          ],
        },
      ],
    },
  ],
}

export default en
