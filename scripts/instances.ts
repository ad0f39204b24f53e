/**
 * Several instances of the product on one PostgreSQL behind nginx, as a deployment that outgrows
 * one machine runs it (README "Deploying"): each instance is the compiled server (`npm run build`:
 * dist-server/main.js) in a process of its own, nginx balances requests over them. The bench and the
 * multi-instance test start it through `startInstances`; run alone it serves until Ctrl-C:
 *
 *   DATABASE_URL=postgres://… SECRET=… npx tsx scripts/instances.ts [instances=2] [port=8080]
 *
 * nginx comes from `scripts/ensure-nginx.sh` (Debian's package, installed when run as root).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');

export interface InstancesOptions {
  /** The PostgreSQL every instance shares. */
  databaseUrl: string;
  /** How many server processes; 2 unless told. */
  instances?: number;
  /** The key every instance signs CSRF tokens with; random unless given. */
  secret?: string;
  /** nginx's port; a free one unless given. */
  port?: number;
  /** More environment for the instances (LOG_LEVEL, rate limits, …). */
  env?: NodeJS.ProcessEnv;
}

export interface Instances {
  /** nginx, balancing over every instance. */
  baseUrl: string;
  /** Each instance directly, bypassing nginx. */
  instanceUrls: string[];
  secret: string;
  /** Stops nginx and every instance (SIGTERM: each finishes the requests it has) and removes their files. */
  stop(): Promise<void>;
}

/** nginx from NGINX_PATH, /usr/sbin/nginx or PATH; null when there is none (`scripts/ensure-nginx.sh` installs it). */
export function nginxPath(): string | null {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Runs `scripts/ensure-nginx.sh`; returns why nginx cannot be had, or null when it is there. */
export async function ensureNginx(): Promise<string | null> {
  try {
    await promisify(execFile)('bash', [join(ROOT, 'scripts/ensure-nginx.sh')]);
    return nginxPath() ? null : 'nginx was installed but is not at /usr/sbin/nginx; set NGINX_PATH';
  } catch (error) {
    return ((error as { stderr?: string }).stderr || String(error)).trim();
  }
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

/**
 * The load balancer: round robin over the instances with kept-alive upstream connections, the
 * client's address in X-Forwarded-For (the instances run with TRUST_PROXY=1). A POST is never sent
 * to a second instance once the first may have received it (nginx's default for non-idempotent
 * requests), so a booking is never made twice by the balancer.
 */
export function nginxConfig({ dir, port, upstreams }: { dir: string; port: number; upstreams: string[] }): string {
  return `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 256k;
  client_body_buffer_size 256k;
  upstream instances {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
    # Shorter than the instances' own keep-alive timeout (5 s): nginx must never send a request on a
    # connection the instance is closing, or a POST fails with 502 (nginx does not retry it elsewhere).
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://instances;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_max_temp_file_size 0;
    }
  }
}
`;
}

/** Waits until `url` answers 200, or the process exits, or the time runs out. */
async function waitForHealth(url: string, child: ChildProcess | null, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export interface Instance {
  url: string;
  /** Its process, for measuring what it costs (e.g. CPU time in /proc). */
  pid: number;
  /** SIGTERM: the instance finishes the requests it has, then exits. */
  stop(): Promise<void>;
}

/**
 * One instance of the product, `dist-server/main.js` in a process of its own on a free loopback port,
 * answering its health check. Its output goes to this process's unless `quiet`.
 */
export async function startInstance({ env, quiet = false }: { env: NodeJS.ProcessEnv; quiet?: boolean }): Promise<Instance> {
  const port = await freePort();
  // The compiled server (`npm run build`), as production runs it: one process that a signal reaches.
  const child = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'dist-server/main.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${url}/api/health/`, child);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { url, pid: child.pid!, stop: () => stopProcess(child) };
}

/** Starts the instances (one after the other: the first migrates the database), then nginx in front of them. */
export async function startInstances(options: InstancesOptions): Promise<Instances> {
  const nginx = nginxPath();
  if (!nginx) throw new Error('nginx is missing: run scripts/ensure-nginx.sh');
  const dir = await mkdtemp(join(tmpdir(), 'hikkoshi-instances-'));
  // nginx's workers run as an unprivileged user when started by root; they only read what is here.
  await chmod(dir, 0o755);
  const secret = options.secret ?? randomBytes(32).toString('base64url');
  const running: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    await Promise.all(running.map((part) => part.stop()));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const instanceUrls: string[] = [];
    for (let n = 0; n < (options.instances ?? 2); n++) {
      const instance = await startInstance({
        env: { ...options.env, DATABASE_URL: options.databaseUrl, DATA_DIR: join(dir, `instance-${n}`), SECRET: secret, TRUST_PROXY: '1' },
      });
      running.push(instance);
      instanceUrls.push(instance.url);
    }
    const port = options.port ?? (await freePort());
    await writeFile(join(dir, 'nginx.conf'), nginxConfig({ dir, port, upstreams: instanceUrls.map((url) => url.slice('http://'.length)) }));
    const balancer = spawn(nginx, ['-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
    running.push({ stop: () => stopProcess(balancer) });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(`${baseUrl}/api/health/`, balancer, 10_000);
    return { baseUrl, instanceUrls, secret, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to the PostgreSQL the instances share.');
    process.exit(1);
  }
  const missing = await ensureNginx();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  const [instances = '2', port = '8080'] = process.argv.slice(2);
  const running = await startInstances({ databaseUrl, instances: Number(instances), port: Number(port), secret: process.env.SECRET });
  console.log(`${instances} instances behind nginx at ${running.baseUrl}/ (${running.instanceUrls.join(', ')}); Ctrl-C stops them`);
  const shutdown = () => void running.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
