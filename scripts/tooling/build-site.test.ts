import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-paths.ts';

const buildSite = (args: string[]) =>
  spawnSync(resolve(PROJECT_ROOT, 'node_modules/.bin/tsx'), [resolve(PROJECT_ROOT, 'scripts/tooling/build-site.ts'), ...args], { cwd: PROJECT_ROOT, encoding: 'utf8' });

describe('npm run build:single', () => {
  it('refuses a sharded index: the single file embeds one index, and cannot fetch shards', () => {
    const run = buildSite(['--single', '--form', 'sharded']);
    expect(run.status).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe('build: the single file embeds one index; --form sharded cannot be used with --single');
  });
});
