// Debian's nginx running README.md's configuration, read from the README itself so that the two cannot drift:
// the one ```nginx block of "Putting it in production", with TLS left out (`listen 443 ssl http2` becomes a
// loopback port), the upstream's servers moved to the lane's ports and `root` to this checkout's dist/. Everything
// else is as printed. A second server block, the same one again, sends /api/v1 through Prism (validating the
// contract) to the first one, for the browser journeys; the load goes to the first one directly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const NGINX = '/usr/sbin/nginx';

/** The README's nginx sample, as printed. */
export function readmeNginxSample(readme = readFileSync('README.md', 'utf8')) {
  const blocks = [...readme.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1]);
  if (blocks.length !== 1) throw new Error(`README.md should have one nginx block, has ${blocks.length}`);
  return blocks[0];
}

/**
 * The sample made runnable here. `ports`: the server processes' ports, in the upstream's order; `listen`: the
 * port the sample's server block listens on; `down`: indexes of processes marked down (a rolling deploy).
 */
export function laneConfig(sample, { listen, ports, dist, down = new Set() }) {
  const servers = [...sample.matchAll(/^(\s*)server 127\.0\.0\.1:(\d+)([^;]*);/gm)];
  if (servers.length !== ports.length) throw new Error(`the README's upstream has ${servers.length} servers, the lane runs ${ports.length}`);
  let index = 0;
  let config = sample.replace(/^(\s*)server 127\.0\.0\.1:(\d+)([^;]*);/gm, (_line, indent, _port, options) => {
    const i = index++;
    return `${indent}server 127.0.0.1:${ports[i]}${options}${down.has(i) ? ' down' : ''};`;
  });
  // TLS left out: the only TLS in the sample is its listen line (certificates are the operator's own).
  if (/^\s*ssl_/m.test(config)) throw new Error('the README sample has ssl_ directives the lane does not know how to leave out');
  config = replaceOnce(config, /^(\s*)listen 443 ssl http2;/m, `$1listen 127.0.0.1:${listen};`);
  config = replaceOnce(config, /^(\s*)root \/srv\/algocoach\/dist;/m, `$1root ${dist};`);
  return config;
}

function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`the README's nginx sample no longer has ${pattern}`);
  return text.replace(pattern, replacement);
}

/** The sample's server block again on `listen`, its /api/v1 sent to Prism at `prismPort` (prefix stripped). */
export function journeyServerBlock(config, { listen, prismPort }) {
  const start = config.search(/^server \{/m);
  if (start < 0) throw new Error('the README sample has no server block');
  const block = config.slice(start);
  return replaceOnce(
    replaceOnce(block, /listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${listen};`),
    /proxy_pass http:\/\/algocoach;/,
    `proxy_pass http://127.0.0.1:${prismPort}/;`,
  );
}

/** Starts nginx in the foreground (its master is our child); `reconfigure` rewrites the file and reloads it. */
export async function startNginx({ dir, render }) {
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const file = resolve(dir, 'nginx.conf');
  const write = (options) => {
    const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${resolve(dir, 'tmp', kind)};`).join('\n');
    writeFileSync(
      file,
      `${user}worker_processes 2;
pid ${resolve(dir, 'nginx.pid')};
error_log ${resolve(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${resolve(dir, 'access.log')};
${temp}

${render(options)}
}
`,
    );
    const test = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', file], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t refused the lane's configuration:\n${test.stderr}`);
  };
  write({});
  const master = spawn(NGINX, ['-p', dir, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  master.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => master.once('exit', resolve));
  for (let i = 0; workersOf(master.pid).length < 2; i++) {
    if (master.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    if (i > 200) throw new Error('nginx did not start its workers');
    await sleep(25);
  }
  return {
    /**
     * Rewrites the configuration and reloads it; resolves once every worker of the old configuration has exited
     * (they finish the requests in hand and close their connections to the upstream first).
     */
    async reconfigure(options) {
      write(options);
      const before = new Set(workersOf(master.pid));
      master.kill('SIGHUP');
      for (let i = 0; ; i++) {
        const now = workersOf(master.pid);
        if (now.length >= 2 && now.every((pid) => !before.has(pid))) return;
        if (i > 1200) throw new Error('nginx did not replace its workers within 30 s of a reload');
        await sleep(25);
      }
    },
    async stop() {
      if (master.exitCode === null) master.kill('SIGQUIT');
      const timer = setTimeout(() => master.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The pids of a process's children (nginx's workers), from /proc. */
function workersOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = join('/proc', entry, 'stat');
    try {
      if (!existsSync(stat)) continue;
      const fields = readFileSync(stat, 'utf8').split(') ')[1]?.split(' ');
      // fields[0] is the state, fields[1] the parent's pid; a zombie (Z) has exited.
      if (fields && Number(fields[1]) === pid && fields[0] !== 'Z') children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}
