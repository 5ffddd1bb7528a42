import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'What APDCL does to keep this website running, and to bring it back quickly, when something goes wrong: a failed server, a lost database, defaced content, or a natural disaster.',
  updated: '2026-11-25',
  sections: [
    {
      id: 'team',
      title: 'Who acts',
      blocks: [
        {
          type: 'p',
          text: 'The Nodal Officer (Website), the Chief General Manager (IT), leads the contingency team: the website team, the data centre\u2019s operators and the security officer. Their phone numbers are kept by the 24x7 customer care, which can reach them at any hour.',
        },
        {
          type: 'facts',
          items: [
            { label: 'Nodal Officer (Website)', value: 'Chief General Manager (IT), APDCL, Bijulee Bhawan, Paltan Bazar, Guwahati 781001' },
            { label: 'E-mail', value: '{{supportEmail}}', href: 'mailto:{{supportEmail}}' },
            { label: 'Customer care (24x7)', value: '1912', href: 'tel:1912' },
          ],
        },
      ],
    },
    {
      id: 'backups',
      title: 'Backups and restore',
      blocks: [
        {
          type: 'list',
          items: [
            'The database (content, applications, complaints, payments and feedback) is backed up in full every night, and its changes are saved continuously in between, so it can be brought back to any moment of the last 30 days.',
            'Uploaded documents and photographs are copied every night to storage in a second location.',
            'Backups are encrypted and kept away from the servers they protect, for 30 days; a monthly backup is kept for a year.',
            'A restore is rehearsed every quarter on a separate server, and the time it took is recorded.',
            'The website\u2019s software is kept in version control; any earlier release can be deployed again.',
          ],
        },
        {
          type: 'table',
          caption: 'Recovery targets',
          head: ['Event', 'Back within', 'Data lost at most'],
          rows: [
            ['A server or process fails', 'Minutes (another process takes over)', 'None'],
            ['The database is lost or corrupted', '4 hours', '15 minutes'],
            ['The data centre is out of action', '24 hours (at the second location)', '1 day'],
          ],
          rowHeaders: true,
        },
      ],
    },
    {
      id: 'running',
      title: 'Keeping the website running',
      blocks: [
        {
          type: 'list',
          items: [
            'The website runs as several processes; health checks take a failed one out and start another.',
            'A readiness check tells the load balancer when a process cannot reach its database, so visitors are sent elsewhere.',
            'When the database is overloaded, pages answer "please try again shortly" instead of an error, and the public pages already prepared keep being served.',
            'Payments are never lost when a process fails: the payment gateway\u2019s confirmation is recorded exactly once, and a reconciliation job settles any payment left pending.',
          ],
        },
      ],
    },
    {
      id: 'incidents',
      title: 'When something goes wrong',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Detect', text: 'Monitoring, a staff member or a visitor (through the feedback form or 1912) reports the problem; the on-call team confirms it.' },
            { title: 'Contain', text: 'Defaced or wrong content is unpublished at once from the admin area; if the site itself is compromised it is taken offline and a notice page is shown.' },
            { title: 'Restore', text: 'The last good release and, if needed, the last good backup are restored; the audit log shows what changed and who changed it.' },
            { title: 'Report', text: 'A cyber security incident is reported to CERT-In within 6 hours, as its directions require; consumers are told if their data was affected.' },
            { title: 'Learn', text: 'Within a week the team writes down the cause and the steps that prevent it happening again.' },
          ],
        },
        {
          type: 'p',
          text: 'While the website is unavailable, bills can still be paid through the other channels shown on the bill, and the 24x7 customer care on 1912 answers supply and billing questions.',
        },
      ],
    },
  ],
}

export default en
