/**
 * The gate's comparison: a run against the committed `eval/baseline.json`. Any difference fails, in either
 * direction — a drop is a regression; a rise nobody recorded is a bar nobody raised — and so does a population
 * that changed size, a figure that appeared or disappeared, and a question whose verdicts moved even when the
 * totals did not. Pure: it reads nothing and writes nothing; only `npm run eval:baseline` writes the baseline.
 */
import { join } from 'node:path';
import { PROJECT_ROOT } from '../project-paths.ts';

/** The committed bar. */
export const BASELINE_FILE = join(PROJECT_ROOT, 'eval/baseline.json');
/** The one command that writes it, run by a person; printed with every finding. */
export const REGENERATE = 'regenerate with: npm run eval:baseline';

/** REGRESSION: a figure or verdict fell. IMPROVEMENT: it rose. COVERAGE: a population, figure or question appeared, vanished or changed size. CHANGED: what a question was answered with changed. CONTEXT: the corpus, threshold or question set differs from the baseline's. */
export type FindingKind = 'REGRESSION' | 'IMPROVEMENT' | 'COVERAGE' | 'CHANGED' | 'CONTEXT';

export interface Finding {
  kind: FindingKind;
  /** Dotted path of the figure, or `results.<question id>.<field>`. */
  path: string;
  detail: string;
}

/** Figures that count questions rather than score them: a change is coverage, not better or worse. */
const COUNT_KEYS = new Set(['questions']);

/** Result fields a person reads but the gate does not hold: scores move with any scorer change while verdicts hold. */
const UNGATED_RESULT_FIELDS = new Set(['topScore']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const isFigure = (v: Json | undefined): v is JsonObject =>
  isObject(v) && Object.keys(v).sort().join(',') === 'passed,population,score';
const show = (v: Json | undefined): string => (v === undefined ? 'absent' : typeof v === 'number' ? String(v) : JSON.stringify(v));
const showFigure = (f: JsonObject): string => `${f['score'] === null ? '—' : (f['score'] as number).toFixed(4)} (${f['passed']}/${f['population']})`;

function direction(before: Json | undefined, after: Json | undefined): FindingKind {
  if (typeof before === 'number' && typeof after === 'number') return after < before ? 'REGRESSION' : 'IMPROVEMENT';
  if (typeof before === 'boolean' && typeof after === 'boolean') return after ? 'IMPROVEMENT' : 'REGRESSION';
  return 'COVERAGE';
}

function compareFigures(before: Json | undefined, after: Json | undefined, path: string, into: Finding[]): void {
  if (isFigure(before) && isFigure(after)) {
    if (before['population'] !== after['population']) {
      into.push({ kind: 'COVERAGE', path, detail: `population ${before['population']} → ${after['population']}: ${showFigure(before)} → ${showFigure(after)}` });
    } else if (before['passed'] !== after['passed'] || before['score'] !== after['score']) {
      // Same population, so the passed counts order the two runs exactly (scores are rounded).
      into.push({ kind: direction(before['passed'], after['passed']), path, detail: `${showFigure(before)} → ${showFigure(after)}` });
    }
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
      compareFigures(before[key], after[key], `${path}.${key}`, into);
    }
    return;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const isCount = COUNT_KEYS.has(path.slice(path.lastIndexOf('.') + 1));
  const kind = isCount || before === undefined || after === undefined || isObject(before) || isObject(after) ? 'COVERAGE' : direction(before, after);
  into.push({ kind, path, detail: `${show(before)} → ${show(after)}` });
}

function compareResults(before: Json | undefined, after: Json | undefined, into: Finding[]): void {
  const byId = (list: Json | undefined) =>
    new Map((Array.isArray(list) ? list : []).filter(isObject).map((r) => [String(r['id']), r] as const));
  const old = byId(before);
  const now = byId(after);
  for (const id of [...new Set([...old.keys(), ...now.keys()])].sort()) {
    const b = old.get(id);
    const a = now.get(id);
    if (b === undefined || a === undefined) {
      into.push({ kind: 'COVERAGE', path: `results.${id}`, detail: b === undefined ? 'a question the baseline did not have' : 'in the baseline, not asked now' });
      continue;
    }
    for (const key of [...new Set([...Object.keys(b), ...Object.keys(a)])].sort()) {
      if (UNGATED_RESULT_FIELDS.has(key)) continue;
      if (key === 'verdicts' && isObject(b[key]) && isObject(a[key])) {
        const vb = b[key] as JsonObject;
        const va = a[key] as JsonObject;
        for (const scorer of [...new Set([...Object.keys(vb), ...Object.keys(va)])].sort()) {
          if (vb[scorer] !== va[scorer]) {
            into.push({ kind: direction(vb[scorer], va[scorer]), path: `results.${id}.verdicts.${scorer}`, detail: `${show(vb[scorer])} → ${show(va[scorer])}` });
          }
        }
      } else if (JSON.stringify(b[key]) !== JSON.stringify(a[key])) {
        into.push({ kind: 'CHANGED', path: `results.${id}.${key}`, detail: `${show(b[key])} → ${show(a[key])}` });
      }
    }
  }
}

/**
 * Every difference between a run and the baseline, in a fixed order: context, figures, then questions by id.
 * [] means the run matches the baseline exactly (ungated reading fields aside).
 */
export function compareToBaseline(report: unknown, baseline: unknown): Finding[] {
  const now = JSON.parse(JSON.stringify(report)) as JsonObject;
  const bar = JSON.parse(JSON.stringify(baseline)) as JsonObject;
  const findings: Finding[] = [];
  const contextFindings: Finding[] = [];
  compareFigures(bar['context'], now['context'], 'context', contextFindings);
  findings.push(...contextFindings.map((f) => ({ ...f, kind: 'CONTEXT' as const })));
  compareFigures(bar['figures'], now['figures'], 'figures', findings);
  compareResults(bar['results'], now['results'], findings);
  return findings;
}

/** The findings as the gate prints them, ending with the command that regenerates the baseline. */
export function formatFindings(findings: readonly Finding[]): string {
  const width = Math.max(...findings.map((f) => f.kind.length));
  return [
    `the evaluation differs from eval/baseline.json in ${findings.length} place${findings.length === 1 ? '' : 's'}:`,
    ...findings.map((f) => `  ${f.kind.padEnd(width)}  ${f.path}: ${f.detail}`),
    'Every difference fails, in either direction. If the change is intended, record it:',
    REGENERATE,
  ].join('\n');
}
