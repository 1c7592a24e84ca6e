import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** Privacy Policy, English. A block is a paragraph (string) or a bulleted list ({ list }). */
export const en: Translation<typeof vi> = {
  privacy: {
    title: 'Privacy Policy',
    intro:
      '{{brand}} respects the privacy of everyone who visits our website and uses our service. This policy explains what information we collect, how we use it, and the choices you have.',
    contact:
      'Questions about this Privacy Policy or your personal data? Contact {{brand}} at <mail>{{email}}</mail> or call our hotline <phone>{{hotline}}</phone>.',
    sections: {
      useOfInformation: {
        title: 'What we do with your information',
        blocks: [
          'We use your information to provide, maintain and improve the {{brand}} service and to keep in touch with you. In particular, we use it to:',
          {
            list: [
              'create and manage your account, confirm your email address and phone number, and secure login, including two-factor authentication;',
              'run the service for your organization: collect data for your topics, send alerts by web, mobile app and email, and produce reports;',
              'answer support requests, report-service enquiries and quotation requests;',
              'send service notices (changes to the terms, maintenance, billing) and, if you subscribed, industry newsletters, industry reports and market reports, each with a link to stop receiving them;',
              'understand in aggregate how the website and app are used, so we can improve content and performance;',
              'detect and prevent fraud, abuse and security incidents.',
            ],
          },
          "We never sell your account information or your organization's monitoring data, and we do not use them for advertising.",
          'We keep information while your account is active and for as long as these purposes or the law require. When an account is closed, its data is deleted as described in the Terms of Use.',
        ],
      },
      informationCollected: {
        title: 'What information we collect',
        blocks: [
          'We collect only the information needed to provide the service:',
          {
            list: [
              'information you give us: organization name, full name, work email, phone number, department, industry and province or city, when you register, request a quotation, contact us or subscribe to newsletters;',
              'account information: username, password (stored only in hashed form), two-factor settings and your role in the organization;',
              'service settings you create: topics, keywords, alert settings and report recipients;',
              'technical information: IP address, browser, operating system, device type, access times, pages viewed, app version and the push-notification token of your device.',
            ],
          },
          'The mentions the service collects from public sources (online news, social networks, forums) are public content, processed on behalf of our customers for monitoring. We do not collect private messages or content from closed groups that require signing in.',
          'You can view and update your personal information in your account settings, or ask to access, correct or delete it by writing to {{email}}. We answer such requests promptly and within the time limits set by the law on personal data protection.',
        ],
      },
      cookies: {
        title: 'Cookies',
        blocks: [
          'Cookies are small text files that your browser stores when you visit a website. We use cookies and similar browser storage to keep the website working and to understand how it is used:',
          {
            list: [
              'essential cookies keep you signed in, protect forms against spam and remember security settings; the website cannot work properly without them;',
              'preference cookies remember your language (Vietnamese or English) and display choices;',
              'analytics cookies count visits and measure page performance in aggregate, so we can improve the content.',
            ],
          },
          'We do not use cookies for third-party advertising or to track you across other websites.',
          'You can block or delete cookies in your browser settings. Blocking essential cookies may stop you from signing in or using some features.',
        ],
      },
      sharingWithOthers: {
        title: 'Do we share information with other parties?',
        blocks: [
          '{{brand}} does not sell, rent or trade your personal information. We share it only in these cases:',
          {
            list: [
              'with providers that help us run the service - data-center hosting, email and SMS delivery, phone-number verification and spam protection - under contracts that require confidentiality and allow processing only on our instructions;',
              "within your organization: administrators can see members' names, email addresses and activity in the organization's account;",
              'when a competent state authority requires it in accordance with the law;',
              'with your consent or on your instruction, for example when you share a report with a partner.',
            ],
          },
          'When a provider processes data outside Vietnam, we make sure the transfer complies with the law of Vietnam on personal data protection.',
          'If we change how information is shared, we will update this policy and notify account administrators before the change takes effect.',
        ],
      },
    },
  },
};
