import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Navigate } from './language-links';
import { ServerRedirects } from './server-redirect';

describe('Navigate on the server', () => {
  it('hands the address, in the language of the page, to the server to answer with a redirect', () => {
    const redirects: string[] = [];
    const html = renderToString(
      <StaticRouter location="/reset-2fa/unknown?lng=en">
        <ServerRedirects onRedirect={(href) => redirects.push(href)}>
          <p>before</p>
          <Navigate to="/login" replace />
        </ServerRedirects>
      </StaticRouter>,
    );
    expect(redirects).toEqual(['/login?lng=en']);
    expect(html).toBe('<p>before</p>');
  });
});
