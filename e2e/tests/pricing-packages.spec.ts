import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, openIn } from '../support/fixtures';
import { firstHtml } from '../support/first-html';

const TEXT = {
  vi: {
    title: 'Bảng giá các gói EchoWatch',
    tabs: { business: 'Doanh nghiệp', government: 'Cơ quan Nhà nước', agency: 'Agency' },
    governmentHeading: /nắm bắt dư luận/,
    agencyHeading: /nhiều khách hàng/,
    comparison: /So sánh các gói EchoWatch/,
    mentionsPerMonth: 'Số thảo luận thu thập mỗi tháng',
    monthlyCost: 'Chi phí hằng tháng',
    prices: [/5\.000\.000\s₫/, /8\.000\.000\s₫/, /12\.000\.000\s₫/, /28\.000\.000\s₫/],
    crisisAlerts: 'Cảnh báo khủng hoảng',
    emailAlerts: 'Nhận cảnh báo qua email',
    included: 'Có trong gói',
    notIncluded: 'Không có trong gói',
    sticky: 'Tóm tắt các gói',
    stickyCta: 'Đăng ký ngay',
    trial: 'Dùng thử miễn phí 15 ngày',
    trialCta: 'Đăng ký dùng thử miễn phí',
    premiumCard: 'Premium',
  },
  en: {
    title: 'EchoWatch packages and pricing',
    tabs: { business: 'Business', government: 'Government', agency: 'Agency' },
    governmentHeading: /understand public opinion/,
    agencyHeading: /all your clients/,
    comparison: /Comparison of EchoWatch packages/,
    mentionsPerMonth: 'Mentions collected per month',
    monthlyCost: 'Monthly cost',
    prices: [/VND\s5,000,000/, /VND\s8,000,000/, /VND\s12,000,000/, /VND\s28,000,000/],
    crisisAlerts: 'Crisis alerts',
    emailAlerts: 'Alerts by email',
    included: 'Included',
    notIncluded: 'Not included',
    sticky: 'Package summary',
    stickyCta: 'Register now',
    trial: 'Try it free for 15 days',
    trialCta: 'Start your free trial',
    premiumCard: 'Premium',
  },
} as const;

const LANGUAGES = ['vi', 'en'] as const;

function tabParam(value: string): RegExp {
  return new RegExp(`[?&]tab=${value}(&|$)`);
}

