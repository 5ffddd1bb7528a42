import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'How APDCL watches this website so that it stays available, fast, correct and accessible, and what is done with what the monitoring finds.',
  updated: '2026-11-25',
  sections: [
    {
      id: 'availability',
      title: 'Availability',
      blocks: [
        {
          type: 'list',
          items: [
            'Two health addresses are checked every minute from outside the data centre: one says the website\u2019s process is alive, the other that it can reach its database within one second.',
            'Two failed checks in a row alert the on-call team by SMS and e-mail; a process that stops answering is restarted by itself.',
            'The availability target is 99.5 per cent of every month, planned maintenance excluded. Planned maintenance is announced in advance and done at night.',
            'When the database is briefly overloaded, pages answer "try again shortly" rather than failing, and pages already prepared for visitors continue to be served.',
          ],
        },
      ],
    },
    {
      id: 'performance',
      title: 'Performance',
      blocks: [
        {
          type: 'p',
          text: 'The website has written performance budgets, checked by automated benchmarks before each release. A release that breaks a budget is not deployed.',
        },
        {
          type: 'table',
          caption: 'Performance budgets',
          head: ['Measure', 'Budget'],
          rows: [
            ['Scripts of the home page (compressed)', 'At most 110 KB'],
            ['Style sheets of the home page (compressed)', 'At most 40 KB'],
            ['Lighthouse performance score on a mid-range phone', 'At least 90'],
            ['Lighthouse accessibility, best practice and search scores', '100'],
            ['100 visitors opening the same page at once on a fresh server', 'The slowest answer within 1 second'],
          ],
          rowHeaders: true,
        },
      ],
    },
    {
      id: 'quality',
      title: 'Links, content and accessibility',
      blocks: [
        {
          type: 'list',
          items: [
            'Before each release, an automated sweep opens every page in English and Assamese, on a phone and a desktop screen. It fails on a broken page, a link to a missing page, an error in the browser, a request to another website, or an accessibility violation.',
            'Links to other websites are checked every month; a link that no longer works is corrected or removed.',
            'Feedback from the public is read every working day; problems with a page are passed to the department that owns it.',
            'Content is reviewed on the schedule of the content contribution, moderation and approval policy.',
          ],
        },
      ],
    },
    {
      id: 'security',
      title: 'Security monitoring',
      blocks: [
        {
          type: 'list',
          items: [
            'Each request is logged with a reference number; passwords, one-time passwords and tokens are never written to the logs. Logs are kept for 180 days, as CERT-In directs.',
            'Repeated failed logins, floods of one-time passwords to one mobile and other abuse raise alerts.',
            'Security updates of the software the website uses are checked every week and applied.',
          ],
        },
      ],
    },
    {
      id: 'reporting',
      title: 'Reporting',
      blocks: [
        {
          type: 'p',
          text: 'Each month the website team reports to the Nodal Officer (Website): availability, performance against the budgets, broken links found and fixed, feedback received and answered, and security events. The report decides what is improved next.',
        },
        {
          type: 'links',
          items: [
            { label: 'Contingency management plan', href: '/ContingencyManagementPlan' },
            { label: 'Security policy', href: '/SecurityPolicy' },
          ],
        },
      ],
    },
  ],
}

export default en
