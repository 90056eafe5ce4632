import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Group and other bits: what another user of the machine could use. */
const sharedBits = 0o077;

type Attributes = { mode?: number } & Record<string, unknown>;
interface EmscriptenNodeFs {
  node_ops: {
    mknod(parent: unknown, name: string, mode: number, dev: unknown): unknown;
    setattr(node: unknown, attributes: Attributes): void;
  };
  stream_ops: { setattr(stream: unknown, attributes: Attributes): void };
}

type Options = Parameters<NodeFS['init']>[1];
type Initialised = ReturnType<NodeFS['init']>;

/**
 * PGlite's folder on disk, with every file and folder its user's alone. Postgres inside PGlite creates its
 * files asking for 0666 and Emscripten then sets exactly that mode with chmod, past any umask, so the WAL,
 * `pg_control` and every table were readable and writable by each user of the machine. Here every mode
 * PGlite creates or sets loses its group and other bits.
 */
export class PrivateNodeFS extends NodeFS {
  override init(pg: PGlite, options: Options): Initialised {
    const preRun: Options['preRun'] = [
      ...(options.preRun ?? []),
      (mod) => {
        const nodeFs = mod.FS.filesystems.NODEFS as unknown as EmscriptenNodeFs;
        const { mknod, setattr } = nodeFs.node_ops;
        const streamSetattr = nodeFs.stream_ops.setattr;
        const own = (attributes: Attributes) =>
          attributes.mode === undefined ? attributes : { ...attributes, mode: attributes.mode & ~sharedBits };
        nodeFs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~sharedBits, dev);
        nodeFs.node_ops.setattr = (node, attributes) => setattr(node, own(attributes));
        nodeFs.stream_ops.setattr = (stream, attributes) => streamSetattr(stream, own(attributes));
      },
    ];
    // NodeFS mounts its folder in a preRun of its own; ours runs first, so the mount already has the change.
    return super.init(pg, { ...options, preRun });
  }
}
