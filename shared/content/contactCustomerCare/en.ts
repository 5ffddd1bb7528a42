import type { PageContent } from '../types'
import { COMPLAINT_DESK } from '../../links'
import { WHATSAPP_HELP_NUMBER, whatsappChatUrl } from '../../share'

const en: PageContent = {
  lead: 'Our customer care centre works round the clock, every day of the year. Call 1912 free of cost from any phone for supply failures, dangerous lines, billing and recharge questions, new connections and complaints. Every complaint gets a docket number that you can use to follow it up.',
  updated: '2026-11-28',
  sections: [
    {
      // the in-house complaint desk, first on the page (issue 24 §2)
      id: 'complaint-online',
      title: 'Register a complaint online',
      blocks: [
        {
          type: 'p',
          text: 'No power, a damaged meter, a wrong bill or a dangerous line: register it on our complaint desk. A complaint number comes to your mobile by SMS, and the status page shows where the complaint stands. Where there is danger to life, call 1912 first.',
        },
        {
          type: 'links',
          items: [
            { label: 'Register a complaint', href: COMPLAINT_DESK.register },
            { label: "Check a complaint's status", href: COMPLAINT_DESK.status },
          ],
        },
      ],
    },
    {
      id: 'reach-us',
      title: 'How to reach us',
      blocks: [
        {
          type: 'facts',
          items: [
            { label: 'Toll-free helpline (24 × 7)', value: '1912', href: 'tel:1912' },
            { label: 'WhatsApp (messages only)', value: WHATSAPP_HELP_NUMBER, href: whatsappChatUrl(WHATSAPP_HELP_NUMBER) },
            { label: 'E-mail', value: '{{supportEmail}}', href: 'mailto:{{supportEmail}}' },
            { label: 'By post', value: 'Customer Care Centre, APDCL, Bijulee Bhawan, Paltan Bazar, Guwahati 781001' },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Keep your consumer number ready',
          text: 'Your 12-digit consumer number is printed at the top of the bill and on the prepaid voucher. Quote it, with a landmark or the pole number, so that we can find your connection at once.',
        },
      ],
    },
    {
      id: 'hours',
      title: 'Office hours',
      blocks: [
        {
          type: 'table',
          caption: 'When each service is available',
          head: ['Service', 'Days', 'Hours'],
          rowHeaders: true,
          rows: [
            ['Helpline 1912, WhatsApp and e-mail', 'Every day, including holidays', '24 hours'],
            ['Sub-division offices and cash counters', 'Monday to Saturday, except second and fourth Saturdays and public holidays', '10:00 am to 4:00 pm'],
            ['Division and circle offices', 'Monday to Friday, except public holidays', '10:00 am to 5:00 pm'],
            ['Online payment and prepaid recharge', 'Every day', '24 hours'],
          ],
        },
      ],
    },
    {
      id: 'escalation',
      title: 'Escalation matrix',
      blocks: [
        {
          type: 'p',
          text: 'If your complaint is not resolved within the time allowed, take it to the next level with your docket number. The times below follow the standards of performance of the Assam Electricity Regulatory Commission for common complaints.',
        },
        {
          type: 'table',
          caption: 'Who to approach if a complaint is not resolved',
          head: ['Level', 'Officer', 'When to approach'],
          rowHeaders: true,
          rows: [
            ['1', 'Customer care 1912, or the Assistant General Manager of your sub-division', 'First contact for every complaint'],
            ['2', 'Deputy General Manager of the electrical division', 'Supply not restored in 24 hours (urban) or 48 hours (rural), or a bill complaint unresolved after 7 days'],
            ['3', 'General Manager of the electrical circle', 'Not resolved within 7 days of escalation to level 2'],
            ['4', 'Chief General Manager (Commercial), Bijulee Bhawan, Guwahati', 'Not resolved within 15 days of escalation to level 3'],
            ['5', 'Consumer Grievance Redressal Forum of your zone', 'Any grievance not resolved by APDCL; a written complaint can be filed free of cost'],
            ['6', 'Electricity Ombudsman, Assam', 'If you are not satisfied with the order of the Forum'],
          ],
        },
      ],
    },
    {
      id: 'self-service',
      title: 'Do it yourself online',
      blocks: [
        {
          type: 'links',
          items: [
            { label: 'Pay your bill', href: '/PayBill' },
            { label: 'Recharge a prepaid meter', href: '/RechargePrepaid' },
            { label: 'Check your smart prepaid balance', href: '/SmartPrepaidBalance' },
            { label: 'Apply for a new connection', href: '/ApplyNewConn' },
            { label: 'Frequently asked questions', href: '/FAQ' },
          ],
        },
      ],
    },
  ],
}

export default en
