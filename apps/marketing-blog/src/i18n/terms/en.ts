import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** Terms of Use, English. A block is a paragraph (string) or a bulleted list ({ list }). */
export const en: Translation<typeof vi> = {
  terms: {
    title: 'Terms of Use',
    intro:
      'Please read these terms carefully before using the {{brand}} website, web application and mobile app. They form the agreement between {{brand}} and every organization and person that uses the service.',
    contact:
      'Questions about these Terms of Use? Contact {{brand}} at <mail>{{email}}</mail> or call our hotline <phone>{{hotline}}</phone>.',
    sections: {
      acceptTerms: {
        title: 'Acceptance of the terms',
        blocks: [
          'These Terms of Use govern access to and use of the {{brand}} website, web application and mobile app (together, "the Service"), a social-listening and online reputation-monitoring service for businesses, government bodies and agencies.',
          'By visiting the website, creating an account, starting a free trial or using any package, you confirm that you have read, understood and agree to be bound by these Terms and by our Privacy Policy. If you register on behalf of an organization, you confirm that you are authorized to accept these Terms for it.',
          '{{brand}} may update these Terms from time to time. Material changes are published on this page and emailed to account administrators at least 7 days before they take effect. Continuing to use the Service after that date means you accept the updated Terms.',
          'If you do not agree with these Terms, please stop using the Service and write to {{email}} so that we can close your account.',
        ],
      },
      websiteAvailability: {
        title: 'Website availability',
        blocks: [
          'We aim to keep the website and the Service available 24 hours a day, 7 days a week, but we cannot guarantee that they will always be uninterrupted or free of errors.',
          'The Service may be temporarily unavailable because of:',
          {
            list: [
              'scheduled maintenance, announced in advance where possible and normally carried out between 22:00 and 06:00 (Vietnam time);',
              'urgent fixes to security or stability problems;',
              'failures of telecommunications networks, hosting providers or data sources outside our control;',
              'force majeure such as natural disasters, fire, power cuts or decisions of the authorities.',
            ],
          },
          'Collecting data from third-party platforms (social networks, news sites, forums, video platforms) depends on how those platforms operate. Changes on their side may delay or reduce the data collected; we will make every reasonable effort to restore collection as quickly as possible.',
          'We are not liable for losses caused by temporary interruptions. For a prolonged incident that affects a paid account, {{brand}} may extend the subscription by the time the Service was unavailable.',
        ],
      },
      serviceDescription: {
        title: 'Description of the service',
        blocks: [
          '{{brand}} is a social-listening and online reputation-monitoring service. It collects public mentions from online news, social networks, forums, blogs and video platforms according to the topics and keywords each customer sets up.',
          'The main features are:',
          {
            list: [
              'collecting mentions by topic and keyword, with filters by source, time and sentiment;',
              'classifying sentiment automatically as positive, neutral or negative, which users can review and correct;',
              'analysis dashboards: mention volume, share of voice, top sources, interactions and audience demographics;',
              'alerts on negative or unusual mentions by web, mobile app and email, depending on the package;',
              'automatic periodic reports and data exports.',
            ],
          },
          'The Service is offered in four packages - Basic, Standard, Premium and Professional - which differ in monthly mention limits, number of accounts, topics and keywords, daily exports and feature modules. The current limits and prices are published on the Packages page.',
          'Data is collected only from publicly available sources. Sentiment is classified automatically and may not always be accurate; the results support your decisions and do not replace your own professional judgement.',
        ],
      },
      mobileApp: {
        title: 'Mobile app',
        blocks: [
          'The {{brand}} mobile app for iOS and Android lets users follow mentions, receive push notifications for alerts and view dashboards on the go. The app is free to download from the App Store and Google Play; using it requires an active {{brand}} account.',
          {
            list: [
              'Keep the app updated to receive security fixes and new features; older versions may stop being supported.',
              'Allow notifications to receive alerts in real time; you can turn them off at any time in the app or device settings.',
              'The app keeps you signed in, so protect your device with a screen lock and do not share it with people outside your organization.',
              'If your device is lost or stolen, change your password straight away and contact us to end its active sessions.',
            ],
          },
          'Your use of the app is also subject to the terms of the App Store or Google Play. Some features may be presented differently in the app and in the web version.',
        ],
      },
      paymentAndPackages: {
        title: 'Payment and package changes',
        blocks: [
          'A new organization can try the Service free of charge for 15 days, with up to 5,000 collected data items. No payment is needed for the trial. When the trial ends the account is paused until a package is purchased, and the trial data is kept for 30 days.',
          'Package fees are charged monthly or for the term of the contract, according to the quotation and the invoice. Prices are in Vietnamese dong (VND) and exclude VAT unless stated otherwise. Payment is made by bank transfer within the term shown on the invoice.',
          {
            list: [
              'Upgrades take effect as soon as they are confirmed; the difference for the rest of the billing period is charged pro rata.',
              'Downgrades take effect from the next billing period; if your topics or accounts exceed the limits of the smaller package, you choose which ones to keep.',
              'Add-ons (extra keywords, extra data, extra accounts, extra social page or group sources) can be purchased at any time and are billed monthly.',
              'When the monthly mention limit is reached, collection pauses until the next period or until extra data is purchased; administrators are warned before the limit is reached.',
            ],
          },
          'If an invoice is more than 15 days overdue, {{brand}} may suspend the account after giving notice. Fees already paid are not refundable, except where the Service could not be provided through our fault or where the contract provides otherwise.',
        ],
      },
      intellectualProperty: {
        title: 'Intellectual property',
        blocks: [
          'The software, interface, the {{brand}} name and logo, designs, analysis models, documentation and content of the website and app belong to {{brand}} or its licensors and are protected by the intellectual property law of Vietnam and international treaties.',
          '{{brand}} grants each customer a limited, non-exclusive and non-transferable right to use the Service during its subscription, for the internal purposes of its organization. You must not:',
          {
            list: [
              'copy, modify, decompile or reverse engineer the software;',
              'resell, sublicense or give third parties access to the Service unless agreed in writing;',
              'use the Service or its data to build a competing product;',
              'remove or obscure copyright notices or brand marks.',
            ],
          },
          'Reports and analyses produced for you may be used freely within your organization and with your partners, citing {{brand}} as the source. The original content of each mention belongs to its author or publisher; the Service stores and displays it only for monitoring purposes.',
        ],
      },
      signUp: {
        title: 'Sign-up',
        blocks: [
          'To use the Service you must create an account with accurate and complete information: organization name, full name, work email, mobile phone number and province or city. Government bodies register through the government edition, businesses through the business edition.',
          'An account is activated once its email address is confirmed through the link we send. The first account of an organization is its administrator, who can invite other members up to the number of accounts included in the package.',
          {
            list: [
              'Passwords must have at least 8 characters and include lowercase and uppercase letters, digits and special characters.',
              'You are responsible for keeping your login details confidential and for all activity under your account.',
              'We strongly recommend turning on two-factor authentication.',
              'Tell us at once at {{email}} if you suspect that someone has used your account without permission.',
            ],
          },
          '{{brand}} may refuse or suspend a registration that uses false information, impersonates another person or organization, or shows signs of abuse.',
        ],
      },
      useOfService: {
        title: 'Use of the service',
        blocks: [
          'You agree to use the Service lawfully, in line with these Terms and the law of Vietnam, including the law on cybersecurity, personal data protection and the press. In particular, you must not:',
          {
            list: [
              'use collected data to harass, defame or discriminate against anyone, or to infringe the lawful rights and interests of others;',
              'set up topics to follow private individuals for unlawful purposes;',
              'try to gain unauthorized access to the system, to other accounts or to their data;',
              'send automated requests, scrape or overload the system, except through the open API with a valid API key and within its limits;',
              'share accounts with people outside your organization, or sell data exported from the Service.',
            ],
          },
          'You are responsible for how you use the data and reports, including when you publish or share them.',
          'If these rules are broken, {{brand}} may issue a warning, restrict features, suspend or close the account, and cooperate with the competent authorities as the law requires.',
        ],
      },
      dataSecurity: {
        title: 'Data security',
        blocks: [
          'We protect your data with technical and organizational measures: encrypted connections (HTTPS/TLS), hashed passwords, role-based access control, activity logs, regular backups, and servers in data centers located in Vietnam.',
          "Each organization's data is kept separate. Only the organization's own accounts, and support staff acting on its request, can access it; our staff are bound by confidentiality obligations.",
          'Security is shared work. On your side, please:',
          {
            list: [
              'give accounts only to people who need them and remove them when those people leave;',
              'use strong passwords and two-factor authentication;',
              'keep API keys secret and replace a key in organization management if it may have been exposed.',
            ],
          },
          'If a security incident affects your data, we will inform your administrator promptly and no later than 72 hours after detecting it, and take measures to limit its effects. How we process personal data is described in the Privacy Policy.',
        ],
      },
      cancellation: {
        title: 'Cancellation',
        blocks: [
          'You may cancel at any time by writing to {{email}} or calling the hotline {{hotline}} at least 30 days before the end of the current billing period. Cancellation takes effect at the end of the paid period; fees already paid are not refundable unless the contract provides otherwise.',
          '{{brand}} may suspend or close an account that seriously breaches these Terms, remains unpaid after notice, or must be closed at the request of the authorities. Except in urgent cases, we give at least 7 days of notice.',
          'When an account is closed:',
          {
            list: [
              'access to the web application and the mobile app ends;',
              'for 30 days the administrator can ask us to export the data and reports of the organization;',
              'after that period the data is permanently deleted from our systems, except what the law requires us to keep.',
            ],
          },
          'The provisions on intellectual property, confidentiality and limitation of liability survive the end of the agreement. Disputes are first settled by negotiation and, failing that, by a competent court of Vietnam.',
        ],
      },
    },
  },
};
