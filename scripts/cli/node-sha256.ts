/**
 * Node's SHA-256 for the engine's names and digests: the same bytes as the engine's own, in native code. At 100,000
 * passages the build hashes the corpus, the index's canonical JSON and every shard; the engine's pure-JavaScript
 * SHA-256 was 1.9 s of the build's profile, 1.2 s of it the digest, which Node's hashes in 0.4 s (docs/evidence.md,
 * "Session 11: the assembly, by profile").
 */
import { createHash } from 'node:crypto';
import type { Sha256Factory } from '../../src/engine/index.ts';

export const nodeSha256: Sha256Factory = () => createHash('sha256');
