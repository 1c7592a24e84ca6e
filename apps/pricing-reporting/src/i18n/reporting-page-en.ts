import type { reportingPageVi } from './reporting-page-vi';

/** English text of the report-service page (/reporting-service): banner and report introductions. */
export const reportingPageEn: typeof reportingPageVi = {
  banner: {
    eyebrow: 'Report service',
    title: 'In-depth reports built on social listening data',
    lead: 'More than numbers: {{brand}} analysts read millions of mentions across news sites, social networks and forums, then send you a clearly interpreted report with recommended actions, on the schedule you choose.',
    toIntro: 'See the types of report',
    toForm: 'Ask for a consultation',
  },
  intro: {
    position: 'Report type {{number}} of {{total}}',
    deliverablesTitle: 'What the report covers',
    contact: 'Ask about this report',
    contactFor: ': {{report}}',
    next: 'Next: {{report}}',
    sections: {
      brandHealth: {
        title: 'Brand health report',
        text: 'How much is your brand talked about, is the talk positive or negative, where does it happen and who leads it? {{brand}} analysts read the mentions of your brand across news, social networks and forums and turn them into the next steps for your marketing team.',
        deliverables: {
          volume: 'Mention volume and the share of positive and negative talk over time',
          drivers: 'The topics, channels and sources that shape your brand image most',
          share: 'Your share of voice against competitors in the same industry',
          actions: 'Recommended actions for the next period',
        },
        audience: 'For marketing and brand teams and for leaders who follow the company’s image regularly.',
      },
      industry: {
        title: 'Industry report',
        text: 'The conversation across a whole industry: which brands get the most attention, what consumers praise and complain about, and which trends are forming. Figures are compiled monthly or quarterly so you can plan on data rather than gut feeling.',
        deliverables: {
          ranking: 'Brands ranked by mention volume and positive sentiment',
          concerns: 'The main interests and complaints of consumers',
          trends: 'Emerging trends, products and keywords in the industry',
          competitors: 'Notable communication moves by competitors',
        },
        audience: 'For strategy, market research and product development teams.',
      },
      campaign: {
        title: 'Campaign performance report',
        text: 'Judge a media campaign, product launch or event on real data: how far it spread, how it was received and which messages people actually repeated. The report can be made before, during and after the campaign for comparison.',
        deliverables: {
          reach: 'Reach of the conversation, interactions and the day-by-day trend',
          messages: 'How people reacted to each key message and piece of content',
          influencers: 'The influencers, fan pages and groups that drove the most mentions',
          benchmark: 'Comparison with your previous campaign or a competitor’s',
        },
        audience: 'For marketing teams, agencies and brands running a campaign.',
      },
      mediaCase: {
        title: 'Media case report',
        text: 'When an incident flares up online you need to know at once where it started, how it spread and which way public opinion is leaning. The media case report follows the story hour by hour so leaders can decide how to respond.',
        deliverables: {
          timeline: 'A timeline of the case from the first post',
          spread: 'The channels, pages and groups that spread it most',
          opinion: 'How sentiment moved and the main currents of opinion',
          response: 'An assessment of the impact and suggested responses',
        },
        audience: 'For communication and legal teams and for government bodies that must handle a crisis quickly.',
      },
    },
  },
};
