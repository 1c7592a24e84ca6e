import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/**
 * English texts of the solution and feature pages' benefits and steps, by slug: static parts, so
 * these texts are loaded on the server, and in the browser only when it draws a page itself.
 */
export const en: Translation<typeof vi> = {
  solutionDetails: {
    'brand-health-measurement': {
      benefits: [
        { title: 'Daily health metrics', text: 'Mention volume, sentiment split and share of voice, calculated automatically across news, social networks, forums and video.' },
        { title: 'Competitor comparison', text: 'Put your brand next to its main competitors to see who leads the conversation, and why.' },
        { title: 'Monthly report for leadership', text: 'A monthly brand health report sent to the recipients you choose, ready for the meeting.' },
      ],
      howTitle: 'How it is set up',
      steps: [
        'Choose the brand, product and competitor names to track.',
        'EchoWatch builds the keyword set and collects the last 12 months as a baseline.',
        'Watch the dashboard daily and get alerts when a metric moves.',
        'Receive a monthly report with an analyst’s commentary.',
      ],
    },
    'campaign-performance-tracking': {
      benefits: [
        { title: 'A topic for every campaign', text: 'Track the hashtag, the new product name and the creators involved, apart from everyday conversation.' },
        { title: 'Judge creators by real reactions', text: 'Compare organic mentions and sentiment before, during and after each creator’s post.' },
        { title: 'Campaign wrap-up report', text: 'A post-campaign report with reach, engagement, sentiment and the topics customers cared about most.' },
      ],
      howTitle: 'Three tracking stages',
      steps: [
        'Before the campaign: measure the baseline of your brand and competitors.',
        'During the campaign: a real-time dashboard and alerts when sentiment turns.',
        'After the campaign: a wrap-up report and lessons for next time.',
        'Optional: EchoWatch analysts review the data and suggest adjustments weekly.',
      ],
    },
    'customer-care': {
      benefits: [
        { title: 'No complaint missed', text: 'Negative mentions from every source in one place, including comments that never name your page.' },
        { title: 'Alerts to the right person', text: 'Route alerts by product or region to the person in charge, through the app, the web or email.' },
        { title: 'Measure response quality', text: 'Track response times and sentiment after handling to improve your care process.' },
      ],
      howTitle: 'A suggested process',
      steps: [
        'Set filters for the complaint phrases common in your industry.',
        'Forward alerts to the customer care team on duty.',
        'Reply briefly in public and resolve details in a private message.',
        'Review the monthly report on recurring issues to fix them at the root.',
      ],
    },
  },
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
