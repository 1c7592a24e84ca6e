import { render, screen } from '@testing-library/react';
import { ChoiceGroup } from './choice-group';

describe('ChoiceGroup', () => {
  it('stars its legend as the text fields star their labels, leaving the group named by the legend alone', () => {
    render(
      <ChoiceGroup
        idPrefix="methods"
        name="methods"
        type="checkbox"
        legend="Contact method"
        options={[
          { id: 1, label: 'Email' },
          { id: 2, label: 'Phone call' },
        ]}
        isChecked={() => false}
        error={undefined}
        onChange={() => undefined}
        onBlur={() => undefined}
      />,
    );
    const group = screen.getByRole('group', { name: 'Contact method' });
    const legend = group.querySelector('legend')!;
    expect(legend).toHaveAttribute('data-required');
    expect(legend).toHaveTextContent(/^Contact method$/);
    expect(group.querySelector('[aria-hidden]')).toBeNull();
  });
});
