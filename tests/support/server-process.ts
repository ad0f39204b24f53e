import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { resolve } from 'node:path';
import { SERVER_ENTRY } from './server-build.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The compiled server (`node dist-server/main.js`, as `npm start` runs it) in a child process of its own. */
export interface ServerProcess {
  pid: number;
  port: number;
  baseUrl: string;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  /** Settles when the process has exited. */
  exited: Promise<ServerExit>;
  /** Resolves once /api/health/ answers; rejects if the process exits first or takes too long. */
  ready: Promise<void>;
  /** Sends a signal to the server itself. */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then the exit (SIGKILL if it is not gone after `graceMs`). */
  stop(graceMs?: number): Promise<ServerExit>;
  /** kill -9 of the process that listens, then checks that its port no longer accepts connections. */
  crash(): Promise<void>;
}

const LISTENING_LINE = /"pid":(\d+)[^\n]*"msg":"listening"/;

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** Whether something accepts TCP connections on the loopback port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

async function waitUntilUp(baseUrl: string, exited: Promise<ServerExit>, output: () => string, timeoutMs: number): Promise<void> {
  let gone: ServerExit | null = null;
  void exited.then((exit) => (gone = exit));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone) throw new Error(`server exited (${JSON.stringify(gone)}) before it answered:\n${output()}`);
    const up = await fetch(`${baseUrl}/api/health/`).then((response) => response.ok, () => false);
    if (up) return;
    if (Date.now() > deadline) throw new Error(`server did not answer within ${timeoutMs} ms:\n${output()}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/**
 * Starts the compiled server on a free loopback port (or `port`, e.g. the one a stopped server
 * held, so pages open on it keep working) with `env` added to ours. The child is the
 * server itself (no wrapper process): the PID it logs as listening is checked against the one
 * we hold, so a signal sent here reaches the process that listens.
 */
export async function startServerProcess(env: Record<string, string>, { timeoutMs = 120_000, port: fixedPort }: { timeoutMs?: number; port?: number } = {}): Promise<ServerProcess> {
  const port = fixedPort ?? (await freePort());
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    // LOG_LEVEL info: the 'listening' line names the PID that listens.
    env: { ...process.env, NODE_ENV: 'production', ...env, LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const output = () => text;
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<ServerExit>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const baseUrl = `http://127.0.0.1:${port}`;
  const pid = child.pid!;

  // The log is written asynchronously: the 'listening' line may follow the first answer by a moment.
  const listeningLine = new Promise<RegExpExecArray>((resolve) => {
    const check = () => {
      const line = LISTENING_LINE.exec(text);
      if (line) resolve(line);
    };
    child.stdout!.on('data', check);
  });
  const ready = waitUntilUp(baseUrl, exited, output, timeoutMs).then(async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 5_000)));
    const listening = await Promise.race([listeningLine, late]).finally(() => clearTimeout(timer));
    if (!listening) throw new Error(`server answers but never logged "listening":\n${text}`);
    if (Number(listening[1]) !== pid) throw new Error(`the process listening is ${listening[1]}, not the child ${pid}`);
  });
  // A server that never came up is not left behind.
  ready.catch(() => child.kill('SIGKILL'));

  const stop = async (graceMs = 20_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited.finally(() => clearTimeout(timer));
    }
    return exited;
  };

  return {
    pid,
    port,
    baseUrl,
    output,
    exited,
    ready,
    signal: (signal) => void child.kill(signal),
    stop,
    async crash() {
      child.kill('SIGKILL');
      const exit = await exited;
      if (exit.signal !== 'SIGKILL') throw new Error(`expected the server to die of SIGKILL, it exited with ${JSON.stringify(exit)}`);
      if (await isListening(port)) throw new Error(`port ${port} still accepts connections after the server was killed`);
    },
  };
}
