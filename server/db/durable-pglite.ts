// The embedded database, durable: a commit reaches the disk before PGlite returns from it.
//
// PGlite 0.5.16 starts Postgres with `-F` (fsync off), and underneath, its Node filesystem (Emscripten's NODEFS)
// has no fsync at all: Postgres's fsync() lands in Emscripten's fd_sync, which calls the stream's `fsync` operation
// only if there is one (NODEFS has none), and its fdatasync() is a stub that returns 0 without calling anything. So:
// - fsync is switched back on (the start parameters without `-F`);
// - the WAL is flushed with fsync() (`wal_sync_method=fsync`), the one call that reaches the filesystem;
// - NODEFS's stream operations get the missing `fsync`, a real fsync(2) of the file's Node descriptor (installed
//   before Postgres starts, so initdb and recovery sync too).
// tests/server/api/durability.test.ts shows the fsync calls of each commit with strace.
import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type InitResult = Awaited<ReturnType<NodeFS['init']>>;
type Module = Parameters<Extract<NonNullable<InitResult['emscriptenOpts']['preRun']>[number], (mod: never) => void>>[0];

interface NodeFsOperations {
  tryFSOperation<T>(operation: () => T): T;
  stream_ops: Record<string, unknown>;
}

/** Postgres's own start parameters in PGlite, with fsync on and the WAL flushed by fsync(). */
export const DURABLE_START_PARAMS = [...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];

export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): Promise<InitResult> {
    const { emscriptenOpts } = await super.init(pg, opts);
    const addFsync = (mod: Module) => {
      const nodefs = (mod as unknown as { NODEFS: NodeFsOperations }).NODEFS;
      // tryFSOperation turns a Node error (EIO, ENOSPC…) into the errno Postgres sees, which then stops rather
      // than pretend the commit is safe.
      nodefs.stream_ops.fsync = (stream: { nfd: number }) => nodefs.tryFSOperation(() => (fsyncSync(stream.nfd), 0));
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}

/** A PGlite on `dir` whose commits are on the disk when they return. */
export function createDurablePglite(dir: string): Promise<PGlite> {
  return PGlite.create({ fs: new DurableNodeFS(dir), startParams: DURABLE_START_PARAMS });
}
