import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'On 15 August 2016 the APDCL family celebrated the 70th Independence Day at Bijulee Bhawan, Guwahati, and at every circle office across Assam, with flag hoisting, a tribute to the line staff who keep the lights on, and a cultural programme by employees and their children.',
  sections: [
    {
      id: 'programme',
      title: 'The programme',
      blocks: [
        {
          type: 'p',
          text: 'The Chairman hoisted the National Flag at Bijulee Bhawan at 8:30 in the morning, followed by the National Anthem and a guard of honour by the security staff. In his address, he recalled how far electricity had reached since independence, and called on every employee to work for reliable supply to each household of the state.',
        },
        {
          type: 'list',
          items: [
            'Line staff who had restored supply through the floods of that July were felicitated for their courage.',
            'Employees took the pledge for electrical safety and for honest, courteous service to consumers.',
            'Children of employees presented patriotic songs, a Bihu dance and a short play on saving electricity.',
            'Saplings were planted in the office compound, at a safe distance from overhead lines.',
          ],
        },
      ],
    },
    {
      id: 'gallery',
      title: 'Photo gallery',
      blocks: [
        {
          type: 'gallery',
          items: [
            {
              src: '/static/events/independence-flag.svg',
              alt: 'The National Flag flying on a flagpole in front of the office building, with employees standing in rows',
              caption: 'Flag hoisting at Bijulee Bhawan, Guwahati',
            },
            {
              src: '/static/events/independence-felicitation.svg',
              alt: 'A line worker in a safety helmet receiving a memento on stage',
              caption: 'Felicitation of line staff for flood restoration work',
            },
            {
              src: '/static/events/independence-cultural.svg',
              alt: 'Children in traditional dress dancing on a stage decorated with tricolour bunting',
              caption: 'Cultural programme by the children of employees',
            },
          ],
        },
      ],
    },
  ],
}

export default en
