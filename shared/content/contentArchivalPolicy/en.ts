import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'What this website keeps, for how long, and how content that is out of date moves from the main listings to the archive, as the Guidelines for Indian Government Websites (GIGW) 3.0 ask.',
  updated: '2026-11-25',
  sections: [
    {
      id: 'principles',
      title: 'Principles',
      blocks: [
        {
          type: 'list',
          items: [
            'Every item of content carries a date: the date of the tender, notice, order or other document, which the listings show.',
            'Content is not deleted because it is old. Once out of date it leaves the main listing and stays in the archive, so that the public record remains available.',
            'An item is withdrawn from the website only by the order of the competent authority (for example a notice cancelled or superseded), and the withdrawal is recorded in the website\u2019s audit log with who made it and when.',
            'The move to the archive follows the dates on the content and happens by itself; nobody has to remember to do it.',
          ],
        },
      ],
    },
    {
      id: 'periods',
      title: 'What moves where, and when',
      blocks: [
        {
          type: 'table',
          caption: 'Where each kind of content is listed and when it moves to the archive',
          head: ['Content', 'Listed as current', 'Then', 'Kept'],
          rows: [
            [
              'Tenders',
              'Current financial year: tenders dated from 1 April of this year',
              'On 1 April they move to the previous financial year, and a year later to the tender archive',
              'In the archive, with all their documents, for at least 10 years',
            ],
            ['A cancelled tender', 'Stays in its year; its documents are listed up to the cancellation notice', 'Moves with its year', 'As other tenders'],
            [
              'Notices, circulars, office orders, clarifications, press releases',
              'Newest first on their page',
              'Older items stay on the same page under their year (use the year filter)',
              'At least 10 years; orders in force for as long as they are in force',
            ],
            [
              'Planned shutdown notices',
              'From publication until the work ends',
              'Shown as past shutdowns for 90 days after the work ended',
              'The record of the shutdown is kept for the reliability reports',
            ],
            ['News and the scrolling headlines', 'On the home page while new', 'The full list stays on the news and notifications page', 'At least 3 years'],
            ['Careers (recruitment notices)', 'Until the last date of the notice', 'Stay on the careers page under their year, with results and corrigenda', 'At least 5 years'],
            ['Tariff orders, annual reports, RTI disclosures', 'On their pages', 'Earlier orders and reports stay listed by year', 'Permanently'],
            ['Photographs (gallery)', 'Newest albums first', 'Older albums stay in the gallery', 'At least 5 years'],
          ],
          rowHeaders: true,
        },
        {
          type: 'p',
          text: 'The financial year runs from 1 April to 31 March and is counted in India time, so a tender moves at midnight in India, whatever the time zone of the server.',
        },
        {
          type: 'links',
          items: [
            { label: 'Tenders: current financial year', href: '/TenderCurrent' },
            { label: 'Tenders: previous financial year', href: '/TenderPrevious' },
            { label: 'Tender archive', href: '/TenderArchive' },
          ],
        },
      ],
    },
    {
      id: 'review',
      title: 'Review and records',
      blocks: [
        {
          type: 'list',
          items: [
            'Once a year the Nodal Officer (Website) reviews this policy and the archive with the departments that own the content.',
            'Every change made through the admin area (a new item, an edit, publishing, withdrawal) is written to an audit log that cannot be edited or deleted.',
            'Uploaded documents and the database are backed up every day (see the contingency management plan).',
          ],
        },
        {
          type: 'links',
          items: [
            { label: 'Content contribution, moderation and approval policy', href: '/ContentContributionPolicy' },
            { label: 'Contingency management plan', href: '/ContingencyManagementPlan' },
          ],
        },
      ],
    },
  ],
}

export default en
