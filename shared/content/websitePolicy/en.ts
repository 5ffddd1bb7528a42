import type { PageContent } from '../types'

const en: PageContent = {
  lead: 'These policies explain the terms on which you may use this website, how we treat the information you give us, and how you may reuse and link to our content. They follow the Guidelines for Indian Government Websites (GIGW).',
  updated: '2025-06-01',
  sections: [
    {
      id: 'terms',
      title: 'Terms and conditions',
      blocks: [
        {
          type: 'p',
          text: 'This website is designed, developed and maintained by Assam Power Distribution Company Limited (APDCL), Bijulee Bhawan, Paltan Bazar, Guwahati 781001. By using it you accept these terms.',
        },
        {
          type: 'list',
          items: [
            'Though all efforts have been made to ensure the accuracy of the content, it should not be construed as a statement of law or used for any legal purpose. Tariff orders, regulations and notifications published by the competent authority prevail.',
            'APDCL is not liable for any expense, loss or damage, including indirect or consequential loss, arising from the use of this website or of data on it.',
            'Online payments and consumer services are subject to the terms displayed on those pages at the time of the transaction.',
            'You must not attempt to gain unauthorised access to the website, upload harmful code, or use automated means that place unreasonable load on it.',
            'These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts at Guwahati.',
          ],
        },
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy policy',
      blocks: [
        {
          type: 'p',
          text: 'This website does not collect personal information, such as your name, phone number or e-mail address, when you only read its pages. We collect personal information only when you give it to use a service, such as paying a bill, logging in with your mobile number, or applying for a new connection.',
        },
        {
          type: 'list',
          items: [
            'Information you give is used only to provide the service you asked for and to contact you about it. It is not sold or shared with third parties, except with payment gateways, banks and government agencies as needed to complete a transaction or as required by law.',
            'We record technical information such as the IP address, browser type and the pages visited, for security and to improve the website. We do not use it to identify individual visitors, except when investigating misuse.',
            'The site uses only the cookies it needs to keep you logged in and to remember your language. It does not use advertising or tracking cookies.',
            'One-time passwords and access tokens are never written to our logs. Data is kept on servers in India, protected by access controls, and retained only as long as the law and the service require.',
            'To ask what information we hold about you or to have it corrected, write to the Nodal Officer (Website) at the address below.',
          ],
        },
      ],
    },
    {
      id: 'copyright',
      title: 'Copyright policy',
      blocks: [
        {
          type: 'p',
          text: 'Material on this website may be reproduced free of charge after taking proper permission by sending an e-mail to us. It must be reproduced accurately and not used in a derogatory manner or in a misleading context. Where it is published or issued to others, the source must be prominently acknowledged.',
        },
        {
          type: 'p',
          text: 'This permission does not extend to material identified as the copyright of a third party, such as photographs and documents of other organisations. Permission to reproduce such material must be obtained from the department or copyright holder concerned.',
        },
        { type: 'p', text: '© 2021 Assam Power Distribution Company Limited. All rights reserved.' },
      ],
    },
    {
      id: 'hyperlink',
      title: 'Hyperlinking policy',
      blocks: [
        {
          type: 'p',
          text: 'At many places on this website you will find links to other websites and portals. These links are placed for your convenience. APDCL is not responsible for the contents and reliability of the linked websites and does not necessarily endorse the views expressed in them. We cannot guarantee that these links will work all the time, and we have no control over the availability of linked pages.',
        },
        {
          type: 'p',
          text: 'We do not object to you linking directly to the information hosted on this website, and no prior permission is required. However, we would like you to inform us about any links provided to this website, so that you can be informed of any changes or updates. We do not permit our pages to be loaded into frames on your site: our pages must load into a newly opened browser window of the user.',
        },
      ],
    },
    {
      id: 'disclaimer',
      title: 'Disclaimer',
      blocks: [
        {
          type: 'p',
          text: 'The information on this website is provided for general guidance. APDCL makes every effort to keep it correct and up to date, but accepts no responsibility for any error or omission. Where the website and an official order, notification or the tariff order of the Assam Electricity Regulatory Commission differ, the official document prevails.',
        },
        {
          type: 'p',
          text: 'Links to other websites are provided for convenience; APDCL has no control over their content. Bills and receipts displayed or printed from this website are for information; the records of APDCL\u2019s billing system are final.',
        },
        {
          type: 'facts',
          items: [
            { label: 'Nodal Officer (Website)', value: 'Chief General Manager (IT), APDCL, Bijulee Bhawan, Paltan Bazar, Guwahati 781001' },
            { label: 'E-mail', value: '{{supportEmail}}', href: 'mailto:{{supportEmail}}' },
          ],
        },
      ],
    },
  ],
}

export default en
