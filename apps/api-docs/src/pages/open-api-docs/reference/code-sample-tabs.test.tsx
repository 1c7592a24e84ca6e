import { screen, within } from '@testing-library/react';
import { renderReference, SEARCH } from './render-reference';

describe('code samples', () => {
  it('offers curl, JavaScript and Python as ARIA tabs, curl first', async () => {
    await renderReference(SEARCH);
    const tablist = screen.getByRole('tablist', { name: 'Ngôn ngữ của mã nguồn mẫu' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['cURL', 'JavaScript', 'Python']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'cURL' });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent("curl -X POST 'http://localhost:8090/open-api/news/search'");
    expect(panel).toHaveTextContent('-H "Api-Key: $ECHOWATCH_API_KEY"');
    expect(screen.getByText(/Đặt khóa API vào biến môi trường ECHOWATCH_API_KEY/)).toBeInTheDocument();
  });

  it('moves between languages with the arrow keys, Home and End', async () => {
    const { user } = await renderReference(SEARCH, 'en');
    const tabs = within(screen.getByRole('tablist', { name: 'Language of the code sample' })).getAllByRole('tab');
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'JavaScript' })).toHaveTextContent("'Api-Key': process.env.ECHOWATCH_API_KEY");
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Python' })).toHaveTextContent('requests.post(');
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([tabs[2]]);
  });
});
