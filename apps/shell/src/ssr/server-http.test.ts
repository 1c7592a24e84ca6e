/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SHELL_DIR = path.resolve(__dirname, '../..');

// Three API calls, one after another, through the site's API client on an axios configured as a
// server render's is, against a local API; the result is what the API and the sockets saw. It runs
// in a process of its own: Jest's Node environment sends every request with `Connection: close`,
// so no connection would ever be reused there.
const PROBE = `
import { createServer } from 'node:http';
import { Socket } from 'node:net';
import axios from 'axios';
import { callApi, createHttpClient } from '@echowatch/api-client';
import { configureServerHttp } from './src/ssr/server-http.ts';

if (process.argv.includes('--configured')) configureServerHttp(axios);
const asked = [];
let connections = 0;
const server = createServer((req, res) => {
  asked.push(req.url);
  if (req.url === '/moved') return void res.writeHead(302, { Location: '/elsewhere' }).end();
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 0, message: 'ok', data: req.url }));
});
server.on('connection', () => connections++);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const probes = new Map();
const setKeepAlive = Socket.prototype.setKeepAlive;
Socket.prototype.setKeepAlive = function (enable, delay) {
  probes.set(this, [...(probes.get(this) ?? []), delay]);
  return setKeepAlive.call(this, enable, delay);
};
const client = createHttpClient({ baseURL: 'http://127.0.0.1:' + server.address().port, retries: 0 });
const answers = [];
for (const url of ['/a', '/b', '/c', '/moved']) {
  answers.push(await callApi(client, { method: 'GET', url }).then(({ data }) => data, (error) => error.name + ' ' + error.status));
}
console.log(JSON.stringify({ answers, asked, connections, keepAliveDelays: [...probes.values()] }));
server.closeAllConnections();
server.close();
`;

async function probe(configured: boolean) {
  const args = ['--import', 'tsx', '--input-type=module', '-e', PROBE, '--', ...(configured ? ['--configured'] : [])];
  const { stdout } = await run(process.execPath, args, { cwd: SHELL_DIR });
  return JSON.parse(stdout) as { answers: string[]; asked: string[]; connections: number; keepAliveDelays: number[][] };
}

describe('the API calls of a server render', () => {
  it('reuse one connection and set its keep-alive probes once, where axios’s defaults set them on every call', async () => {
    const [configured, defaults] = await Promise.all([probe(true), probe(false)]);
    expect(configured.answers.slice(0, 3)).toEqual(['/a', '/b', '/c']);
    expect(configured.connections).toBe(1);
    // Asked after every call (by axios, then by the agent), always with the interval the socket has.
    expect(configured.keepAliveDelays).toHaveLength(1);
    expect(configured.keepAliveDelays[0]!.length).toBeGreaterThanOrEqual(6);
    expect(new Set(configured.keepAliveDelays[0])).toEqual(new Set([60_000]));
    // Unconfigured, the same socket is switched between two intervals, each a round of system calls.
    expect(new Set(defaults.keepAliveDelays.flat()).size).toBe(2);
  }, 30_000);

  it('do not follow a redirect: an API that answers with one has failed the call', async () => {
    const { answers, asked } = await probe(true);
    expect(answers[3]).toBe('TransportError 302');
    expect(asked).not.toContain('/elsewhere');
  }, 30_000);
});
