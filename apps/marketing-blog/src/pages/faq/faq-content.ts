import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';

export interface FaqQuestion {
  q: string;
  a: string;
}

export interface FaqTopic {
  title: string;
  questions: FaqQuestion[];
}

/** The most asked questions, as [topic, question] positions, for /faqs/common-faqs. */
export const COMMON_QUESTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [2, 0],
  [3, 1],
  [4, 1],
];

/** The FAQ topics in the page's language, with the brand and contacts of the configuration filled in. */
export function useFaqTopics(): FaqTopic[] {
  const { textsAt } = useTexts();
  const { brand, contact } = useSiteConfig();
  const topics = textsAt('faq.topics', { brand: brand.name, hotline: contact.hotline, email: contact.email });
  // Until the texts are in, i18next answers with the key: no topics then, rather than a crash.
  return Array.isArray(topics) ? topics : [];
}

/** `#topic#question`, both counted from 0. */
export const faqHash = (topic: number, question: number) => `#${topic}#${question}`;

/** The question a hash points at; anything unreadable or out of range is the first question. */
export function readFaqHash(hash: string, topics: FaqTopic[]): { topic: number; question: number } {
  const [, topicPart = '', questionPart = ''] = hash.split('#');
  const topic = /^\d+$/.test(topicPart) ? Number(topicPart) : 0;
  if (!topics[topic]) return { topic: 0, question: 0 };
  const question = /^\d+$/.test(questionPart) ? Number(questionPart) : 0;
  return { topic, question: topics[topic]!.questions[question] ? question : 0 };
}
