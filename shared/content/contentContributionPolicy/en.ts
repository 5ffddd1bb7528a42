import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'Who may put content on this website, who checks and approves it before the public sees it, and how often each kind of content is reviewed: the content contribution, moderation and approval policy (CMAP) of APDCL under GIGW 3.0.',
  updated: '2026-11-25',
  sections: [
    {
      id: 'contribution',
      title: 'Contribution',
      blocks: [
        {
          type: 'list',
          items: [
            'Content comes from the offices and departments of APDCL that own it: tenders from the procurement wings, notices and orders from the issuing office, tariff material from the regulatory cell, careers from human resources, planned shutdowns from the divisions.',
            'Each department names a content contributor, who sends the final, signed version of a document to the website team or uploads it through the admin area.',
            'Contributors are responsible for the correctness, the date, the language versions and the accessibility of what they send (a text-based PDF rather than a scan wherever possible).',
            'The public can suggest corrections through the feedback form; these reach the website team, who pass them to the owning department.',
          ],
        },
      ],
    },
    {
      id: 'moderation',
      title: 'Moderation and approval',
      blocks: [
        {
          type: 'p',
          text: 'Content is published through the website\u2019s admin area. Each person there holds only the roles they need, and every change is recorded with their name, the time and the values before and after.',
        },
        {
          type: 'table',
          caption: 'Roles of the admin area and what each approves',
          head: ['Role', 'What it may do', 'Approval'],
          rows: [
            ['Tender manager', 'Create tenders and their documents; publish and unpublish them', 'A tender is a draft, invisible to the public, until it is published'],
            [
              'Content editor',
              'Documents of every category, headlines, news, banners, gallery, careers, contacts',
              'Publishes what the owning department approved; news and headline text is cleaned of any code before it is saved',
            ],
            ['Outage manager', 'Record outages; publish and cancel planned shutdowns', 'A shutdown is published only with its feeders, times and reason, and consumers are told by SMS'],
            ['Super admin', 'Accounts, roles, the rule tables, the audit log', 'Gives each person the roles their office approved, and removes them when they leave'],
          ],
          rowHeaders: true,
        },
        {
          type: 'list',
          items: [
            'Before publishing, the moderator checks that the content is final and signed, correctly dated and titled in English and Assamese, and that its files open.',
            'Documents are uploaded as PDF files of at most 20 MB; other file types are refused.',
            'Content that is defamatory, discriminatory, commercial advertising or unrelated to APDCL\u2019s work is not published.',
          ],
        },
      ],
    },
    {
      id: 'review',
      title: 'Review of content',
      blocks: [
        {
          type: 'table',
          caption: 'How often each kind of content is reviewed, and by whom',
          head: ['Content', 'Reviewed', 'By'],
          rows: [
            ['Tenders, notices, shutdowns, headlines', 'When issued, and weekly while current', 'The owning department and the content editor'],
            ['Contacts of offices and officers', 'Every quarter, and on every transfer', 'Each circle, through the content editor'],
            ['Tariff, schemes and consumer services pages', 'When an order changes them, and every six months', 'Commercial and regulatory cells'],
            ['Policies and plans of the website (this page and its kind)', 'Every year', 'The Nodal Officer (Website)'],
          ],
          rowHeaders: true,
        },
        {
          type: 'p',
          text: 'Every page shows, at its foot, the date its content was last updated.',
        },
      ],
    },
  ],
}

export default en
