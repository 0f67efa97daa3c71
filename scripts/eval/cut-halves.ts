/**
 * `npx tsx scripts/eval/cut-halves.ts FILE`: gives each question of a newly written residents' set (JSON Lines without
 * `half`) its half by `halvesOf`, writing `half` after `id` in place. Run once, when the set is committed, before any
 * of it is asked; a line that already has a half keeps nothing of it (the cut depends only on ids, languages, styles).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../project-paths.ts';
import { halvesOf, type ResidentQuestion } from './residents.ts';

/** The set's text with every line's `half` set; lines keep their order and their other keys' order. */
export function cutHalves(text: string): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const questions = lines.map((line, i) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new Error(`cut-halves: line ${i + 1} is not JSON`);
    }
  });
  const halves = halvesOf(questions as unknown as Pick<ResidentQuestion, 'id' | 'lang' | 'style'>[]);
  if (halves.size !== questions.length) throw new Error('cut-halves: ids must be unique');
  return questions
    .map((q) => {
      const { id, half: _old, ...rest } = q;
      return JSON.stringify({ id, half: halves.get(id as string), ...rest });
    })
    .map((line) => `${line}\n`)
    .join('');
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(PROJECT_ROOT, 'scripts/eval/cut-halves.ts')) {
  const file = process.argv[2];
  if (file === undefined) {
    console.error('usage: npx tsx scripts/eval/cut-halves.ts FILE');
    process.exitCode = 2;
  } else {
    writeFileSync(file, cutHalves(readFileSync(file, 'utf8')));
  }
}
