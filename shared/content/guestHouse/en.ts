import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'APDCL keeps guest houses and inspection bungalows for officers and staff on duty, and, when rooms are free, for retired employees and officers of other government bodies. Rooms are allotted in that order of priority.',
  updated: '2025-06-01',
  sections: [
    {
      id: 'locations',
      title: 'Locations',
      blocks: [
        {
          type: 'table',
          caption: 'APDCL guest houses and their rooms',
          head: ['Guest house', 'Address', 'Rooms', 'Booking authority'],
          rowHeaders: true,
          rows: [
            ['Bijulee Bhawan Guest House, Guwahati', 'Paltan Bazar, Guwahati 781001', '12 (4 air-conditioned)', 'Deputy General Manager (Administration), Bijulee Bhawan'],
            ['Inspection Bungalow, Jorhat', 'Near the Electrical Circle Office, Jorhat', '6', 'General Manager, Jorhat Electrical Circle'],
            ['Inspection Bungalow, Silchar', 'Near the Electrical Circle Office, Silchar', '6', 'General Manager, Silchar Electrical Circle'],
            ['Inspection Bungalow, Tezpur', 'Near the Electrical Circle Office, Tezpur', '4', 'General Manager, Tezpur Electrical Circle'],
          ],
        },
      ],
    },
    {
      id: 'booking',
      title: 'How to book',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Apply in writing', text: 'Send a request to the booking authority at least three days ahead, with the names of the guests, the purpose of the visit and the dates.' },
            {
              title: 'Get the confirmation',
              text: 'The booking authority confirms the room by e-mail or letter. Bookings are for up to three nights at a time and may be cancelled if a room is needed for official duty.',
            },
            { title: 'Check in', text: 'Show the confirmation and a photo identity at the guest house. Check-in and check-out time is 12 noon.' },
            { title: 'Pay the rent', text: 'Pay the room rent before you leave and collect the receipt. Meals are charged separately at the rates displayed.' },
          ],
        },
      ],
    },
    {
      id: 'tariff',
      title: 'Room tariff',
      blocks: [
        {
          type: 'table',
          caption: 'Room rent per day',
          head: ['Guest', 'Non-AC room', 'AC room'],
          rowHeaders: true,
          rows: [
            ['APDCL, AEGCL and APGCL officers and staff on duty', '₹150', '₹300'],
            ['Employees of the three companies on private visit', '₹300', '₹600'],
            ['Retired employees of the three companies', '₹300', '₹600'],
            ['Officers of other government departments on duty', '₹500', '₹1,000'],
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        {
          type: 'facts',
          items: [
            { label: 'Guest house reception, Bijulee Bhawan', value: 'Ground floor, Bijulee Bhawan, Paltan Bazar, Guwahati 781001' },
            { label: 'Office hours for bookings', value: 'Monday to Friday, 10:00 am to 5:00 pm' },
            { label: 'E-mail', value: '{{supportEmail}}', href: 'mailto:{{supportEmail}}' },
          ],
        },
      ],
    },
  ],
}

export default en
