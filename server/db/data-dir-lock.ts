// One process at a time on the embedded database's files (two would corrupt them).
//
// The lock is one the kernel holds for the process: a Unix socket in Linux's abstract namespace, named after the
// data directory. Binding it is atomic, a second bind fails while the owner lives, and the kernel lets it go the
// moment the owner dies (kill -9, a crash, a power cut): there is no stale lock to take over, so processes that
// start together after a crash cannot both take one (with a pid file, each could judge the dead owner's file
// stale and remove the file the other had just written). The pid file beside the data stays, for the message
// naming the owner and for a directory shared with a process that cannot see this one's socket.
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';

export class DatabaseInUseError extends Error {
  constructor(dir: string, pid: number | undefined) {
    super(
      `Another AlgoCoach process${pid ? ` (pid ${pid})` : ''} is using the embedded database in ${dir}. The embedded database serves one process: ` +
        'stop that one first, or set DATABASE_URL to share a Postgres database between several processes.',
    );
    this.name = 'DatabaseInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Binds the directory's abstract socket; resolves with it, or with null when another live process holds it. */
function bindSocket(dir: string): Promise<Server | null> {
  const name = `\0algocoach-db-${createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 32)}`;
  const server = createServer((socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(null) : reject(error)));
    server.listen({ path: name, exclusive: true }, () => {
      // The lock must not keep a process alive that has nothing else to do.
      server.unref();
      resolve(server);
    });
  });
}

/** Takes the data directory for this process; the returned function gives it back. */
export async function lockDataDir(dir: string): Promise<() => void> {
  const lockFile = join(dir, 'db.lock');
  const socket = process.platform === 'linux' ? await bindSocket(dir) : undefined;
  if (socket === null) throw new DatabaseInUseError(dir, ownerOf(lockFile));
  // On Linux the socket decides: a pid file left beside it is a dead owner's (its pid may live again as some other
  // process). Elsewhere the pid file decides, as well as a pid file can.
  const owner = ownerOf(lockFile);
  if (!socket && owner !== undefined && owner !== process.pid && isAlive(owner)) throw new DatabaseInUseError(dir, owner);
  writeFileSync(lockFile, String(process.pid), { mode: 0o600 });
  return () => {
    if (ownerOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
    socket?.close();
  };
}
