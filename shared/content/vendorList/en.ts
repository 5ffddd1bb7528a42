import type { PageContent } from '../types'

const head = ['Vendor', 'Category', 'District', 'Valid until']

const en: PageContent = {
  lead: 'Firms empanelled by APDCL for the supply of materials and for electrical works, with the category of empanelment and the district of their registered office. Empanelment does not guarantee any order; each work is awarded through the tender process.',
  updated: '2025-06-01',
  sections: [
    {
      id: 'notice',
      title: 'About this list',
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: 'Demonstration names',
          text: 'The firms below are fictitious names used on this demonstration site. They do not refer to any real business.',
        },
        {
          type: 'list',
          items: [
            'Consumers may engage any licensed electrical contractor for wiring; the list is not binding on them.',
            'Rooftop solar vendors for PM Surya Ghar are registered on the national portal, not on this list.',
            'To report a complaint against an empanelled firm, write to the Chief General Manager (Procurement), Bijulee Bhawan.',
          ],
        },
      ],
    },
    {
      id: 'works',
      title: 'Electrical works contractors',
      blocks: [
        {
          type: 'table',
          caption: 'Contractors empanelled for electrical works',
          head,
          rowHeaders: true,
          rows: [
            ['Demo Brahmaputra Electricals', 'Class I: 33 kV and 11 kV lines and substations', 'Kamrup Metropolitan', '31 Mar 2026'],
            ['Demo Luit Power Works', 'Class I: 33 kV and 11 kV lines and substations', 'Dibrugarh', '31 Mar 2026'],
            ['Demo Barak Valley Engineers', 'Class II: 11 kV and LT lines, transformer erection', 'Cachar', '31 Mar 2026'],
            ['Demo Kopili Electric Services', 'Class II: 11 kV and LT lines, transformer erection', 'Nagaon', '30 Sep 2026'],
            ['Demo Manas Line Builders', 'Class III: LT lines and service connections', 'Barpeta', '30 Sep 2026'],
          ],
        },
      ],
    },
    {
      id: 'materials',
      title: 'Material suppliers',
      blocks: [
        {
          type: 'table',
          caption: 'Suppliers empanelled for materials',
          head,
          rowHeaders: true,
          rows: [
            ['Demo Dhansiri Transformers', 'Distribution transformers up to 250 kVA', 'Golaghat', '31 Mar 2026'],
            ['Demo Subansiri Cables', 'Aerial bunched cables and service cables', 'Lakhimpur', '31 Mar 2026'],
            ['Demo Jia Bharali Poles', 'PSC poles and steel tubular poles', 'Sonitpur', '30 Sep 2026'],
            ['Demo Kaziranga Meters', 'Single-phase and three-phase static meters', 'Kamrup Metropolitan', '30 Sep 2026'],
            ['Demo Digboi Hardware', 'Line hardware, insulators and earthing materials', 'Tinsukia', '31 Mar 2026'],
          ],
        },
      ],
    },
  ],
}

export default en
