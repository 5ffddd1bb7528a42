import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'How this website protects you and the information you give it, what we ask of you, and how to tell us about a security weakness you have found.',
  updated: '2026-11-25',
  sections: [
    {
      id: 'protection',
      title: 'How the website protects you',
      blocks: [
        {
          type: 'list',
          items: [
            'Every page is served only over an encrypted connection (HTTPS), and browsers are told never to use an unencrypted one.',
            'The pages load scripts, styles and fonts only from this website: no advertising, no tracking and no outside analytics. Our pages cannot be placed inside another website\u2019s frame.',
            'You log in with your registered mobile number and a one-time password. The one-time password is valid for 5 minutes, works once, and is stored only in a form that cannot be read back. Sending and guessing are limited.',
            'Your session ends when you log out, after 30 minutes without use, or after 12 hours; only one session per mobile number is active at a time.',
            'Payments go through a licensed payment gateway. This website never sees or stores your card or bank details, and checks the gateway\u2019s signature on every payment confirmation.',
            'Every form checks what it receives. Files you upload are checked by their content, not their name, and stored where the public cannot reach them.',
            'Staff accounts have strong passwords, locked after repeated failures, and only the roles their work needs; every change they make is recorded in a log that cannot be altered.',
            'Information is kept on servers in India. The website is audited for security before it goes live and after major changes, as the Government of India\u2019s guidelines require.',
          ],
        },
      ],
    },
    {
      id: 'you',
      title: 'What we ask of you',
      blocks: [
        {
          type: 'list',
          items: [
            'APDCL never asks for your one-time password, card number, PIN or bank password by phone, SMS, e-mail or chat. Do not share them with anyone.',
            'Before you pay, check that the address bar shows this website\u2019s address and a padlock.',
            'Beware of messages threatening to disconnect your supply tonight unless you call a number or pay through a link: they are frauds. Check your bill on this website or call 1912.',
            'Log out when you finish on a shared computer.',
          ],
        },
      ],
    },
    {
      id: 'report',
      title: 'Reporting a vulnerability',
      blocks: [
        {
          type: 'p',
          text: 'If you have found a security weakness in this website, please tell us privately so that we can fix it before anyone misuses it. Write to the address below with the page or address affected, the steps to reproduce the problem, and what an attacker could do with it. You may write in English or Assamese.',
        },
        {
          type: 'facts',
          items: [
            { label: 'Security contact', value: '{{securityEmail}}', href: 'mailto:{{securityEmail}}' },
            { label: 'Acknowledgement', value: 'Within 3 working days' },
            { label: 'Also published at', value: '/.well-known/security.txt on this website' },
          ],
        },
        {
          type: 'list',
          items: [
            'Please do not access, change or delete data that is not yours, do not degrade the service for others, and do not make the weakness public until we have fixed it.',
            'Do not test by sending one-time passwords to mobile numbers that are not yours, and do not make real payments to test.',
            'We will not take action against anyone who reports a weakness in good faith and follows these rules. With your consent, we will thank you by name once it is fixed.',
            'Incidents are reported to CERT-In as the law requires.',
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Not a security weakness?',
          text: 'For a problem with your bill, a payment or your supply, call 1912; for a problem with a page, use the feedback form.',
          link: { label: 'Feedback', href: '/Feedback' },
        },
      ],
    },
    {
      id: 'more',
      title: 'More about how we treat your information',
      blocks: [
        {
          type: 'links',
          items: [
            { label: 'Privacy policy', href: '/WebsitePolicy?showdiv=privacy', description: 'What we collect, why, and how long we keep it.' },
            { label: 'Terms and conditions', href: '/WebsitePolicy?showdiv=terms', description: 'The terms on which you use this website.' },
            { label: 'Contingency management plan', href: '/ContingencyManagementPlan', description: 'Backups, restore and what happens in an incident.' },
          ],
        },
      ],
    },
  ],
}

export default en
