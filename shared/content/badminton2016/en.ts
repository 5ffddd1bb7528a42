import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'The APDCL Inter-Zone Badminton Tournament 2016 brought together more than 120 employees from the Lower, Central and Upper Assam zones and the corporate office for three days of keen, friendly play at an indoor stadium in Guwahati.',
  sections: [
    {
      id: 'tournament',
      title: 'The tournament',
      blocks: [
        {
          type: 'p',
          text: 'The tournament was opened by the Managing Director, who spoke of sport as a way to build fitness and team spirit in a workforce that spends long hours in the field. Matches were played in men\u2019s singles and doubles, women\u2019s singles and doubles, mixed doubles and a veterans\u2019 category for players above 45.',
        },
        {
          type: 'table',
          caption: 'Results of the finals',
          head: ['Event', 'Winner', 'Runner-up'],
          rowHeaders: true,
          rows: [
            ['Men\u2019s singles', 'Upper Assam Zone', 'Corporate Office'],
            ['Women\u2019s singles', 'Lower Assam Zone', 'Central Assam Zone'],
            ['Men\u2019s doubles', 'Corporate Office', 'Lower Assam Zone'],
            ['Mixed doubles', 'Central Assam Zone', 'Upper Assam Zone'],
            ['Veterans', 'Lower Assam Zone', 'Upper Assam Zone'],
          ],
        },
        {
          type: 'p',
          text: 'The overall championship trophy went to the Lower Assam Zone. Prizes were given away at the closing ceremony, where the organisers thanked the referees and the volunteers who ran the event.',
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
            { src: '/static/events/badminton-opening.svg', alt: 'A shuttlecock and two crossed racquets on the tournament banner', caption: 'Opening of the tournament' },
            { src: '/static/events/badminton-match.svg', alt: 'Two players on either side of the net during a rally on a green court', caption: 'A men\u2019s singles match in progress' },
            { src: '/static/events/badminton-prize.svg', alt: 'A winners\u2019 podium with a gold trophy on the top step', caption: 'The overall championship trophy' },
          ],
        },
      ],
    },
  ],
}

export default en
