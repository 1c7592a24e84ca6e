import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <Select id="city" label="City" value={value} onValueChange={setValue} error={error} markRequired note={<p id="city-note">Offline</p>} aria-describedby="city-note">
      <option value="">Choose</option>
      <option value="hn">Hà Nội</option>
    </Select>
  );
}

describe('Select', () => {
  it('is named by its label and passes the choice on', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const list = screen.getByRole('combobox', { name: 'City' });
    await user.selectOptions(list, 'Hà Nội');
    expect(list).toHaveValue('hn');
    expect(list).toHaveAttribute('aria-required', 'true');
  });

  it('ties a note and the error to the list', () => {
    render(<Controlled error="Choose a city" />);
    const list = screen.getByRole('combobox', { name: 'City' });
    expect(list).toHaveAttribute('aria-invalid', 'true');
    expect(list).toHaveAccessibleDescription('Offline Choose a city');
  });
});
