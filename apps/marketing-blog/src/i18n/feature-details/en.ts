import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/**
 * English texts of the feature pages' benefits and steps, by slug: static parts, so these texts
 * are loaded on the server, and in the browser only when it draws a page itself.
 */
export const en: Translation<typeof vi> = {
  featureDetails: {
    'collecting-data': {
      benefits: [
        { title: 'Wide coverage', text: 'National and local online news, Facebook, YouTube, TikTok, Instagram, forums and review sites.' },
        { title: 'Smart keyword sets', text: 'Include, exclude and combine keywords so the data is about your brand, with little noise.' },
        { title: 'Near real-time data', text: 'New mentions reach the dashboard within minutes, so you are never behind the story.' },
      ],
      howTitle: 'What is collected',
      steps: [
        'Posts, comments and replies on public pages, groups and profiles.',
        'Online news articles with headline, summary and publisher.',
        'Videos and comments on YouTube and TikTok.',
        'Likes, comments, shares and views of every mention.',
      ],
    },
    'data-analysis': {
      benefits: [
        { title: 'Vietnamese sentiment analysis', text: 'A model trained for Vietnamese labels mentions positive, neutral or negative, and learns from every correction you make.' },
        { title: 'Topics and trending keywords', text: 'Know whether customers talk most about price, quality or service, and which topics are rising.' },
        { title: 'Sources and demographics', text: 'See the pages, groups and authors leading the conversation, and the age, gender and region of those taking part.' },
      ],
      howTitle: 'Angles of analysis',
      steps: [
        'Statistics by source: social networks, major press, local press, forums.',
        'Statistics by sentiment and by publishing domain.',
        'Engagement statistics: likes, comments and shares per day.',
        'Demographics by age band from 18–24 to 65 and over, and by province.',
      ],
    },
    'alert-report': {
      benefits: [
        { title: 'Multi-channel alerts', text: 'Notifications in the mobile app, on the web and by email, with thresholds and recipients you set.' },
        { title: 'Context included', text: 'Every alert comes with the original post, its reach and its sentiment so your team can act at once.' },
        { title: 'Automatic scheduled reports', text: 'Weekly, monthly or quarterly reports sent to the right people, exportable for internal sharing.' },
      ],
      howTitle: 'Set up in minutes',
      steps: [
        'Choose the topics and kinds of mention to be alerted about.',
        'Set a threshold based on your average negative mentions.',
        'Choose where alerts arrive: app, web or email.',
        'Choose the report schedule and its recipients.',
      ],
    },
  },
};
