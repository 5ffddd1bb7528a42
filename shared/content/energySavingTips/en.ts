import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'Every unit you save lowers your bill and eases the load on the grid at peak hours, when power is most costly to buy. Most savings need no new equipment, only better habits; when you do buy an appliance, the BEE star label tells you how much it will cost to run.',
  illustration: { src: '/static/energy.svg', alt: 'An LED bulb with a star rating label and a falling bill' },
  updated: '2025-06-01',
  sections: [
    {
      id: 'lighting',
      title: 'Lighting',
      blocks: [
        {
          type: 'list',
          items: [
            'Replace incandescent bulbs and tube lights with LED lamps: a 9 W LED gives the light of a 60 W bulb and lasts many years.',
            'Switch off lights when you leave a room and use daylight: keep windows clean and walls light-coloured.',
            'Use task lights for reading and work instead of lighting the whole room.',
            'For verandas and compounds, use LED lights with a motion sensor or timer.',
          ],
        },
        {
          type: 'table',
          caption: 'What a lamp costs to run for 5 hours a day for a year (about 1,825 hours)',
          head: ['Lamp', 'Power', 'Units a year', 'Approximate cost at ₹7 a unit'],
          rowHeaders: true,
          rows: [
            ['Incandescent bulb', '60 W', '110', '₹770'],
            ['Compact fluorescent lamp (CFL)', '15 W', '27', '₹190'],
            ['LED lamp', '9 W', '16', '₹115'],
          ],
        },
      ],
    },
    {
      id: 'fans-cooling',
      title: 'Fans, coolers and air conditioners',
      blocks: [
        {
          type: 'list',
          items: [
            'A BLDC (brushless) ceiling fan uses about 28–35 W against 70–75 W for an ordinary fan, and runs well on low voltage.',
            'Set the air conditioner at 24 °C, the default recommended by the Bureau of Energy Efficiency. Each degree lower adds about 6% to its consumption.',
            'Run a ceiling fan with the AC: moving air feels 2–3 °C cooler, so you can set the AC warmer.',
            'Close doors and windows, draw curtains against the afternoon sun and clean the AC filter every two weeks in summer.',
            'Choose an inverter AC with a 5-star label; it can use 30–40% less energy than an old non-star unit.',
            'Switch off the AC at the remote and then at the wall switch; standby still draws power.',
          ],
        },
      ],
    },
    {
      id: 'kitchen-appliances',
      title: 'Refrigerator, geyser, iron and other appliances',
      blocks: [
        {
          type: 'list',
          items: [
            'Keep the refrigerator away from the stove and sunlight, with a gap of 10 cm behind it for air to flow. Do not put hot food inside, and defrost when the ice is thicker than 5 mm.',
            'Check the door gasket: a sheet of paper held in the closed door should not slip out easily.',
            'Set the geyser thermostat at 50–60 °C, switch it off after use, and use a solar water heater where you can.',
            'Iron clothes in one batch, and switch off the iron a few minutes before the end: it stays hot enough.',
            'Run the washing machine and pumps with full loads, and outside the evening peak (5 pm to 10 pm) where possible.',
            'Switch off televisions, set-top boxes, computers and chargers at the plug when not in use; standby power can be 5–10% of a home\u2019s use.',
          ],
        },
      ],
    },
    {
      id: 'pumps',
      title: 'Water pumps and farm pump sets',
      blocks: [
        {
          type: 'list',
          items: [
            'Use a BEE star-rated pump of the right size for the depth and the flow you need; an oversized pump wastes energy.',
            'Use rigid PVC pipes of the right diameter with as few bends and joints as possible, and a foot valve with low friction.',
            'Fit a capacitor of the right rating across the motor to improve the power factor and reduce current.',
            'Service the pump regularly, fix leaks and avoid running the motor dry.',
            'For irrigation, ask about solar pumps under the PM-KUSUM scheme.',
          ],
        },
      ],
    },
    {
      id: 'star-labels',
      title: 'Read the BEE star label',
      blocks: [
        {
          type: 'p',
          text: 'The Bureau of Energy Efficiency (BEE) star label is mandatory on air conditioners, refrigerators, ceiling fans, LED lamps, geysers, televisions and several other appliances. More stars mean lower running cost. The label also shows the yearly energy use in units, so you can compare models directly.',
        },
        {
          type: 'steps',
          items: [
            { title: 'Check the stars', text: 'Prefer 5-star models; the extra price is usually recovered in one to three years of use.' },
            { title: 'Compare units a year', text: 'Multiply the yearly units on the label by your tariff to see the running cost.' },
            { title: 'Check the validity', text: 'The label shows the year of the rating standard; ratings are tightened every few years, so a recent label is better.' },
          ],
        },
      ],
    },
  ],
}

export default en
