import { definePage } from '@echowatch/remote-kit';
import { PricingRoutePage } from '../pages/pricing-route/pricing-route-page';
import '../i18n/register';

export const Page = definePage(PricingRoutePage);
