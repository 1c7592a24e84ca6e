import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const TABS = [
  { id: 'one', label: 'One', panel: <p>First panel</p> },
  { id: 'two', label: 'Two', panel: <button type="button">Inside two</button> },
  { id: 'three', label: 'Three', panel: <p>Third panel</p> },
] as const;

type Id = (typeof TABS)[number]['id'];

function Harness({ idPrefix, onSelect }: { idPrefix?: string; onSelect?: (id: Id) => void }) {
  const [selected, setSelected] = useState<Id>('one');
  return (
    <Tabs
      label="Numbers"
      tabs={TABS}
      selected={selected}
      idPrefix={idPrefix}
      onSelect={(id) => {
        onSelect?.(id);
        setSelected(id);
      }}
    />
  );
}

describe('Tabs', () => {
  it('ties each tab to its panel and shows only the selected one', () => {
    render(<Harness idPrefix="nums" />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one).toHaveAttribute('id', 'nums-tab-one');
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(one).toHaveAttribute('aria-controls', 'nums-panel-one');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveAttribute('id', 'nums-panel-one');
    expect(panel).toHaveTextContent('First panel');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('Third panel')).not.toBeInTheDocument();
  });

  it('keeps one tab stop, the selected tab, and goes on into its panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Inside two' })).toHaveFocus();
  });

  it('moves and selects with the arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Third panel');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reports a click on the selected tab too', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'One' }));
    expect(onSelect).toHaveBeenCalledWith('one');
  });

  it('names its ids the same on the server and in the browser', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToString(<Harness />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const { getByRole } = render(<Harness />, { container, hydrate: true });
    const tab = getByRole('tab', { name: 'One' });
    expect(html).toContain(`id="${tab.id}"`);
    expect(getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tab.id);
    // React reports a hydration mismatch through console.error.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
