import { act, fireEvent, screen } from '@testing-library/react';
import { STICKY_NAV_OFFSET } from './on-this-page';
import { renderDocs } from './render-docs';

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

describe('in-page navigation', () => {
  afterEach(() => scrollWindowTo(0));

  it('sticks only once the window has scrolled past 133 px', async () => {
    expect(STICKY_NAV_OFFSET).toBe(133);
    await renderDocs();
    const onThisPage = screen.getByRole('navigation', { name: 'Trên trang này' });
    expect(onThisPage).toHaveAttribute('data-sticky', 'false');

    scrollWindowTo(133);
    expect(onThisPage).toHaveAttribute('data-sticky', 'false');

    scrollWindowTo(134);
    expect(onThisPage).toHaveAttribute('data-sticky', 'true');

    scrollWindowTo(40);
    expect(onThisPage).toHaveAttribute('data-sticky', 'false');
  });

  it('is already stuck when the page opens scrolled down', async () => {
    scrollWindowTo(600);
    await renderDocs('/open-api-docs/statistics/sentiment', 'en');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toHaveAttribute('data-sticky', 'true');
  });

  it('listens to scrolling passively', async () => {
    const listen = jest.spyOn(window, 'addEventListener');
    await renderDocs();
    expect(listen).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    listen.mockRestore();
  });
});
