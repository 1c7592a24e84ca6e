import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a plain button unless told to submit', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
  });

  it('submits its form without taking focus from the field on press when asked', () => {
    const submitted = jest.fn((event: Event) => event.preventDefault());
    render(
      <form method="post" onSubmit={(event) => submitted(event.nativeEvent)}>
        <input aria-label="Full name" />
        <Button type="submit" keepFocus>
          Create account
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Create account' });
    const press = createEvent.mouseDown(button);
    fireEvent(button, press);
    expect(press.defaultPrevented).toBe(true);
    fireEvent.click(button);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('takes focus on press otherwise', () => {
    render(<Button>Retry</Button>);
    const press = createEvent.mouseDown(screen.getByRole('button'));
    fireEvent(screen.getByRole('button'), press);
    expect(press.defaultPrevented).toBe(false);
  });

  it('draws the chosen look, also for a link', () => {
    render(<Button variant="secondary">Back</Button>);
    expect(screen.getByRole('button')).toHaveClass(buttonClassName('secondary'));
  });
});

describe('buttonClassName', () => {
  it('gives each look one class per size, and the text look no size', () => {
    expect(buttonClassName('primary')).toBe('primary');
    expect(buttonClassName('secondary', 'small')).toBe('secondary small');
    expect(buttonClassName('text', 'small')).toBe('text');
  });
});