async function openPricing(page: Page, language: 'vi' | 'en', query = ''): Promise<Locator> {
  await openIn(page, language, `/packages${query}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: TEXT[language].title })).toBeVisible();
  return main;
}

/** The cells of a comparison-table row, read left to right after its row header. */
function rowCells(table: Locator, rowHeader: string): Locator {
  const header = table.page().getByRole('rowheader', { name: rowHeader, exact: true });
  return table.getByRole('row').filter({ has: header }).getByRole('cell');
}

test.describe('pricing page', () => {
  test('arrives rendered with its own style sheet in the first HTML', async ({ request }) => {
    const sent = await firstHtml(request, '/packages?lng=en', 'pricing-reporting');
    expect(sent.status).toBe(200);
    expect(sent.main).toContain(TEXT.en.title);
    // The page's outermost element is styled by a sheet that came with the HTML, so it paints styled.
    expect(sent.pageClasses.length).toBeGreaterThan(0);
    for (const name of sent.pageClasses) expect(sent.remoteCss).toContain(`.${name}`);
    // Every page carries its sheets in its head: minified, without the source's comments and indentation.
    expect(sent.remoteCss).not.toContain('/*');
    expect(sent.remoteCss).not.toMatch(/\n\s/);
  });

  for (const language of LANGUAGES) {
    const text = TEXT[language];

    test(`switches audience tabs by click and keyboard and keeps ?tab= (${language})`, async ({ page }) => {
      const main = await openPricing(page, language);
      const tablist = main.getByRole('tablist');
      await expect(tablist.getByRole('tab', { name: text.tabs.business })).toHaveAttribute('aria-selected', 'true');

      await tablist.getByRole('tab', { name: text.tabs.agency }).click();
      await expect(page).toHaveURL(tabParam('3'));
      await expect(tablist.getByRole('tab', { name: text.tabs.agency })).toHaveAttribute('aria-selected', 'true');
      await expect(main.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(text.agencyHeading);

      await page.keyboard.press('Home');
      await expect(tablist.getByRole('tab', { name: text.tabs.business })).toBeFocused();
      await expect(page).toHaveURL(tabParam('1'));
      await page.keyboard.press('ArrowRight');
      const government = tablist.getByRole('tab', { name: text.tabs.government });
      await expect(government).toBeFocused();
      await expect(government).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(tabParam('2'));
      await expect(main.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(text.governmentHeading);

      await page.reload();
      await expect(main.getByRole('tab', { name: text.tabs.government })).toHaveAttribute('aria-selected', 'true');
      await expect(main.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(text.governmentHeading);
      await expectAccessible(page);
    });

    test(`compares limits and prices and expands a feature row (${language})`, async ({ page }) => {
      const main = await openPricing(page, language, '?tab=9');
      await expect(main.getByRole('tab', { name: text.tabs.business })).toHaveAttribute('aria-selected', 'true');
      const table = main.getByRole('table', { name: text.comparison });
      await expect(rowCells(table, text.mentionsPerMonth)).toHaveText(
        language === 'vi' ? ['10.000', '20.000', '50.000', '200.000'] : ['10,000', '20,000', '50,000', '200,000'],
      );
      await expect(rowCells(table, text.monthlyCost)).toHaveText([...text.prices]);

      const expander = table.getByRole('button', { name: text.crisisAlerts });
      await expect(expander).toHaveAttribute('aria-expanded', 'false');
      await expect(table.getByRole('rowheader', { name: text.emailAlerts })).toBeHidden();
      await expander.click();
      await expect(expander).toHaveAttribute('aria-expanded', 'true');
      const emailAlerts = rowCells(table, text.emailAlerts);
      const no = `—${text.notIncluded}`;
      await expect(emailAlerts).toHaveText([no, no, no, `✓${text.included}`]);
      await expectAccessible(page);
    });

    test(`shows the sticky package header after scrolling past 700 px (${language})`, async ({ page }) => {
      const main = await openPricing(page, language);
      const sticky = main.getByRole('region', { name: text.sticky });
      await expect(sticky).toHaveCount(0);

      await page.evaluate(() => window.scrollTo(0, 650));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(650);
      await expect(sticky).toHaveCount(0);

      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 900);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(700);
      await expect(sticky).toBeVisible();
      await expect(sticky.getByRole('listitem')).toHaveCount(4);
      await expect(sticky.getByRole('link', { name: text.stickyCta })).toHaveAttribute('href', `/register?trial=1&lng=${language}`);
      await expectAccessible(page);

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(sticky).toHaveCount(0);
    });

    test(`links the free trial to registration (${language})`, async ({ page }) => {
      const main = await openPricing(page, language);
      const trial = main.getByRole('region', { name: text.trial });
      await trial.getByRole('link', { name: text.trialCta }).click();
      await expect(page).toHaveURL(/\/register(\?|$)/);
    });
  }

  test('lists one card per package on small screens @mobile-only', async ({ page }) => {
    const text = TEXT.vi;
    const main = await openPricing(page, 'vi');
    await expect(main.getByRole('table', { name: text.comparison })).toHaveCount(0);
    const list = main.getByRole('list', { name: text.comparison });
    await expect(list.getByRole('article')).toHaveCount(4);
    const premium = list.getByRole('article', { name: text.premiumCard });
    await expect(premium).toContainText(text.prices[2]);
    await expect(premium).toContainText('50.000');

    const expander = premium.getByRole('button', { name: new RegExp(text.crisisAlerts) });
    await expander.click();
    await expect(expander).toHaveAttribute('aria-expanded', 'true');
    // The innermost item: the module's own item contains the sub-feature list too.
    const emailAlerts = premium.getByRole('listitem').filter({ hasText: text.emailAlerts }).last();
    await expect(emailAlerts).toHaveText(`—${text.notIncluded}${text.emailAlerts}`);
    await expectAccessible(page);
  });
});
