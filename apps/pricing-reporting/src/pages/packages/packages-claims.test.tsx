import { screen, within } from '@testing-library/react';
import { DESKTOP_WIDTH, MOBILE_WIDTH, renderWithShell, setViewportWidth } from '@echowatch/test-utils';
import type { Language } from '@echowatch/contracts';
import '../../testing/all-texts';
import { PackagesPage } from './packages-page';

// The product names these features and no others (docs/product-rules.md, R-PRICE-3); the rest of
// the page must not claim more.
const SPEC_FEATURES: Record<Language, string[]> = {
  vi: [
    'Thiết lập cảnh báo nâng cao',
    'Cấu hình cảnh báo qua ứng dụng hoặc web',
    'Nhận cảnh báo qua email',
    'Báo cáo thương hiệu hằng tháng',
    'Tùy chỉnh người nhận báo cáo',
  ],
  en: [
    'Advanced alert settings',
    'Alert configuration via app or web',
    'Alerts by email',
    'Monthly brand report',
    'Configurable report recipients',
  ],
};

/** The badge on a package, and the sentence that suggested a package to each audience. */
const BADGE = /^(Đề xuất|Recommended)$/;
const SUGGESTION = /Gợi ý cho|Our suggestion/;

const comparisonTable = () => screen.getByRole('table', { name: /So sánh các gói|Comparison of/ });

/** Opens every feature module under `container` and returns what each shows, in order. */
async function openedFeatures(container: HTMLElement, user: { click: (element: Element) => Promise<void> }) {
  const details: HTMLElement[] = [];
  for (const expander of within(container).getAllByRole('button', { expanded: false })) {
    await user.click(expander);
    // A table row group controls its feature rows; a card controls one list.
    for (const id of expander.getAttribute('aria-controls')!.split(' ')) details.push(document.getElementById(id)!);
  }
  return details;
}

describe('pricing page states only what the product rules say', () => {
  it.each<Language>(['vi', 'en'])('lists only the named features under the feature modules (%s)', async (language) => {
    setViewportWidth(DESKTOP_WIDTH);
    const { user } = await renderWithShell(<PackagesPage />, { route: '/packages', language });
    const details = await openedFeatures(comparisonTable(), user);
    const features = details.flatMap((group) => within(group).getAllByRole('rowheader').map((header) => header.textContent));
    expect(features).toEqual(SPEC_FEATURES[language]);
  });

  it.each<[Language, string]>([
    ['vi', '/packages?tab=1'],
    ['vi', '/packages?tab=2'],
    ['vi', '/packages?tab=3'],
    ['en', '/packages?tab=1'],
    ['en', '/packages?tab=2'],
    ['en', '/packages?tab=3'],
  ])('recommends no package and gives no package a tagline (%s, %s)', async (language, route) => {
    setViewportWidth(DESKTOP_WIDTH);
    await renderWithShell(<PackagesPage />, { route, language });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryAllByText(BADGE)).toEqual([]);
    expect(panel).not.toHaveTextContent(SUGGESTION);
    expect(within(comparisonTable()).getAllByRole('columnheader').slice(1).map((header) => header.textContent)).toEqual([
      'Basic',
      'Standard',
      'Premium',
      'Professional',
    ]);
  });

  it.each<Language>(['vi', 'en'])('shows the same, and no badge, on the mobile cards (%s)', async (language) => {
    setViewportWidth(MOBILE_WIDTH);
    const { user } = await renderWithShell(<PackagesPage />, { route: '/packages', language });
    const list = screen.getByRole('list', { name: /So sánh các gói|Comparison of/ });
    expect(within(list).queryAllByText(BADGE)).toEqual([]);
    const professional = within(list).getByRole('article', { name: 'Professional' });
    const details = await openedFeatures(professional, user);
    const features = details.flatMap((list) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.lastElementChild?.textContent),
    );
    expect(features).toEqual(SPEC_FEATURES[language]);
  });
});
