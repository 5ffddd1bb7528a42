import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'How to find your way around this website, read it in Assamese or in larger text, open its documents, and use it with a screen reader.',
  updated: '2026-11-25',
  sections: [
    {
      id: 'finding',
      title: 'Finding what you need',
      blocks: [
        {
          type: 'list',
          items: [
            'The menu at the top leads to acts and policies, tenders, news and media and the contact page. On a phone, open it with the Menu button.',
            'The home page has shortcuts to pay or view a bill, recharge a prepaid meter, check a smart prepaid balance and apply for a new connection.',
            'The footer at the bottom of every page has the website\u2019s policies, help and contact pages.',
            'The sitemap lists every page of the website, grouped as the menus group them.',
            'Listings of tenders and documents can be searched by words and narrowed by year; they show the newest first.',
          ],
        },
        {
          type: 'links',
          items: [
            { label: 'Sitemap', href: '/Sitemap', description: 'Every page of the website on one page.' },
            { label: 'Contact', href: '/Contact', description: 'Offices and officers of APDCL.' },
          ],
        },
      ],
    },
    {
      id: 'language',
      title: 'Reading in Assamese',
      blocks: [
        {
          type: 'list',
          items: [
            'Use the \u201c\u0985\u09b8\u09ae\u09c0\u09af\u09bc\u09be\u201d link in the header to read the same page in Assamese, and \u201cEnglish\u201d on an Assamese page to go back.',
            'The website brings its own Assamese font, so you do not need to install one. If letters show as empty boxes, update your browser.',
            'To type in Assamese, for example your name in a form, add the Assamese keyboard on your phone (Gboard has one) or in your computer\u2019s language settings.',
          ],
        },
      ],
    },
    {
      id: 'text-size',
      title: 'Changing the text size',
      blocks: [
        {
          type: 'table',
          caption: 'How to make the text larger or smaller',
          head: ['Device', 'Larger', 'Smaller', 'Back to normal'],
          rows: [
            ['Windows or Linux computer', 'Ctrl and +', 'Ctrl and \u2212', 'Ctrl and 0'],
            ['Mac', '\u2318 and +', '\u2318 and \u2212', '\u2318 and 0'],
            ['Phone or tablet', 'Spread two fingers on the page', 'Pinch two fingers together', 'Double tap'],
          ],
          rowHeaders: true,
        },
        {
          type: 'p',
          text: 'The pages still work at twice the normal size. You can also set a larger font for every website in your browser\u2019s or your phone\u2019s settings, and a high-contrast mode in your system settings.',
        },
      ],
    },
    {
      id: 'files',
      title: 'Documents and file formats',
      blocks: [
        {
          type: 'table',
          caption: 'The file formats of this website and what opens them',
          head: ['Format', 'What it is used for', 'What opens it'],
          rows: [
            ['PDF', 'Tenders, notices, orders, forms, reports, bills and receipts', 'Your browser opens it. Free readers: Adobe Acrobat Reader, or the PDF viewer of your phone.'],
            ['CSV', 'The figures of the ease-of-doing-business reports', 'A spreadsheet program (LibreOffice Calc, Microsoft Excel, Google Sheets) or any text editor.'],
            ['JPEG, PNG', 'Photographs in the gallery and banners', 'Your browser or any picture viewer.'],
          ],
          rowHeaders: true,
        },
        {
          type: 'list',
          items: [
            'To save a PDF rather than open it, press and hold the link on a phone, or right-click it on a computer, and choose to download it.',
            'Forms that take documents accept PDF, JPEG or PNG files of at most 2 MB each.',
            'If a document cannot be read by your screen reader, for example a scanned page, ask us for an accessible copy through the feedback form.',
          ],
        },
        {
          type: 'links',
          items: [{ label: 'Adobe Acrobat Reader', href: 'https://get.adobe.com/reader/', description: 'A free PDF reader for computers and phones.' }],
        },
      ],
    },
    {
      id: 'screen-readers',
      title: 'Screen readers and the keyboard',
      blocks: [
        {
          type: 'p',
          text: 'Every page can be used with the keyboard alone: Tab moves to the next link or field, Shift and Tab back, Enter follows a link or presses a button, and Escape closes a dialog. The first Tab shows a link that skips the menus.',
        },
        {
          type: 'links',
          items: [
            { label: 'Screen reader access', href: '/ScreenReaderAccess', description: 'Free screen readers and how to use them here.' },
            { label: 'Accessibility statement', href: '/AccessibilityStatement', description: 'The standard we meet and the known gaps.' },
          ],
        },
      ],
    },
    {
      id: 'forms',
      title: 'Forms and online services',
      blocks: [
        {
          type: 'list',
          items: [
            'Forms work with JavaScript switched off, too. When something is missing or wrong, the form lists the problems at its top and keeps what you typed.',
            'Logging in needs only your registered mobile number and the one-time password sent to it by SMS.',
            'For anything about your supply or your bill, call the 24x7 customer care on 1912.',
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Still stuck?',
          text: 'Tell us what you were trying to do, and on which page.',
          link: { label: 'Send feedback', href: '/Feedback' },
        },
      ],
    },
  ],
}

export default en
