import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabList } from './tab-list';

describe('TabList', () => {
  it('lets several tabs control one panel that the page draws', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(
      <TabList
        label="Posts"
        tabs={[
          { id: 'all', label: 'All' },
          { id: 'news', label: 'News' },
        ]}
        selected="all"
        onSelect={onSelect}
        tabId={(id) => `posts-${id}`}
        panelId={() => 'posts-panel'}
      />,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-controls'))).toEqual(['posts-panel', 'posts-panel']);
    expect(tabs[1]).toHaveAttribute('id', 'posts-news');
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenLastCalledWith('news');
    expect(tabs[1]).toHaveFocus();
    await user.keyboard('a');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
