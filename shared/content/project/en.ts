import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'APDCL carries out national and state programmes that have brought electricity to every village and household of Assam, strengthened the networks of our towns and put the company on a sounder financial footing. Select a programme to read what it is, when it ran and what it has achieved in Assam.',
  illustration: { src: '/static/projects.svg', alt: 'A village house lit up beside a new distribution transformer' },
  updated: '2025-06-01',
  sections: [
    {
      id: 'saubhagya',
      title: 'Saubhagya: Pradhan Mantri Sahaj Bijli Har Ghar Yojana',
      blocks: [
        {
          type: 'p',
          text: 'Saubhagya was launched by the Government of India in October 2017 to give an electricity connection to every household that still had none, in villages and in towns. APDCL was the implementing agency in Assam, with the Rural Electrification Corporation as the nodal agency.',
        },
        {
          type: 'facts',
          items: [
            { label: 'Launched', value: 'October 2017' },
            { label: 'Closed', value: '31 March 2022' },
            { label: 'Who benefited', value: 'Un-electrified rural households, and poor urban households' },
            { label: 'Cost to the household', value: 'Free for poor households identified in the Socio-Economic and Caste Census 2011; ₹500 for others, payable in ten instalments with the bill' },
          ],
        },
        {
          type: 'list',
          items: [
            'Each connection included a service cable, an energy meter, a single-point wiring with an LED lamp and a mobile-charging point.',
            'Solar photovoltaic packs were provided for households in remote and inaccessible places that the grid could not reach.',
            'In Assam, lakhs of households, many of them in char areas, tea garden lines and hill districts, received their first connection; camps were held in villages to register households on the spot.',
          ],
        },
      ],
    },
    {
      id: 'ipds',
      title: 'IPDS: Integrated Power Development Scheme',
      blocks: [
        {
          type: 'p',
          text: 'IPDS, launched in December 2014, strengthened the sub-transmission and distribution networks of urban areas. It also took over the IT-enablement work of the earlier R-APDRP programme, so that urban billing, metering and outage data became computerised.',
        },
        {
          type: 'facts',
          items: [
            { label: 'Launched', value: 'December 2014' },
            { label: 'Closed', value: '31 March 2022, succeeded by the Revamped Distribution Sector Scheme (RDSS)' },
            { label: 'Coverage in Assam', value: 'Statutory towns across all districts' },
          ],
        },
        {
          type: 'list',
          items: [
            'New and augmented 33/11 kV substations and distribution transformers in towns.',
            'New 33 kV and 11 kV feeders, and underground and aerial bunched cables in congested areas.',
            'Metering of feeders, distribution transformers and consumers, so that losses can be measured area by area.',
            'Rooftop solar panels on government buildings, and IT systems for billing and customer care.',
          ],
        },
      ],
    },
    {
      id: 'ddugjy',
      title: 'DDUGJY: Deendayal Upadhyaya Gram Jyoti Yojana',
      blocks: [
        {
          type: 'p',
          text: 'DDUGJY, launched in December 2014, was the national programme for rural electricity infrastructure. It subsumed the earlier Rajiv Gandhi Grameen Vidyutikaran Yojana (RGGVY) and completed the electrification of every inhabited census village in the country in April 2018.',
        },
        {
          type: 'facts',
          items: [
            { label: 'Launched', value: 'December 2014' },
            { label: 'Closed', value: '31 March 2022, succeeded by RDSS' },
            { label: 'Coverage in Assam', value: 'Rural areas of every district' },
          ],
        },
        {
          type: 'list',
          items: [
            'Electrification of the remaining villages and hamlets, and connections to households below the poverty line.',
            'Separation of agricultural and non-agricultural feeders where needed, so that farm pumps and homes can be supplied on their own schedules.',
            'Strengthening of rural networks: new substations, lines and distribution transformers.',
            'Metering of distribution transformers, feeders and consumers in rural areas.',
          ],
        },
      ],
    },
    {
      id: 'uday',
      title: 'UDAY: Ujwal DISCOM Assurance Yojana',
      blocks: [
        {
          type: 'p',
          text: 'UDAY was launched in November 2015 for the financial and operational turnaround of state distribution companies. Participating states took over a large part of their discom\u2019s debt, and the discoms agreed to targets for reducing losses and the gap between cost and revenue.',
        },
        {
          type: 'facts',
          items: [
            { label: 'Launched', value: 'November 2015' },
            { label: 'Main targets', value: 'Aggregate technical and commercial (AT&C) losses down to 15%, and the gap between the average cost of supply and the average revenue closed' },
          ],
        },
        {
          type: 'list',
          items: [
            'Feeder and distribution transformer metering and energy audits to find where losses occur.',
            'Consumer indexing, smart metering of large consumers and improved billing and collection efficiency.',
            'Regular tariff filings before the Assam Electricity Regulatory Commission.',
            'Demand-side measures such as LED lamps and energy-efficient fans and pumps.',
          ],
        },
        {
          type: 'p',
          text: 'The lessons of UDAY now continue under the Revamped Distribution Sector Scheme, which links central funding to measured improvement in losses and finances.',
        },
      ],
    },
    {
      id: 'akashdeep',
      title: 'Akashdeep',
      blocks: [
        {
          type: 'p',
          text: 'Akashdeep is a state initiative carried out with APDCL to light up public places with energy-efficient lighting: village roads, market places, community halls and similar spots that were dark after sunset.',
        },
        {
          type: 'list',
          items: [
            'Energy-efficient LED street lights are installed on existing poles or on new poles where needed.',
            'Each group of lights is fed from a metered point with a timer or light sensor, so that lights burn only from dusk to dawn and the energy used is measured and billed.',
            'Local bodies and institutions identify the locations and look after the lights, with APDCL responsible for the supply.',
          ],
        },
        {
          type: 'p',
          text: 'The places covered in each phase are decided together with the Government of Assam and the local bodies. To report a street light of the scheme that is not working, call 1912 and mention the nearest pole number.',
        },
      ],
    },
  ],
}

export default en
