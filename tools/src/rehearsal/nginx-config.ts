export interface NginxLayout {
  /** Where nginx keeps its pid, logs, temporary files and cache. */
  dir: string;
  port: number;
  sitePorts: number[];
  /** The S3-compatible store's origin and the bucket path the CDN location serves (`/bucket/remotes`). */
  storeOrigin: string;
  cdnPath: string;
}

/**
 * The load balancer and cache of the topology in docs/deploying.md, on one machine: round robin
 * over the site servers with retries of a failed connection, the shared page cache keyed on the
 * address and the two cookies that change a page, and /cdn/ in front of the store.
 */
export function nginxConfig({ dir, port, sitePorts, storeOrigin, cdnPath }: NginxLayout): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${dir}/${name};`).join('\n');
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
${temp}
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=100m inactive=10m use_temp_path=off;
  upstream site {
${sitePorts.map((sitePort) => `    server 127.0.0.1:${sitePort} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 16;
    # Shorter than Node's 5 s, so nginx never reuses a connection the server is closing.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    location /cdn/ {
      proxy_pass ${storeOrigin}${cdnPath}/;
      proxy_hide_header x-amz-request-id;
      add_header Access-Control-Allow-Origin * always;
    }
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 3;
      proxy_cache pages;
      proxy_cache_key "$scheme$http_host$request_uri|$cookie_ew_lng|$cookie_ew_preview";
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout http_502 http_503;
      proxy_cache_background_update on;
      add_header X-Cache $upstream_cache_status always;
    }
  }
}
`;
}
