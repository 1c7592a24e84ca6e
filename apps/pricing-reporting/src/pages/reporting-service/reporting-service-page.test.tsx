import { screen, waitFor, within } from '@testing-library/react';
import { DESKTOP_WIDTH, setViewportWidth } from '@echowatch/test-utils';
import { answerSends } from '../../testing/report-contact-api';
import { fillValidForm, LABELS, openReportingPage, submitButton } from '../../testing/reporting-page-driver';

const INTROS_VI = [
  'Báo cáo sức khỏe thương hiệu',
  'Báo cáo ngành',
  'Báo cáo hiệu quả chiến dịch',
  'Báo cáo sự vụ truyền thông',
];

const scrolls: Array<{ element: Element; options: ScrollIntoViewOptions | undefined }> = [];

/** A browser whose visitor did or did not ask for reduced motion, at desktop width. */
function preferReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      media: query,
      matches: query.includes('prefers-reduced-motion') ? reduce : !query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    }),
  });
}

beforeEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
  scrolls.length = 0;
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    writable: true,
    value(this: Element, options?: ScrollIntoViewOptions) {
      scrolls.push({ element: this, options });
    },
  });
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function region(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('report-service page', () => {
  it('has one h1, none of the shell landmarks, four report sections and the form in order', async () => {
    await openReportingPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dịch vụ báo cáo chuyên sâu từ dữ liệu mạng xã hội');
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      ...INTROS_VI,
      LABELS.vi.form,
    ]);
    const brandHealth = region(INTROS_VI[0]!);
    expect(within(brandHealth).getByText('Loại báo cáo 1/4')).toBeInTheDocument();
    expect(within(brandHealth).getAllByRole('listitem')).toHaveLength(4);
  });

  it('gives every report a contact button and a next button, except the last', async () => {
    await openReportingPage();
    INTROS_VI.forEach((title, index) => {
      const section = region(title);
      expect(within(section).getByRole('button', { name: `Liên hệ tư vấn: ${title}` })).toBeInTheDocument();
      const next = INTROS_VI[index + 1];
      if (next) expect(within(section).getByRole('button', { name: `Tiếp theo: ${next}` })).toBeInTheDocument();
      else expect(within(section).queryByRole('button', { name: /^Tiếp theo/ })).toBeNull();
    });
  });

  it('scrolls smoothly from the banner to the first report and to the form, moving focus there', async () => {
    preferReducedMotion(false);
    const { user } = await openReportingPage();
    await user.click(screen.getByRole('button', { name: 'Xem các loại báo cáo' }));
    expect(scrolls).toEqual([{ element: region(INTROS_VI[0]!), options: { behavior: 'smooth', block: 'start' } }]);
    expect(region(INTROS_VI[0]!)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Đăng ký tư vấn' }));
    expect(scrolls[1]).toEqual({ element: region(LABELS.vi.form), options: { behavior: 'smooth', block: 'start' } });
    expect(region(LABELS.vi.form)).toHaveFocus();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    preferReducedMotion(true);
    const { user } = await openReportingPage();
    await user.click(screen.getByRole('button', { name: 'Đăng ký tư vấn' }));
    expect(scrolls[0]?.options).toEqual({ behavior: 'auto', block: 'start' });
  });

  it('moves from each report to the next', async () => {
    const { user } = await openReportingPage();
    for (const [index, title] of INTROS_VI.slice(1).entries()) {
      await user.click(within(region(INTROS_VI[index]!)).getByRole('button', { name: `Tiếp theo: ${title}` }));
      expect(scrolls.at(-1)?.element).toBe(region(title));
      expect(region(title)).toHaveFocus();
    }
  });

  it('preselects the report type of a contact button, keeping what was already ticked', async () => {
    const { user } = await openReportingPage();
    await user.click(screen.getByRole('button', { name: 'Liên hệ tư vấn: Báo cáo ngành' }));
    expect(region(LABELS.vi.form)).toHaveFocus();
    expect(scrolls.at(-1)?.element).toBe(region(LABELS.vi.form));
    expect(screen.getByRole('checkbox', { name: 'Báo cáo ngành' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Liên hệ tư vấn: Báo cáo sự vụ truyền thông' }));
    await user.click(screen.getByRole('button', { name: 'Liên hệ tư vấn: Báo cáo ngành' }));
    const checked = screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked);
    expect(checked.map((box) => box.parentElement!.textContent)).toEqual(['Báo cáo ngành', 'Sự vụ truyền thông']);
  });

  it('clears a report-type error when a contact button ticks one after a failed submit', async () => {
    const { user } = await openReportingPage();
    await user.click(submitButton());
    const reportTypes = screen.getByRole('group', { name: LABELS.vi.reportTypes });
    await waitFor(() => expect(reportTypes).toHaveAccessibleDescription(/Vui lòng chọn ít nhất một loại báo cáo/));
    await user.click(screen.getByRole('button', { name: 'Liên hệ tư vấn: Báo cáo hiệu quả chiến dịch' }));
    await waitFor(() => expect(reportTypes).toHaveAccessibleDescription('Chọn một hoặc nhiều loại.'));
  });

  it('brings the form back from the success view with the chosen report type ticked', async () => {
    answerSends();
    const { user } = await openReportingPage();
    await fillValidForm(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { level: 3, name: 'Đã gửi yêu cầu của bạn' });

    await user.click(screen.getByRole('button', { name: 'Liên hệ tư vấn: Báo cáo hiệu quả chiến dịch' }));
    expect(screen.getByRole('checkbox', { name: 'Hiệu quả chiến dịch' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sức khỏe thương hiệu' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: LABELS.vi.name })).toHaveValue('');
  });
});
