import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'Answers to the questions our customer care centre hears most often. Select a question to read the answer. If your question is not here, call 1912 (toll-free, 24 × 7).',
  updated: '2025-06-01',
  sections: [
    {
      id: 'bills',
      title: 'Bills and payments',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              q: 'Where do I find my consumer number?',
              a: 'Your 12-digit consumer number is printed at the top of every bill and on prepaid vouchers. The first three digits show your division. If you have lost it, use the "Know your consumer number" service with your registered mobile number.',
            },
            {
              q: 'How can I pay my electricity bill?',
              a: 'Online on this website (Pay Bill) with UPI, debit or credit card or net banking; through UPI apps and Bharat BillPay, where APDCL is listed as a biller; or at the cash counter of your sub-division office. Online payments are accepted 24 hours a day.',
            },
            {
              q: 'I paid, but the payment is not shown. What should I do?',
              a: 'Payments usually reflect within a few hours. If the money was debited but the payment is still not shown after 48 hours, keep the transaction reference and call 1912. Do not pay again: a failed transaction is refunded automatically by the bank, usually within 5 to 7 working days.',
            },
            {
              q: 'Why is my bill higher than usual?',
              a: 'Common reasons are higher use in summer, a bill on average or provisional reading when the meter could not be read, arrears of a previous bill, or a change in tariff. Compare the previous and present readings on the bill with your meter. If they do not match, lodge a complaint with the bill and a photo of the meter.',
            },
            {
              q: 'Can I get a duplicate bill or receipt?',
              a: 'Yes. Use View Bill to see and print your latest bill, and Duplicate Receipt to print a receipt for a payment made online, using your consumer number.',
            },
          ],
        },
      ],
    },
    {
      id: 'prepaid',
      title: 'Prepaid recharge',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              q: 'How do I recharge a prepaid (keypad) meter?',
              a: 'Use Recharge Prepaid on this website, or any authorised vending point. After payment you receive a 20-digit token by SMS and on screen. Type it on the meter keypad and press the enter key; the meter shows the new balance.',
            },
            {
              q: 'I lost my recharge token. How can I get it again?',
              a: 'Use Reprint Voucher with your consumer number or meter number to see and print the tokens of your recent recharges. A token can be entered in the meter only once.',
            },
            {
              q: 'The meter rejects my token. Why?',
              a: 'Check that you typed all 20 digits in the right order. A token is accepted only by the meter it was made for, and only once. If the meter still shows an error, note the error code on the display and call 1912.',
            },
            {
              q: 'Will my supply be cut at night when the balance runs out?',
              a: 'No. Supply is not disconnected for zero balance during the friendly hours notified by APDCL, which include nights, Sundays and public holidays. Recharge as soon as you can; the supply is restored within minutes of a successful recharge.',
            },
          ],
        },
      ],
    },
    {
      id: 'smart-meters',
      title: 'Smart meters',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              q: 'What is a smart prepaid meter?',
              a: 'A smart meter records your use every few minutes and communicates with APDCL over a mobile network. In prepaid mode, your recharge is credited to the meter remotely; you do not type any token. You can see your balance and daily use online and in the mobile app.',
            },
            {
              q: 'Does a smart meter run faster than the old meter?',
              a: 'No. Smart meters are tested to the same accuracy class as other meters. If you doubt the accuracy, you can ask for a check meter to be installed alongside for comparison, or for the meter to be tested in an accredited laboratory.',
            },
            {
              q: 'How do I check my smart prepaid balance?',
              a: 'Use Smart Prepaid Balance on this website with your consumer number, log in to your consumer dashboard, or ask the chat assistant. You also receive SMS alerts when the balance is low.',
            },
            {
              q: 'My smart postpaid connection was converted to prepaid. What happens to my last bill?',
              a: 'The last postpaid bill stays payable. You may clear it in one go or in daily instalments that are deducted from the prepaid balance, as informed at the time of conversion.',
            },
          ],
        },
      ],
    },
    {
      id: 'connections',
      title: 'New connections and changes',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              q: 'How do I apply for a new connection?',
              a: 'Apply online with Apply New Connection. You need only two documents: proof of identity and proof of ownership or occupancy of the premises (a municipal holding number is accepted). Pay the estimate online; you can track the application status at any time.',
            },
            {
              q: 'How long does a new connection take?',
              a: 'Where no network extension is needed, the Electricity (Rights of Consumers) Rules set the limits: 3 days in metropolitan areas, 7 days in other municipal areas, 15 days in rural areas and 30 days in hilly rural areas, counted from a complete application.',
            },
            { q: 'How much does a new connection cost?', a: 'The charges depend on the category and load. Use Estimate Service Cost to see the fixed cost for your load before you apply.' },
            {
              q: 'How do I change the name or increase the load on my connection?',
              a: 'Use the online change process with your consumer number. For a name change you need proof of ownership; for a load increase, a test report of your wiring for the new load.',
            },
          ],
        },
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints and outages',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              q: 'How do I report a power failure?',
              a: 'Call 1912 from any phone, free of cost, 24 × 7, or send a message on WhatsApp. Give your consumer number; you will receive a docket number to follow up.',
            },
            {
              q: 'How do I know about planned shutdowns?',
              a: 'Planned shutdowns for maintenance are published on the Shutdown Notices page and sent by SMS to registered mobile numbers, with the area and the expected time.',
            },
            {
              q: 'My complaint has not been resolved. Whom do I approach?',
              a: 'Follow the escalation matrix on the Contact Customer Care page. If APDCL does not resolve it, you may approach the Consumer Grievance Redressal Forum of your zone, and after that the Electricity Ombudsman, Assam.',
            },
          ],
        },
      ],
    },
    {
      id: 'solar',
      title: 'Rooftop solar',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              q: 'How do I get a subsidy for rooftop solar?',
              a: 'Apply on the national PM Surya Ghar portal with your APDCL consumer number. After APDCL gives feasibility, a registered vendor installs the plant, APDCL installs the net meter and inspects it, and the subsidy is credited to your bank account.',
            },
            {
              q: 'What is net metering?',
              a: 'A net meter records both the energy you take from the grid and the energy your solar plant sends to it. You pay only for the net units; surplus is carried forward as per the regulations of the Assam Electricity Regulatory Commission.',
            },
            {
              q: 'Does a rooftop plant work during a power cut?',
              a: 'A grid-connected plant switches off when the grid fails, to keep line staff safe. For backup during power cuts, you need a hybrid inverter with batteries.',
            },
          ],
        },
      ],
    },
  ],
}

export default en
