import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** nginx from Debian: installed with apt when we are root, else named. */
export function ensureNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('Installing nginx (Debian package)…');
    execFileSync('apt-get', ['install', '-y', 'nginx'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return '/usr/sbin/nginx';
  }
  throw new Error('nginx is missing: install the Debian package with `sudo apt-get install nginx`');
}

/**
 * The load balancer of the tested cluster, as docs/deploy.md describes it for production:
 * round-robin over the servers, a request id for every request, uploads streamed (not
 * buffered), and a server that stops answering taken out while the others carry on.
 */
export function nginxConfig(options: {
  prefix: string;
  port: number;
  servers: string[];
  /** Published projects' origin (decisions/039): its own port, over every server's SITES_PORT. */
  sites?: { port: number; servers: string[] };
}) {
  const { prefix, port, servers, sites } = options;
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream thinkbuild {
${servers.map((s) => `    server ${s} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 0;
    location = /metrics { return 403; }
    location / {
      proxy_pass http://thinkbuild;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_request_buffering off;
      proxy_buffering off;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
      proxy_next_upstream error timeout http_502;
    }
  }
${
  sites
    ? `  upstream thinkbuild_sites {
${sites.servers.map((s) => `    server ${s} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${sites.port};
    location / {
      proxy_pass http://thinkbuild_sites;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_next_upstream error timeout http_502;
    }
  }`
    : ''
}
}
`;
}
