import { at, enPost, section, type SeedPost } from './blog-seed-types';

/** English posts: marketing knowledge (type 1) and solution handbook (type 2). */
export const EN_KNOWLEDGE_POSTS: SeedPost[] = [
  enPost(
    {
      id: 201,
      slug: 'social-listening-basics',
      type: 1,
      created_at: at('2025-11-17', '09:00'),
      title: 'Social listening basics: what it is and why your brand needs it',
      lead: 'Every day, hundreds of thousands of comments, posts and news articles mention brands in Vietnam. Social listening lets you hear those conversations before they turn into a crisis or a missed opportunity.',
    },
    [
      section('Listening is more than page analytics', [
        'Page analytics only tell you what happens on your own channels. Social listening collects mentions everywhere else: online news, Facebook groups, forums, TikTok, YouTube and review sites. That is where customers speak most honestly about your products.',
      ]),
      section('Three things to do in your first week', 'You do not need a large analytics team to start, only a good keyword set and a daily habit:', [
        'List your brand name, product names, abbreviations and common misspellings.',
        'Add two or three main competitors so you have a benchmark.',
        'Switch on alerts for negative mentions so no important complaint slips through.',
      ]),
    ],
  ),
  enPost(
    {
      id: 202,
      slug: 'five-conversation-metrics',
      type: 1,
      created_at: at('2025-10-28', '14:00'),
      title: 'Five conversation metrics every marketer should track',
      lead: 'More mentions are not always good news. To judge a campaign or the health of a brand correctly, read these five metrics together.',
    },
    [
      section('The five core metrics', 'Each one answers a different question about the conversation:', [
        'Mention volume: how often the brand is mentioned, and where.',
        'Sentiment split: the share of positive, neutral and negative mentions.',
        'Share of voice: your part of the conversation against competitors.',
        'Engagement: likes, comments and shares on the mentions.',
        'Sources: which channels and pages drive the story.',
      ]),
      section(
        'Read trends, not single days',
        'One spike may just be one viral post. Compare week on week and month on month, and mark milestones such as launches and sales days to explain the movements.',
      ),
    ],
  ),
  enPost(
    {
      id: 203,
      slug: 'reading-sentiment-in-comments',
      type: 1,
      created_at: at('2025-10-07', '10:30'),
      title: 'Reading sentiment in comments without fooling yourself',
      lead: 'A comment saying “wow, such fast delivery” can be genuine praise or pure sarcasm. Knowing how sentiment is classified tells you how far to trust the numbers.',
    },
    [
      section(
        'How EchoWatch classifies sentiment',
        'Every mention is labelled positive, neutral or negative by a language model trained for Vietnamese, including slang, abbreviations and text typed without diacritics. Users can correct a label, and the system learns from each correction.',
      ),
      section('When to read with your own eyes', 'Check manually when:', [
        'A negative mention has unusually high engagement.',
        'The topic is sensitive, such as food safety, health or finance.',
        'Emojis contradict the words of the comment.',
      ]),
    ],
  ),
  enPost(
    {
      id: 204,
      slug: 'share-of-voice-explained',
      type: 1,
      created_at: at('2025-09-15', '11:15'),
      title: 'Share of voice explained: measuring presence against competitors',
      lead: 'Share of voice tells you how much of your industry’s conversation belongs to your brand. It is usually the first number leadership asks for after a campaign.',
    },
    [
      section(
        'The formula and the common traps',
        'Share of voice is your mentions divided by the mentions of you and your competitors over the same period. The usual mistake is comparing keyword sets of different coverage: if a competitor’s set is too narrow, your share looks better than it is.',
      ),
      section(
        'Combine it with sentiment',
        'Owning 40% of the conversation is no victory if half of it is complaints. Track share of positive voice as well: the part of the positive conversation you own.',
      ),
    ],
  ),
  enPost(
    {
      id: 205,
      slug: 'building-a-keyword-set',
      type: 1,
      created_at: at('2025-08-20', '16:00'),
      title: 'Building a keyword set that catches nicknames, typos and slang',
      lead: 'Your keyword set decides the quality of your data. Too few keywords and you miss conversations; too many and the data fills with noise.',
    },
    [
      section('Start from how customers really talk', 'Customers rarely use your full brand name. Collect:', [
        'Abbreviations and nicknames customers use in groups and comments.',
        'Spellings without diacritics and frequent typos.',
        'Flagship product names and model numbers.',
      ]),
      section(
        'Exclude to cut the noise',
        'Use exclusion keywords for unrelated meanings. A brand called “Mai” must exclude mentions of apricot blossoms and of “tomorrow”. Review the set every month, because online language changes quickly.',
      ),
    ],
  ),
  enPost(
    {
      id: 206,
      slug: 'measuring-influencer-impact',
      type: 1,
      created_at: at('2025-07-29', '09:40'),
      title: 'Measuring influencer impact with conversation data',
      lead: 'Views do not tell the whole story. Social listening shows what audiences actually said about the product after an influencer posted.',
    },
    [
      section(
        'Measure reaction, not only reach',
        'After each post, compare organic mentions of the product over the seven days before and after. If comments only talk about the celebrity and never the product, the campaign bought attention, not interest.',
      ),
      section('Signs of a well-matched creator', 'Small but effective creators tend to have:', [
        'A high share of comments asking where to buy or how much it costs.',
        'Followers in the same region or with the same needs as your target customers.',
        'Few past complaints about misleading advertising.',
      ]),
    ],
  ),
  enPost(
    {
      id: 207,
      slug: 'spotting-tiktok-trends-early',
      type: 1,
      created_at: at('2025-06-11', '15:10'),
      title: 'Spotting TikTok trends before your competitors do',
      lead: 'TikTok trends often last only a few days. Watching the right signals lets your content team publish while a trend is still rising.',
    },
    [
      section(
        'Early signals of a trend',
        'A sound or a phrase appears on many small accounts at once, video counts grow day by day and comments start repeating the same line. EchoWatch groups TikTok videos by keyword so you see the growth curve from the second day.',
      ),
      section(
        'Do not jump on every trend',
        'Check the sentiment of a trend before joining. Many start by mocking another brand or a sensitive event, and joining at that moment can pull your brand into the story.',
      ),
    ],
  ),
  enPost(
    {
      id: 211,
      slug: 'five-step-crisis-response',
      type: 2,
      created_at: at('2025-11-04', '08:45'),
      title: 'A five-step playbook for a social media crisis',
      lead: 'A crisis on social media can spread within hours. A clear process helps your team respond fast without responding rashly.',
    },
    [
      section('Five steps to agree on in advance', 'Settle this process while things are calm:', [
        'Detect: instant alerts when negative mentions rise above a threshold.',
        'Assess: find the origin, the reach and who is talking.',
        'Respond: a first message within two hours that acknowledges and commits to action.',
        'Monitor: measure sentiment after the response to see whether it works.',
        'Learn: write a post-crisis report and update the playbook.',
      ]),
      section(
        'What data does in the first hour',
        'In the first hour the key question is where the story started. EchoWatch’s source report points to the original post and the pages that shared it most, so you know where to respond first.',
      ),
    ],
  ),
  enPost(
    {
      id: 212,
      slug: 'setting-negative-alert-thresholds',
      type: 2,
      created_at: at('2025-10-14', '13:20'),
      title: 'Setting negative-mention alerts: which thresholds make sense',
      lead: 'Alerts that fire too often wear a team out; alerts that fire too late are useless. Here is how to pick thresholds that fit the size of your brand.',
    },
    [
      section(
        'Use your average as the baseline',
        'Look at the average number of negative mentions per hour over the last 30 days. Set the alert at three times that average for news and five times for social networks, where natural swings are larger.',
      ),
      section('Pick where alerts arrive', 'EchoWatch sends alerts through three channels, each suited to a role:', [
        'Mobile app: for whoever is on call outside office hours.',
        'Web dashboard: for analysts who watch all day.',
        'E-mail: for leadership, as a summary of the incidents that matter.',
      ]),
    ],
  ),
  enPost(
    {
      id: 213,
      slug: 'monthly-brand-health-report-in-ten-minutes',
      type: 2,
      created_at: at('2025-09-23', '08:15'),
      title: 'Reading a monthly brand health report in ten minutes',
      lead: 'EchoWatch’s monthly report runs to many pages, but to make decisions you only need to read four parts, in this order.',
    },
    [
      section('The four parts to read first', 'In order of priority:', [
        'Overview: mention volume and sentiment against last month.',
        'Highlights: the spike days and what caused them.',
        'Competitors: share of voice and sentiment for each brand.',
        'Customer topics: the phrases that appeared most often.',
      ]),
      section(
        'Turn the report into actions',
        'End every reading with three concrete actions for next month, such as answering the group of delivery complaints or producing more content on a rising topic. A report only matters when it leads to action.',
      ),
    ],
  ),
  enPost(
    {
      id: 214,
      slug: 'tracking-a-product-launch-live',
      type: 2,
      created_at: at('2025-08-05', '10:00'),
      title: 'Tracking a product launch in real time',
      lead: 'The first days of a launch shape how the market sees a product. Real-time tracking lets you adjust the message while the campaign is still running.',
    },
    [
      section(
        'Give the campaign its own topic',
        'Create a topic with the new product’s name, the campaign hashtag and the names of the creators involved. Keep it apart from your brand topic so campaign numbers do not mix with everyday conversation.',
      ),
      section('Questions to answer every morning', 'For the first two weeks, open the dashboard each morning and answer:', [
        'Which channel brings the most conversation?',
        'What do customers praise and criticise about the product?',
        'Is there a rumour or misunderstanding to correct early?',
      ]),
    ],
  ),
  enPost(
    {
      id: 215,
      slug: 'turning-complaints-into-care',
      type: 2,
      created_at: at('2025-07-08', '14:30'),
      title: 'Turning complaints in comments into customer care wins',
      lead: 'Most customers who complain on social media never message your page. They write in groups, under news articles or on their own profiles, where your care team cannot see them.',
    },
    [
      section(
        'Find customers before they leave',
        'Filter negative mentions containing phrases such as “nobody answers”, “called the hotline for ages” or “cancelling my subscription”. These are customers about to leave who can still be won back if contacted early.',
      ),
      section(
        'Reply in public, resolve in private',
        'Answer briefly in public so the community sees the brand is listening, then move to a private message to resolve the details. Record the outcome so you can track your average response time each month.',
      ),
    ],
  ),
  enPost(
    {
      id: 216,
      slug: 'public-sector-opinion-monitoring',
      type: 2,
      created_at: at('2025-05-26', '09:30'),
      title: 'Public opinion monitoring for government agencies',
      lead: 'Citizens increasingly report problems with public services on social media. Systematic monitoring helps agencies receive and handle those reports on time.',
    },
    [
      section(
        'A sensible monitoring scope',
        'A department usually tracks its own name, its main administrative procedures, its spokespeople and the places within its area. EchoWatch’s government edition groups topics by area of responsibility.',
      ),
      section('From report to response', 'An effective process has three steps:', [
        'Classify each report by area and by the unit in charge.',
        'Forward it to the responsible contact with a link to the original post.',
        'Publish the outcome and watch how citizens react.',
      ]),
    ],
  ),
];
