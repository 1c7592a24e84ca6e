/**
 * Posts the editors wrote in both languages, as [Vietnamese slug, English slug]. The telecom reports
 * were written apart, for each market, and the embedded-content post exists in Vietnamese alone:
 * those have no translation (docs/product-rules.md, R-BLOG-8).
 */
export const TRANSLATED_POSTS: readonly (readonly [vi: string, en: string])[] = [
  ['social-listening-la-gi', 'social-listening-basics'],
  ['5-chi-so-do-luong-thao-luan', 'five-conversation-metrics'],
  ['phan-tich-sac-thai-binh-luan', 'reading-sentiment-in-comments'],
  ['share-of-voice-doi-thu', 'share-of-voice-explained'],
  ['xay-dung-bo-tu-khoa-theo-doi', 'building-a-keyword-set'],
  ['kol-koc-danh-gia-hieu-qua', 'measuring-influencer-impact'],
  ['bat-xu-huong-noi-dung-tiktok', 'spotting-tiktok-trends-early'],
  ['quy-trinh-xu-ly-khung-hoang-truyen-thong', 'five-step-crisis-response'],
  ['thiet-lap-canh-bao-tin-tieu-cuc', 'setting-negative-alert-thresholds'],
  ['doc-bao-cao-suc-khoe-thuong-hieu', 'monthly-brand-health-report-in-ten-minutes'],
  ['theo-doi-chien-dich-ra-mat-san-pham', 'tracking-a-product-launch-live'],
  ['bien-phan-nan-thanh-co-hoi-cham-soc-khach-hang', 'turning-complaints-into-care'],
  ['giam-sat-du-luan-cho-co-quan-nha-nuoc', 'public-sector-opinion-monitoring'],
  ['chuyen-gia-du-lieu-mang-xa-hoi-2026', 'expert-view-social-data-2026'],
  ['phan-tich-cam-xuc-tieng-viet-cau-mia-mai', 'why-sarcasm-defeats-sentiment-models'],
  ['niem-tin-so-bai-hoc-tu-ngan-hang', 'digital-trust-lessons-from-banks'],
  ['mua-le-hoi-va-thao-luan-ban-le', 'festive-season-conversation-retail'],
  ['do-luong-roi-social-listening', 'proving-social-listening-roi'],
  ['tin-gia-va-rui-ro-danh-tieng', 'fake-news-and-reputation-risk'],
  ['bao-cao-thao-luan-nganh-ngan-hang-quy-3-2025', 'banking-conversation-report-q3-2025'],
  ['bao-cao-thao-luan-bat-dong-san-6-thang-2025', 'real-estate-conversation-report-h1-2025'],
  ['bao-cao-thi-truong-fnb-tren-mang-xa-hoi-2025', 'food-and-beverage-social-report-2025'],
  ['bao-cao-thuong-mai-dien-tu-mua-sam-cuoi-nam', 'ecommerce-year-end-shopping-report'],
  ['bao-cao-thao-luan-o-to-xe-may-quy-2-2025', 'automotive-conversation-report-q2-2025'],
];

/** The slugs a post's translations have, by the other post's slug. */
export function translatedSlugs(slug: string): string[] {
  return TRANSLATED_POSTS.flatMap(([vi, en]) => (vi === slug ? [en] : en === slug ? [vi] : []));
}
