import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** English texts of the pricing page (/packages). */
export const en: Translation<typeof vi> = {
  packages: {
    hero: {
      eyebrow: 'Pricing',
      title: '{{brand}} packages and pricing',
      lead: '{{brand}} collects mentions from news sites, social networks and forums, classifies their sentiment and alerts you early when something negative appears. Packages differ in usage limits and features; the higher the package, the larger its limits.',
    },
    tabs: {
      label: 'Pricing by type of customer',
      business: 'Business',
      government: 'Government',
      agency: 'Agency',
    },
    audiences: {
      business: {
        title: 'For businesses: protect your brand, understand your customers',
        intro: 'Follow what customers say about your brand, products and competitors across news sites, fan pages, groups and forums. Catch complaints before they spread and measure every campaign with real numbers.',
        useCasesTitle: 'Businesses use {{brand}} to',
        useCases: {
          brandHealth: 'Measure brand health every day through mention volume and the share of positive and negative talk',
          campaigns: 'Evaluate the impact of media campaigns and product launches',
          customerCare: 'Route feedback and complaints from social networks to the right customer-care team',
        },
      },
      government: {
        title: 'For government bodies: understand public opinion, inform proactively',
        intro: 'Bring together what citizens say about policies, public services and local issues in the press and on social networks. Leaders receive timely alerts and regular reports so they can respond and inform before a story takes hold.',
        useCasesTitle: 'Government bodies use {{brand}} to',
        useCases: {
          policyFeedback: 'Follow public reaction to new policies and regulations',
          localHotspots: 'Spot emerging hotspots and incidents in their area early',
          leadershipBriefings: 'Send regular public-opinion briefings to leaders by email',
          publicServices: 'Hear how citizens rate the quality of public services',
        },
      },
      agency: {
        title: 'For agencies: one platform for all your clients',
        intro: 'Manage the keywords of many client brands from one account, back campaign proposals with data and deliver performance reports on time without compiling them by hand.',
        useCasesTitle: 'Agencies use {{brand}} to',
        useCases: {
          multiClient: 'Monitor several client brands side by side, each with its own keyword set',
          pitchInsights: 'Find consumer insights and conversation trends for pitches',
          campaignReporting: 'Export data and build campaign performance reports for clients',
          crisisRetainer: 'Stand guard over client reputations with alerts on negative mentions',
        },
      },
    },
    comparison: {
      caption: 'Comparison of {{brand}} packages: {{audience}}',
      hint: 'Select a feature group to see each of its features in every package.',
      itemHeader: 'Item',
      monthlyCost: 'Monthly cost',
      perMonth: '/month',
      onRequest: 'Ask us what each package includes',
      included: 'Included',
      notIncluded: 'Not included',
      limitsHeading: 'Usage limits',
      featuresHeading: 'Features',
    },
    limits: {
      mentionsPerMonth: 'Mentions collected per month',
      accounts: 'User accounts',
      keywords: 'Topics/keywords',
      exportsPerDay: 'Data exports per day',
      mentionsPerExport: 'Maximum mentions per export',
    },
    modules: {
      healthMonitoring: 'Brand health monitoring',
      crisisAlerts: 'Crisis alerts',
      reports: 'Reports',
      onDemandDeployment: 'On-demand deployment',
    },
    features: {
      advancedAlertSettings: 'Advanced alert settings',
      alertConfigAppOrWeb: 'Alert configuration via app or web',
      emailAlerts: 'Alerts by email',
      monthlyBrandReport: 'Monthly brand report',
      configurableRecipients: 'Configurable report recipients',
    },
    sticky: {
      label: 'Package summary',
      register: 'Register now',
    },
    trial: {
      title: 'Try it free for {{days}} days',
      text: 'Explore the {{brand}} dashboard, alerts and reports with real data about your own brand. When the trial ends, pick the package that fits to carry on.',
      days: '{{days}} days of full use',
      dataItems: '{{dataItems}} data items collected',
      cta: 'Start your free trial',
    },
    reportPrices: {
      title: 'Data-interpretation report service',
      intro: '{{brand}} analysts read the numbers for you: they summarize what happened, explain why and recommend next steps, delivered weekly or monthly. The price depends on the package you use.',
      caption: 'Data-interpretation report prices by package',
      package: 'Package',
      weekly: 'Weekly report',
      monthly: 'Monthly report',
      link: 'Learn about the report service',
    },
    addOns: {
      title: 'Add-on extensions',
      intro: 'Need more than your package allows? Add exactly what you need, billed monthly.',
      perMonth: '{{price}}/month',
      extraKeyword: {
        name: 'Extra keyword',
        description: 'Track more topics and keywords when you add brands, products or campaigns.',
      },
      extraData: {
        name: 'Extra data',
        description: 'Raise the number of mentions collected each month for peak seasons or big events.',
      },
      extraAccount: {
        name: 'Extra account',
        description: 'Invite more colleagues to follow mentions and handle alerts.',
      },
      extraSocialSources: {
        name: '{{sources}} extra social page/group sources',
        description: 'Add the fan pages and community groups you choose to the sources we collect from.',
      },
    },
    contact: {
      title: 'Need help choosing?',
      text: 'The {{brand}} team will advise you on packages and add-ons and quote for the specific needs of your organization.',
      hotline: 'Hotline',
      email: 'Email',
    },
  },
};
