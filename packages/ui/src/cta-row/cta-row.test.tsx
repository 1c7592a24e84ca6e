import { render, screen } from '@testing-library/react';
import { CtaRow } from './cta-row';

describe('CtaRow', () => {
  it('lines its calls to action up from the start, or centered when asked', () => {
    render(
      <>
        <CtaRow data-testid="start">
          <a href="/a">A</a>
        </CtaRow>
        <CtaRow data-testid="center" align="center">
          <a href="/b">B</a>
        </CtaRow>
      </>,
    );
    expect(screen.getByTestId('start')).toHaveClass('ctaRow');
    expect(screen.getByTestId('center')).toHaveClass('centered');
  });
});
