import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_AUTH_SECRET } from './test-app.ts';

/**
 * The server as an operator runs it: its own process (main.ts), on a port of this machine, with the
 * environment it reads. For what only a whole process shows: whether it ends.
 */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr. */
  output(): string;
  /** Whether the process has ended, and how. */
  ended(): { code: number | null; signal: NodeJS.Signals | null } | null;
  stop(): Promise<void>;
}

export const METRICS_TEST_TOKEN = 'metrics-token-metrics-token-0123';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tevila-process-'));
  const cwd = fileURLToPath(new URL('../..', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_SECRET: TEST_AUTH_SECRET,
      METRICS_TOKEN: METRICS_TEST_TOKEN,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (c: Buffer) => chunks.push(c));
  child.stderr?.on('data', (c: Buffer) => chunks.push(c));
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    url,
    child,
    output: () => Buffer.concat(chunks).toString('utf8'),
    ended: () => exit,
    stop: async () => {
      if (exit === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // Compiled at start: a busy machine can take a while.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exit !== null) throw new Error(`the server ended at start:\n${proc.output()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return proc;
    if (Date.now() > deadline) {
      await proc.stop();
      throw new Error(`the server did not start:\n${proc.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One figure of a process's /metrics (a counter or gauge without labels). */
export async function metricOf(server: ServerProcess, name: string): Promise<number> {
  const res = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TEST_TOKEN}` },
  });
  const text = await res.text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (line === undefined) throw new Error(`${name} is not in /metrics:\n${text.slice(0, 500)}`);
  return Number(line.split(' ')[1]);
}
