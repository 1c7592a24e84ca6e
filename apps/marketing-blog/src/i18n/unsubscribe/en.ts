import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** English texts of the newsletter unsubscribe result page. */
export const en: Translation<typeof vi> = {
  unsubscribe: {
    heading: 'Request to Stop Receiving',
    headingWithType: 'Request to Stop Receiving {{type}}',
    types: {
      industryNewsletter: 'Industry Newsletter',
      industryReport: 'Industry Report',
      marketReport: 'Market Report',
    },
    industryLabel: 'Industry:',
    loadingIndustry: 'Loading industry details…',
    success: {
      title: 'Unsubscribed successfully',
      text: 'You have successfully unsubscribed. We will no longer send these emails to your address.',
      resubscribe: 'To receive these emails again, please call our contact number <phone>{{hotline}}</phone>.',
    },
    failure: {
      title: 'Unsubscribe unsuccessful',
      text: 'Your request to stop receiving these emails could not be completed. The link may have expired or the system ran into a problem.',
      contact:
        'Please contact our hotline <phone>{{hotline}}</phone> or email <mail>{{email}}</mail> and we will stop the emails for you.',
    },
    backHome: 'Back to Home page',
  },
};
