import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

// nginx (Debian's nginx-light) in front of several Depot servers, as an operator runs them: for
// the failover run and the tests of two servers on one database.

/** nginx in the foreground with everything it writes in `work`, round-robin over the servers' ports. */
export async function startNginx(work: string, ports: readonly string[], port: number) {
  const conf = path.join(work, 'nginx.conf');
  await writeFile(
    conf,
    `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  upstream depot {
${ports.map((each) => `    server 127.0.0.1:${each} max_fails=1 fail_timeout=30s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://depot;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 2s;
      # A request nginx could not deliver goes to the other server; one it delivered is never
      # sent twice (nginx's rule for POST), so a write is done once or answered 502.
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
  const child = spawn(
    'nginx',
    ['-p', work, '-c', conf, '-e', `${work}/nginx-error.log`, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries++) {
    const up = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, stop: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(
    `nginx did not come up: ${await readFile(`${work}/nginx-error.log`, 'utf8').catch(() => '')}`,
  );
}

/** A port nothing listens on now, for nginx. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
