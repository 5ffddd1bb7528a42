import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'A screen reader reads the text of a page aloud, or shows it on a braille display, and lets you move through it with the keyboard or gestures. This website works with the screen readers below. Most of them are free, and some are already part of your phone or computer.',
  updated: '2026-11-25',
  sections: [
    {
      id: 'readers',
      title: 'Screen readers you can use',
      blocks: [
        {
          type: 'table',
          caption: 'Screen readers, the devices they run on and what they cost',
          head: ['Screen reader', 'Runs on', 'Cost'],
          rows: [
            ['NVDA (NonVisual Desktop Access)', 'Windows computers', 'Free (open source)'],
            ['JAWS (Job Access With Speech)', 'Windows computers', 'Commercial: a paid licence (a time-limited trial mode is free)'],
            ['Narrator', 'Windows computers', 'Free (part of Windows)'],
            ['Orca', 'Linux computers (GNOME desktop)', 'Free (open source)'],
            ['TalkBack', 'Android phones and tablets', 'Free (part of Android)'],
            ['VoiceOver', 'iPhone, iPad and Mac', 'Free (part of the device)'],
          ],
          rowHeaders: true,
        },
        { type: 'p', text: 'The links below go to the makers of these screen readers, outside this website. They open in a new tab.' },
        {
          type: 'links',
          items: [
            { label: 'NVDA', href: 'https://www.nvaccess.org/download/', description: 'Download the free NVDA screen reader for Windows (NV Access).' },
            { label: 'JAWS', href: 'https://www.freedomscientific.com/products/software/jaws/', description: 'The commercial JAWS screen reader for Windows (Freedom Scientific).' },
            {
              label: 'Narrator',
              href: 'https://support.microsoft.com/windows/complete-guide-to-narrator-e4397a0d-ef4f-b386-d8ae-c172f109bdb1',
              description: 'Microsoft\u2019s guide to the Narrator built into Windows.',
            },
            { label: 'Orca', href: 'https://help.gnome.org/users/orca/stable/', description: 'The guide to the Orca screen reader of the GNOME desktop.' },
            { label: 'TalkBack', href: 'https://support.google.com/accessibility/android/answer/6283677', description: 'Google\u2019s guide to turning on TalkBack on Android.' },
            {
              label: 'VoiceOver',
              href: 'https://support.apple.com/guide/iphone/turn-on-and-practice-voiceover-iph3e2e415f/ios',
              description: 'Apple\u2019s guide to turning on VoiceOver on an iPhone.',
            },
          ],
        },
      ],
    },
    {
      id: 'assamese',
      title: 'Hearing the Assamese pages',
      blocks: [
        {
          type: 'list',
          items: [
            'Assamese pages are marked as Assamese, so a screen reader that has an Assamese voice uses it by itself.',
            'NVDA comes with the free eSpeak NG voice, which can read Assamese: in NVDA\u2019s settings, under Speech, keep "Automatic language switching" on.',
            'On an Android phone, open Settings, then Accessibility, then Text-to-speech output, and install an Assamese or Bengali voice for the Google speech engine.',
            'Numbers such as consumer numbers, bill numbers and phone numbers are written in the digits 0\u20139 on both versions, so they are read out the same way as on your bill.',
          ],
        },
      ],
    },
    {
      id: 'tips',
      title: 'Moving around this website',
      blocks: [
        {
          type: 'list',
          items: [
            'The first link of every page, "Skip to main content", takes you past the menus.',
            'Each page has one main heading and section headings in order: use your screen reader\u2019s heading keys (H in NVDA and JAWS) to jump between them.',
            'The header, the main content and the footer are landmarks (D in NVDA, R in JAWS).',
            'When a form finds a mistake, the list of problems at its top is read first; each problem is a link to its field.',
            'Tables of tenders, documents and reports have column headers, which are read with each cell.',
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Something not read properly?',
          text: 'Tell us which page and which screen reader, and we will fix it or send you the information another way.',
          link: { label: 'Send feedback', href: '/Feedback' },
        },
      ],
    },
  ],
}

export default en
