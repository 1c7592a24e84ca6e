import { FREE_TRIAL_PATH } from '@echowatch/contracts/pricing';
import type { MarketingTextKey } from '../../../i18n/texts';

/** A new slide every 5 s (docs/product-rules.md, R-HOME-1); its 700 ms fade is in hero-carousel.module.css. */
export const AUTOPLAY_MS = 5000;

/** Where a call to action leads; `insight` is the configured insight route. */
export interface HeroCta {
  textKey: MarketingTextKey;
  to: string | 'insight';
}

export interface HeroSlideContent {
  id: 'listening' | 'alerts' | 'reports' | 'knowledge';
  ctas: HeroCta[];
}

export const HERO_SLIDES: readonly HeroSlideContent[] = [
  {
    id: 'listening',
    ctas: [
      { textKey: 'home.cta.register', to: FREE_TRIAL_PATH },
      { textKey: 'home.cta.packages', to: '/packages' },
    ],
  },
  {
    id: 'alerts',
    ctas: [
      { textKey: 'home.slides.alerts.cta', to: '/features/alert-report' },
      { textKey: 'home.cta.register', to: FREE_TRIAL_PATH },
    ],
  },
  {
    id: 'reports',
    ctas: [
      { textKey: 'common.cta.reportService', to: '/reporting-service' },
      { textKey: 'home.slides.reports.cta', to: 'insight' },
    ],
  },
  { id: 'knowledge', ctas: [{ textKey: 'home.slides.knowledge.cta', to: '/discovery' }] },
];
