import { at, enPost, section, type SeedPost } from './blog-seed-types';

/** English posts of the expert hub: expert opinion (type 3) and industry report (type 4). */
export const EN_EXPERT_POSTS: SeedPost[] = [
  enPost(
    {
      id: 221,
      slug: 'expert-view-social-data-2026',
      type: 3,
      report: true,
      created_at: at('2025-11-11', '10:20'),
      title: 'Expert view: social data will change how marketing decisions are made in 2026',
      lead: 'Marketing budgets for 2026 are expected to be more cautious. Experts argue that companies who read conversation data faster will spend their budgets better.',
    },
    [
      section(
        'From quarterly reports to weekly decisions',
        'Instead of waiting for quarterly market research, many marketing teams now meet weekly around social listening data: which topics are rising, what competitors are doing and how customers react to new content.',
      ),
      section('Three changes worth watching', 'According to the experts at EchoWatch’s round table:', [
        'Conversation data moves into the board’s shared dashboard.',
        'Creator budgets are reallocated based on real audience reaction.',
        'Customer care and marketing work from one shared source of data.',
      ]),
    ],
  ),
  enPost(
    {
      id: 222,
      slug: 'why-sarcasm-defeats-sentiment-models',
      type: 3,
      created_at: at('2025-10-21', '15:20'),
      title: 'Why sarcasm still defeats sentiment models in Vietnamese',
      lead: 'Vietnamese is rich in nuance, homophones and irony. A machine-learning linguist explains why sarcasm remains the hardest problem.',
    },
    [
      section(
        'When context matters more than words',
        '“Great service, only a three-hour wait” contains positive words but a negative meaning. A model has to read the whole sentence, sometimes the whole comment thread above it, to understand the writer.',
      ),
      section(
        'People and machines working together',
        'The best systems today combine automatic models with user corrections. Each correction is a new example for the model, so accuracy for each industry improves over time.',
      ),
    ],
  ),
  enPost(
    {
      id: 223,
      slug: 'digital-trust-lessons-from-banks',
      type: 3,
      created_at: at('2025-09-02', '09:50'),
      title: 'Digital trust: lessons from banking brands',
      lead: 'Banking draws more negative mentions than any other industry whenever an app fails. How banks react shows how digital trust is built.',
    },
    [
      section(
        'App outages and the comment storm',
        'Thirty minutes of failed transfers can produce thousands of comments. Banks that post early on their pages, with an expected recovery time, usually halve the negative mentions compared with banks that stay silent.',
      ),
      section('What customers expect', 'Conversation data shows customers value:', [
        'Transparent information about the cause and the progress of the fix.',
        'A short apology that does not blame third parties.',
        'A commitment to refund fees or support affected transactions.',
      ]),
    ],
  ),
  enPost(
    {
      id: 224,
      slug: 'festive-season-conversation-retail',
      type: 3,
      report: true,
      created_at: at('2025-08-13', '11:45'),
      title: 'Festive seasons and the mood of the conversation: a retail brand view',
      lead: 'From Mid-Autumn to Black Friday and Lunar New Year, each festive season brings a different kind of conversation. Retail brand managers share how they prepare.',
    },
    [
      section(
        'The conversation starts before the campaign',
        'Customers start asking about Tết promotions in mid-November. Brands that listen early know which products customers are waiting for and which discounts will feel attractive.',
      ),
      section(
        'Preparing for peak hours',
        'Big sales days always bring complaints about late deliveries and payment errors. Prepared reply templates and someone on alert duty on peak days keep the sentiment at a safe level.',
      ),
    ],
  ),
  enPost(
    {
      id: 225,
      slug: 'proving-social-listening-roi',
      type: 3,
      created_at: at('2025-07-01', '08:30'),
      title: 'Proving the ROI of social listening to your leadership',
      lead: 'Social listening is often seen as a cost. Marketing directors share how to prove its value with the numbers leadership cares about.',
    },
    [
      section('Three kinds of measurable value', 'Present the value in business terms:', [
        'Costs avoided: crises caught early, before they spread.',
        'Revenue kept: complaining customers who were cared for and stayed.',
        'Budget efficiency: campaigns adjusted mid-flight thanks to data.',
      ]),
      section(
        'Start with one concrete story',
        'A real incident handled within two hours thanks to an early alert convinces more than any spreadsheet. Write down every such case from your first month onwards.',
      ),
    ],
  ),
  enPost(
    {
      id: 226,
      slug: 'fake-news-and-reputation-risk',
      type: 3,
      created_at: at('2025-05-14', '14:40'),
      title: 'Fake news and reputation risk: how companies should prepare',
      lead: 'One doctored image or false rumour can cost a brand its credibility overnight. Legal and communications experts list what to do right away.',
    },
    [
      section(
        'Early detection is the best defence',
        'Fake news usually starts in a small group before reaching large pages. Alerts on sensitive keywords combined with your brand name catch a rumour while it is still contained.',
      ),
      section('Once a fake story has spread', 'The experts recommend:', [
        'Keep evidence: links, screenshots and publication times.',
        'Correct it with verifiable facts through official channels.',
        'Work with the platforms and the authorities when the law is broken.',
      ]),
    ],
  ),
  enPost(
    {
      id: 231,
      slug: 'banking-conversation-report-q3-2025',
      type: 4,
      report: true,
      created_at: at('2025-11-03', '09:00'),
      title: 'Banking conversation report, Q3 2025',
      lead: 'Q3 2025 saw more than 2.1 million mentions of banks in Vietnam. Digital banking apps and savings rates were the two most discussed topics.',
    },
    [
      section('Key findings', 'The full report can be downloaded below. Highlights:', [
        'Digital banking accounts for 46% of the industry’s conversation.',
        'The negative share fell 3 percentage points from Q2 thanks to fewer outages.',
        'Scam text messages impersonating banks remain a major worry.',
      ]),
      section(
        'Method',
        'EchoWatch collected the data from online news, Facebook, YouTube, TikTok and finance forums from 1 July to 30 September 2025, classified sentiment automatically and checked samples by hand.',
      ),
    ],
  ),
  enPost(
    {
      id: 232,
      slug: 'real-estate-conversation-report-h1-2025',
      type: 4,
      report: true,
      created_at: at('2025-07-21', '09:00'),
      title: 'Real estate conversation report, first half of 2025',
      lead: 'Real estate conversation in the first half of 2025 centered on apartment prices in Hanoi and the handover schedules of large projects.',
    },
    [
      section('Key findings', 'Highlights of the report:', [
        'Apartment prices were the most mentioned topic, with 31% of the conversation.',
        'Complaints about late handovers concentrated on a few suburban projects.',
        'Facebook groups were the liveliest channel for home buyers.',
      ]),
      section(
        'What developers can take from it',
        'Developers should publish progress updates openly and regularly; projects that do so have a clearly lower share of negative conversation.',
      ),
    ],
  ),
  enPost(
    {
      id: 233,
      slug: 'food-and-beverage-social-report-2025',
      type: 4,
      report: true,
      created_at: at('2025-06-25', '09:00'),
      title: 'Food and beverage on social media: 2025 market report',
      lead: 'Coffee chains, milk tea and fast food compete hard on social media. The report analyses more than 3.5 million mentions of 20 major F&B brands.',
    },
    [
      section('Key findings', 'Highlights:', [
        'TikTok review videos are the fastest-growing source, double last year.',
        'Customers talk more about prices and promotions than about taste.',
        'Food safety is the topic with the most negative sentiment.',
      ]),
      section(
        'What it means for brands',
        'F&B brands need to invest in short video content and in a fast response process for product quality complaints.',
      ),
    ],
  ),
  enPost(
    {
      id: 234,
      slug: 'ecommerce-year-end-shopping-report',
      type: 4,
      report: true,
      created_at: at('2025-02-10', '09:00'),
      title: 'E-commerce marketplaces in the year-end shopping season',
      lead: 'The 2024 year-end shopping season produced record conversation about e-commerce marketplaces, peaking on 12 December.',
    },
    [
      section('Key findings', 'The report found:', [
        'Mentions on 12 December were four times those of an ordinary day.',
        'Late delivery was the leading cause of complaints.',
        'Livestream selling takes a growing share of the conversation.',
      ]),
      section(
        'Recommendation',
        'Sellers should staff customer care for the three days after each major sale, when delivery complaints peak.',
      ),
    ],
  ),
  enPost(
    {
      id: 235,
      slug: 'automotive-conversation-report-q2-2025',
      type: 4,
      report: true,
      created_at: at('2025-04-18', '09:00'),
      title: 'Automotive conversation report, Q2 2025',
      lead: 'Electric vehicles remained the center of the automotive conversation, with many questions about charging stations and running costs.',
    },
    [
      section('Key findings', 'Highlights:', [
        'Conversation about electric vehicles grew 58% year on year.',
        'Charging infrastructure is consumers’ biggest concern.',
        'Registration fee incentives generated a lot of positive conversation.',
      ]),
      section('Note', 'The report compares share of voice between manufacturers and analyses sentiment for leading models.'),
    ],
  ),
  enPost(
    {
      id: 236,
      slug: 'telecom-customer-experience-report-2025',
      type: 4,
      report: true,
      created_at: at('2025-03-12', '09:00'),
      title: 'Telecom customer experience report 2025',
      lead: 'Network quality, pricing and customer care are the three factors that shape how telecom customers feel about their operator.',
    },
    [
      section('Key findings', 'Results of the analysis:', [
        'Complaints about weak signal concentrate in rural and mountainous areas.',
        'Low-cost data plans receive many positive reviews from students.',
        'Hotline waiting time is the most common customer care complaint.',
      ]),
      section(
        'Recommendation',
        'Operators should use social channels for fast support, taking load off the hotline at peak times.',
      ),
    ],
  ),
];
