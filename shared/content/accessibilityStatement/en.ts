import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'APDCL wants everyone to be able to use this website, whatever their ability, device or language. This statement says which standard the website meets, how we test it, where it still falls short, and whom to tell when something does not work for you.',
  updated: '2026-11-25',
  sections: [
    {
      id: 'standard',
      title: 'The standard we meet',
      blocks: [
        {
          type: 'p',
          text: 'The website is built to conform to the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and to the Guidelines for Indian Government Websites (GIGW) 3.0. The English and Assamese versions of every page follow the same rules.',
        },
        {
          type: 'list',
          items: [
            'Every page can be used with a keyboard alone. The first key press of Tab shows a "Skip to main content" link, and focus is always visible.',
            'Every page has one main heading, headings in order, named landmarks (header, navigation, main content, footer) and a title that says where you are.',
            'Forms label every field, explain what is expected, and on a mistake list the problems at the top of the form with a link to each field. They work without JavaScript.',
            'Text and controls have a colour contrast of at least 4.5:1 (3:1 for large text). Colour is never the only way information is given.',
            'Pages can be zoomed to 200 per cent, and on a phone 360 pixels wide they do not scroll sideways. Buttons and links on phones are at least 44 by 44 pixels.',
            'Images that carry information have a text alternative; charts in the reports come with a table of the same figures.',
            'Links that leave this website say so and open in a new tab. Nothing moves, blinks or plays sound without your action; the scrolling headlines stop when pointed at or focused.',
            'Assamese pages are marked as Assamese (lang="as") so that screen readers read them with an Assamese voice, and the Assamese font is served by this website itself.',
          ],
        },
      ],
    },
    {
      id: 'testing',
      title: 'How we test it',
      blocks: [
        {
          type: 'list',
          items: [
            'Automated checks: before each release, every page in both languages is opened in the Chromium browser at a phone width of 360 pixels and a desktop width of 1280 pixels and checked with axe-core against WCAG 2.1 A and AA. A page with a violation stops the release.',
            'The same run checks that no page scrolls sideways at 360 pixels and that every touch target on a phone is at least 44 by 44 pixels.',
            'Keyboard checks: the menus, the login dialog, the forms and the chat assistant are operated with the keyboard alone in the end-to-end tests, including where focus goes when a dialog opens and closes.',
            'The forms are tested with JavaScript switched off, and their error messages are checked to be announced and linked to their fields.',
            'The main pages are audited with Lighthouse, whose accessibility score must stay at 100.',
            'People check what tools cannot: reading order, the meaning of link texts and alternative texts, and use with the NVDA and TalkBack screen readers.',
          ],
        },
      ],
    },
    {
      id: 'gaps',
      title: 'Known gaps',
      blocks: [
        { type: 'p', text: 'These parts of the website do not yet fully meet the standard. We list them so that you know, and we are working on each.' },
        {
          type: 'list',
          items: [
            'Some names are kept only in English and appear in English on Assamese pages: the names of divisions and feeders and the causes of outages in the ease-of-doing-business reports, the names and designations of some office contacts, and the titles of tender and career documents. The contact names are marked as English, so a screen reader switches to an English voice for them; the other names are not marked yet.',
            'Many older documents (tenders, notices, orders) are scanned PDF files without a text layer. A screen reader cannot read them. Ask us for an accessible copy (see below) and we will send one.',
            'The Assamese texts have not all been reviewed by a native speaker yet; a few may read awkwardly.',
            'Videos on our channel on an outside video site may not have captions in Assamese.',
            'The admin area used by APDCL staff is in English only.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Tell us about a problem',
      blocks: [
        {
          type: 'p',
          text: 'If you cannot use a part of this website, or you need a document in another format, tell us. Say which page it was (its address), what you tried to do, and the device, browser and any assistive technology you use. We will reply within 15 working days, and sooner for a service such as paying a bill.',
        },
        {
          type: 'facts',
          items: [
            { label: 'Online', value: 'The feedback form: choose "Accessibility"', href: '/Feedback' },
            { label: 'Nodal Officer (Website)', value: 'Chief General Manager (IT), APDCL, Bijulee Bhawan, Paltan Bazar, Guwahati 781001' },
            { label: 'E-mail', value: '{{supportEmail}}', href: 'mailto:{{supportEmail}}' },
            { label: 'Phone (24x7)', value: '1912', href: 'tel:1912' },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Help with using the website',
          text: 'The help page explains the menus, text size, the Assamese font and the file formats; the screen reader page lists free screen readers.',
          link: { label: 'Help', href: '/Help' },
        },
      ],
    },
  ],
}

export default en
