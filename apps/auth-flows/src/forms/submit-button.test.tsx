import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('submits its form without taking focus from the field on press', () => {
    const submitted = jest.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <input aria-label="Full name" />
        <SubmitButton>Create account</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Create account' });
    const press = createEvent.mouseDown(button);
    fireEvent(button, press);
    expect(press.defaultPrevented).toBe(true);
    fireEvent.click(button);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('can be disabled', () => {
    render(<SubmitButton disabled>Login</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });
});
