import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/**
 * English texts of the report-service page (/reporting-service): banner, report introductions and
 * the contact form, whose error keys are the message keys of R-VALID-1.
 */
export const en: Translation<typeof vi> = {
  reporting: {
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
    form: {
      title: 'Ask for a report-service consultation',
      lead: 'Tell us what you need to follow. Our {{brand}} consultants will get in touch within one working day with a sample report and a matching quote.',
      requiredNote: 'Fields marked * are required.',
      fields: {
        name: 'Full name',
        phone: 'Phone number',
        phoneHint: 'A Vietnamese number such as 0912 345 678, or an international one starting with +, e.g. +65 6123 4567.',
        email: 'Email',
        department: 'Department',
        organization: 'Organization or company',
        industry: 'Industry',
        chooseIndustry: 'Choose an industry',
        industryFailed: 'The list of industries could not be loaded. You can send the form without it, or try again.',
        province: 'Province or city',
        chooseProvince: 'Choose a province or city',
        provinceFailed: 'The list of provinces could not be loaded. You can send the form without it, or try again.',
        loading: 'Loading the list…',
        retry: 'Try again',
      },
      reportTypes: {
        legend: 'Reports you are interested in',
        hint: 'Choose one or more.',
        options: {
          brandHealth: 'Brand health',
          industry: 'Industry report',
          campaign: 'Campaign performance',
          mediaCase: 'Media case',
          custom: 'Custom report',
        },
      },
      methods: {
        legend: 'How should we contact you?',
        hint: 'Choose one or both.',
        options: { email: 'Email', phoneCall: 'Phone call' },
      },
      receivedTime: {
        legend: 'How often do you want the report?',
        options: { oneOff: 'One-off', weekly: 'Weekly', monthly: 'Monthly', quarterly: 'Quarterly' },
      },
      submit: 'Send request',
      sending: 'Sending…',
      errors: {
        require_name: 'Please enter your full name.',
        require_phone: 'Please enter your phone number.',
        invalid_phone: 'This phone number is not valid. Enter a Vietnamese number such as 0912 345 678, or an international one starting with +.',
        require_email: 'Please enter your email.',
        invalid_email: 'This email address is not valid, e.g. name@company.vn.',
        require_department: 'Please enter your department.',
        require_organization: 'Please enter your organization or company.',
        require_report_types: 'Please choose at least one type of report.',
        require_method_types: 'Please choose at least one way to contact you.',
        require_industry: 'Please choose your industry.',
        require_province: 'Please choose your province or city.',
        require_received_time: 'Please choose how often you want the report.',
        too_long: 'At most {{max}} characters.',
      },
      failure: {
        timeout: 'The server took too long to answer, so your request was not sent. Everything you entered is still here; please try again or call our hotline {{hotline}}.',
        network: 'We could not reach the server, so your request was not sent. Check your connection and try again; everything you entered is still here.',
        server: 'Our system ran into a problem, so your request was not sent. Everything you entered is still here; please try again in a few minutes or call our hotline {{hotline}}.',
        rejected: 'Some details were not accepted, so your request was not sent. Please correct the marked fields and send it again.',
        refused: 'Your request was not sent (error code {{code}}). Everything you entered is still here; please try again or call our hotline {{hotline}}.',
      },
      success: {
        title: 'Your request has been sent',
        text: 'Thank you, {{name}}. Our {{brand}} consultants will contact you by {{channels}} within one working day.',
        channels: { email: 'email', phoneCall: 'phone' },
        again: 'Send another request',
      },
    },
  },
};
