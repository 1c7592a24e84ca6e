import { useState, useSyncExternalStore } from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@echowatch/routing/testing';
import { initSiteI18n } from '@echowatch/remote-kit';
import '../../testing/all-texts';
import { BlogSearch } from './blog-search';

/** The search as a page draws it, rendering again right after hydrating (as one reading the window's width does). */
function Search({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const wide = useSyncExternalStore(() => () => undefined, () => true, () => false);
  return (
    <MemoryRouter initialEntries={['/discovery']}>
      <div className={wide ? 'wide' : undefined}>
        <BlogSearch keyword={keyword} action="/discovery" onSearch={onSearch} />
      </div>
    </MemoryRouter>
  );
}

beforeAll(() => initSiteI18n({ language: 'vi' }));

describe('BlogSearch', () => {
  it('searches for what was typed before the page hydrated, when sent once it is live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search keyword="" onSearch={() => undefined} />);
    document.body.append(container);
    (container.querySelector('input[type=search]') as HTMLInputElement).value = 'thương hiệu';
    const onSearch = jest.fn();
    await act(async () => {
      render(<Search keyword="" onSearch={onSearch} />, { container, hydrate: true });
    });
    const box = screen.getByRole('searchbox', { name: 'Tìm bài viết' });
    expect(box).toHaveValue('thương hiệu');
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith('thương hiệu');
    container.remove();
  });

  it('follows the keyword of the address when it changes', async () => {
    function Page() {
      const [keyword, setKeyword] = useState('social');
      return (
        <>
          <Search keyword={keyword} onSearch={() => undefined} />
          <button type="button" onClick={() => setKeyword('brand')}>
            Back
          </button>
        </>
      );
    }
    render(<Page />);
    expect(screen.getByRole('searchbox', { name: 'Tìm bài viết' })).toHaveValue('social');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(screen.getByRole('searchbox', { name: 'Tìm bài viết' })).toHaveValue('brand');
  });
});
