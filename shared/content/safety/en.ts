import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'Electricity serves us every hour of the day, but a moment of carelessness with it can kill. These simple habits keep your family, your neighbours and our line staff safe. If you see a snapped wire, a sparking pole or a leaning transformer, keep away and call 1912 at once.',
  illustration: { src: '/static/safety.svg', alt: 'A warning sign with a lightning bolt beside an electric pole' },
  updated: '2025-06-01',
  sections: [
    {
      id: 'emergency',
      title: 'In an emergency',
      blocks: [
        {
          type: 'callout',
          tone: 'danger',
          title: 'Someone is getting an electric shock',
          text: 'Do not touch the person with bare hands. Switch off the main switch or pull out the plug first. If you cannot, push the person away from the source with a dry wooden stick, a dry plastic chair or a rolled newspaper while standing on dry wood or rubber. Call 108 for an ambulance and 1912 to have the supply cut.',
        },
        {
          type: 'steps',
          items: [
            { title: 'Cut the power', text: 'Switch off the main switch or the meter-side MCB. Never pull a wire with your hands.' },
            { title: 'Separate safely', text: 'Use something dry and non-metallic to move the person away from the live part.' },
            { title: 'Check breathing', text: 'If the person is not breathing, start CPR if you are trained, and keep going until help arrives.' },
            { title: 'Get help', text: 'Call 108 for medical help and 1912 (toll-free, 24 × 7) to report the fault to APDCL.' },
          ],
        },
        {
          type: 'list',
          items: [
            'Electrical fire: switch off the supply, then use a dry-powder (ABC) or CO₂ extinguisher, or dry sand. Never throw water on a live electrical fire.',
            'A snapped conductor on the road or in a field: keep everyone at least 10 metres away, guard the spot and call 1912. The wire may still be live even if it lies still.',
            'A vehicle touching a live line: stay inside. If you must leave because of fire, jump clear with both feet together without touching the vehicle and the ground at the same time, and shuffle away.',
          ],
        },
      ],
    },
    {
      id: 'home',
      title: 'Safety at home',
      blocks: [
        {
          type: 'list',
          items: [
            'Get your wiring done and checked only by a licensed electrical contractor, and have old wiring tested every five years.',
            'Install an RCCB (earth-leakage breaker, 30 mA) on the main board: it trips within a fraction of a second when current leaks through a person.',
            'Keep the earthing pit watered and the earth wire connected; every three-pin socket must have a working earth.',
            'Use ISI-marked switches, wires, plugs and appliances. Replace cracked plugs and sockets at once.',
            'Do not overload one socket with multi-plugs; use a separate, properly rated socket for heaters, irons, geysers and air conditioners.',
            'Switch off and unplug an appliance before cleaning or repairing it. Keep wet hands and bare feet away from switches.',
            'Never use a bare wire twisted into a socket (a "hook") to draw power: it is dangerous and illegal.',
          ],
        },
      ],
    },
    {
      id: 'monsoon',
      title: 'During the monsoon and floods',
      blocks: [
        {
          type: 'list',
          items: [
            'Stay away from poles, stay wires and transformers during storms; do not shelter under them or under trees near lines.',
            'Do not walk through water where a line has fallen or where water has entered a house with the supply on.',
            'If flood water is about to enter your home, switch off the main switch and unplug appliances. Do not switch on again until the wiring has dried and been checked by an electrician.',
            'Keep meters and main switches above the highest flood level you have seen.',
            'Do not touch metal gates, fences or tin walls that may be in contact with a fallen line.',
            'After a storm, report leaning poles, tree branches on lines and damaged service cables to 1912; do not try to clear them yourself.',
          ],
        },
      ],
    },
    {
      id: 'lines',
      title: 'Near lines, poles and transformers',
      blocks: [
        {
          type: 'list',
          items: [
            'Do not build houses, shops or extra floors under or close to overhead lines. Keep the safe clearances of the Central Electricity Authority (Measures relating to Safety and Electric Supply) Regulations.',
            'Do not tie animals, clotheslines, banners or cables to poles and stay wires.',
            'Do not climb poles or transformer structures, and never open a transformer fence or distribution box.',
            'Keep bamboo poles, metal pipes, ladders and TV antennas well away from lines while you work.',
            'Do not burn waste or store hay and firewood under a transformer.',
            'Only APDCL staff may work on the network. Never ask a private person to "change a fuse" on the pole.',
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Report dangerous lines',
          text: 'Sagging conductors, sparking joints, broken stay wires, open distribution boxes and leaning poles can all be reported free of cost on 1912, 24 hours a day. Note a nearby landmark or the pole number to help the crew find the place.',
          link: { label: 'Contact customer care', href: '/ContactCustomerCare' },
        },
      ],
    },
    {
      id: 'farmers',
      title: 'For farmers and pump sets',
      blocks: [
        {
          type: 'list',
          items: [
            'Get the pump connection, starter and wiring installed by a licensed contractor with proper earthing and a capacitor of the right rating.',
            'Use a weatherproof starter box mounted above flood level and keep it closed.',
            'Never touch the pump, the pipe or the starter with wet hands, and switch off before you handle the motor or pipes.',
            'Do not run lines or cables across fields on bamboo or let them lie on wet soil; use armoured cable buried at a safe depth or properly supported.',
            'Never draw power directly from the line with hooks; besides being illegal, it kills many farmers every year.',
            'Do not use electric fences connected to the mains to protect crops. They kill people and animals.',
          ],
        },
      ],
    },
    {
      id: 'children',
      title: 'Keeping children safe',
      blocks: [
        {
          type: 'list',
          items: [
            'Fit shutter-type sockets or socket covers within a child\u2019s reach.',
            'Teach children never to fly kites near overhead lines, and never to climb a pole or tree near a line to free a kite.',
            'Keep chargers, irons and extension boards out of reach, and unplug them after use.',
            'Tell children to stay away from transformers and to tell an adult when they see a fallen wire.',
          ],
        },
      ],
    },
  ],
}

export default en
