import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/**
 * English texts of the FAQ: topics in a fixed order (counted from 0 in an answer's address, ?topic=&question=),
 * each with its questions and answers. {{brand}}, {{hotline}} and {{email}} come from the configuration.
 */
export const en: Translation<typeof vi> = {
  faq: {
    title: "Product's FAQs",
    viewTitle: "{{view}} – Product's FAQs",
    support: 'Support',
    views: 'FAQ pages',
    allTopics: 'All topics',
    common: 'Common questions',
    topicsLabel: 'Topics and questions',
    intro: 'Quick answers about {{brand}} accounts, data, alerts, reports and billing.',
    readInTopic: 'Read it in the {{topic}} topic',
    contact: 'Did not find your answer? Call <phone>{{hotline}}</phone> or email <mail>{{email}}</mail>; we reply during office hours.',
    topics: [
      {
        title: 'Getting started',
        questions: [
          { q: 'What is {{brand}}?', a: '{{brand}} is a social listening and online reputation monitoring service. It collects mentions from news, social networks and forums, classifies their sentiment, sends alerts and produces reports automatically.' },
          { q: 'Can I try it for free?', a: 'Yes. New accounts get a free 15-day trial with 5,000 collected data items and the full monitoring, alert and report features.' },
          { q: 'How do I invite colleagues to my organization?', a: 'An administrator opens organization management and sends an invitation by email. The invited person follows the link in the email to create an account and join.' },
        ],
      },
      {
        title: 'Data and sources',
        questions: [
          { q: 'Which sources does {{brand}} collect from?', a: 'Vietnamese online news, Facebook, YouTube, TikTok, Instagram, forums, blogs and review sites. Only public content is collected.' },
          { q: 'How fresh is the data?', a: 'Most mentions reach the dashboard within minutes of being posted. Some sources take longer, depending on the platform’s policies.' },
          { q: 'Can I see data from previous months?', a: 'When you create a new topic you can ask for historical data to have a baseline. How far back depends on your plan.' },
          { q: 'Does it understand Vietnamese without diacritics, and slang?', a: 'Yes. The analysis model is trained for Vietnamese, including text typed without diacritics, abbreviations and common social media slang.' },
        ],
      },
      {
        title: 'Alerts and reports',
        questions: [
          { q: 'Where do alerts arrive?', a: 'Alerts arrive in the mobile app, on the web dashboard and by email. Email alerts come with the Professional plan.' },
          { q: 'How do I avoid too many alerts?', a: 'Set thresholds based on your average negative mentions and pick only the topics that matter. Advanced alert settings come with the Premium and Professional plans.' },
          { q: 'What do automatic reports contain?', a: 'Mention volume, sentiment split, sources, competitor comparison and trending topics, sent weekly, monthly or quarterly.' },
        ],
      },
      {
        title: 'Plans and billing',
        questions: [
          { q: 'Which plans are there?', a: 'Four plans, Basic, Standard, Premium and Professional, which differ in mentions per month, accounts, topics and exports per day.' },
          { q: 'Can I change plans mid-way?', a: 'You can upgrade at any time; the difference is charged for the days left in the billing period. A downgrade takes effect from the next period.' },
          { q: 'What if I need more keywords or accounts?', a: 'You can buy add-ons: extra keywords, extra data, extra accounts or extra social page and group sources.' },
        ],
      },
      {
        title: 'Account and security',
        questions: [
          { q: 'How do I turn on two-factor authentication?', a: 'In your account settings, turn on two-factor authentication and scan the QR code with an authenticator app. From then on you enter a 6-digit code after your password.' },
          { q: 'I lost the phone with my authenticator app. What now?', a: 'Choose "Reset two factor authentication" on the code screen. A reset link is sent to your email so you can set up a new authenticator app.' },
          { q: 'How is my organization’s data protected?', a: 'Data travels over encrypted connections, and only accounts in your organization can see its topics and reports.' },
        ],
      },
    ],
  },
};
