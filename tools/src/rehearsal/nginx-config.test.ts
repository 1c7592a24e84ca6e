import { nginxConfig } from './nginx-config';

const config = nginxConfig({ dir: '/tmp/r', port: 8080, sitePorts: [8101, 8102, 8103], storeOrigin: 'http://127.0.0.1:4568', cdnPath: '/bucket/remotes' });

describe('nginxConfig', () => {
  it('balances over every site server and keeps its files in its own folder', () => {
    expect(config.match(/server 127\.0\.0\.1:81\d\d /g)).toHaveLength(3);
    expect(config).toContain('pid /tmp/r/nginx.pid;');
    expect(config).toContain('listen 127.0.0.1:8080;');
  });

  it('keys the page cache on the cookies that change a page, and never queues requests for a private page behind a lock', () => {
    expect(config).toContain('proxy_cache_key "$scheme$http_host$request_uri|$cookie_ew_lng|$cookie_ew_preview";');
    expect(config).not.toContain('proxy_cache_lock on');
    expect(config).toContain('proxy_cache_use_stale updating');
  });

  it('asks the next server for a hashed file one release does not have, over every server', () => {
    const hashed = config.slice(config.indexOf('location ~'), config.indexOf('location / {'));
    expect(hashed).toContain('proxy_next_upstream error timeout http_404 http_502 http_503;');
    expect(hashed).toContain('proxy_next_upstream_tries 3;');
  });

  it('tells the servers who the visitor is', () => {
    expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });

  it('serves the store\'s remote versions under /cdn/', () => {
    // A remote's hashed file matches the hashed-file location too; the store's prefix must win.
    expect(config).toContain('location ^~ /cdn/ {');
    expect(config).toContain('proxy_pass http://127.0.0.1:4568/bucket/remotes/;');
  });

  it('sends an idempotent request that met a stopping server to the next one, and never retries a posted form', () => {
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(config).not.toContain('non_idempotent');
    expect(config).toMatch(/keepalive 16;/);
  });
});
