import { nginxConfig } from './nginx-config';

const config = nginxConfig({ dir: '/tmp/r', port: 8080, sitePorts: [8101, 8102, 8103], storeOrigin: 'http://127.0.0.1:4568', cdnPath: '/bucket/remotes' });

describe('nginxConfig', () => {
  it('balances over every site server and keeps its files in its own folder', () => {
    expect(config.match(/server 127\.0\.0\.1:81\d\d /g)).toHaveLength(3);
    expect(config).toContain('pid /tmp/r/nginx.pid;');
    expect(config).toContain('listen 127.0.0.1:8080;');
  });

  it('keys the page cache on the cookies that change a page', () => {
    expect(config).toContain('proxy_cache_key "$scheme$http_host$request_uri|$cookie_ew_lng|$cookie_ew_preview";');
  });

  it('serves the store\'s remote versions under /cdn/', () => {
    expect(config).toContain('proxy_pass http://127.0.0.1:4568/bucket/remotes/;');
  });
});
