/**
 * Node's SHA-256 for the engine's names and digests: the same bytes as the engine's own, in native code. At 100,000
 * passages the build hashes about 300 MB (the corpus, the index's canonical JSON, every shard), which the engine's
 * pure-JavaScript SHA-256 took about 3 s of (docs/evidence.md, "Session 11").
 */
import { createHash } from 'node:crypto';
import type { Sha256Factory } from '../../src/engine/index.ts';

export const nodeSha256: Sha256Factory = () => createHash('sha256');
