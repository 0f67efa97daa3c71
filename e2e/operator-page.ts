/**
 * How the operator specs drive the preview view the way an operator does: open it, choose a folder (the real
 * folder picker, fed a directory from disk), wait for what the page shows. Also the folders they choose — copies of
 * the demo corpus with one edit, and a synthetic corpus of any size — and the CLI they compare the page with.
 * Waits are on conditions the page shows, never on time.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { syntheticCorpus } from '../scripts/bench/synthetic-corpus.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEMO = join(ROOT, 'public/corpus');

/** A question whose answer quotes the GoPass fee: "$20 per year" in the published corpus. */
export const GOPASS_FEE_QUESTION = 'How much does the GoPass cost per year?';

/** What the page says to operators (src/ui/strings.ts, English). */
export const OPERATOR_SAID = {
  heading: 'Preview a corpus',
  marker: 'Local preview: answers come from documents loaded in this browser, not from the published corpus.',
  returnToPublished: 'Return to the published corpus',
  progressLabel: 'Indexing progress',
} as const;

/** A fresh temporary folder, removed by `removeFolders`. */
const made: string[] = [];
function temporaryFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder this file made for the current spec (call in afterEach/afterAll). */
export function removeFolders(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * A copy of the demo corpus (documents and cairn.toml) in a folder named `corpus`, with `edit` applied to each file's
 * text. Returns the folder.
 */
export function demoCorpusCopy(edit: (name: string, text: string) => string = (_, text) => text): string {
  const dir = join(temporaryFolder('cairn-operator-'), 'corpus');
  cpSync(DEMO, dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    writeFileSync(file, edit(name, readFileSync(file, 'utf8')));
  }
  return dir;
}

/** The demo corpus with the GoPass at $25 a year instead of $20. */
export function corpusWithTheGoPassAt25(): string {
  return demoCorpusCopy((name, text) => (name === 'transit-pass-en.md' ? text.replaceAll('$20', '$25') : text));
}

const RUSSIAN = join(ROOT, 'eval/corpora/russian');

/**
 * A copy of the demo corpus with a Russian document (eval/corpora/russian's transit page) and that corpus's
 * `[messages.ru]` table (unless `messages` is false; and its `[page_words.ru]` with `pageWords`), `editToml` applied
 * to the demo's cairn.toml first: 5 Russian passages beside the demo's 85.
 */
export function demoCorpusWithRussian({ editToml = (text: string) => text, pageWords = false, messages = true }: { editToml?: (text: string) => string; pageWords?: boolean; messages?: boolean } = {}): string {
  const russian = readFileSync(join(RUSSIAN, 'cairn.toml'), 'utf8');
  const table = messages ? `\n[messages.ru]${russian.split('[messages.ru]')[1]!}` : '';
  // The page's words run from their heading to the comment above the messages.
  const words = pageWords ? `\n[page_words.ru]${russian.split('[page_words.ru]')[1]!.split('\n#')[0]!}` : '';
  const dir = demoCorpusCopy((name, text) => (name === 'cairn.toml' ? `${editToml(text)}${words}${table}` : text));
  writeFileSync(join(dir, 'transit-pass-ru.md'), readFileSync(join(RUSSIAN, 'transit-pass-ru.md'), 'utf8'));
  return dir;
}

/**
 * From the chat, previews `demoCorpusWithRussian(options)` as an operator would (the footer's link, the folder picker),
 * waits until its summary counts the Russian passages, and goes back to the questions.
 */
export async function previewDemoWithRussian(page: Page, options?: Parameters<typeof demoCorpusWithRussian>[0]): Promise<void> {
  await page.getByRole('link', { name: 'Preview a corpus (for operators)' }).click();
  await chooseFolder(page, demoCorpusWithRussian(options));
  await expect(summaryValue(page, 'languages')).toHaveText('ar 25, en 35, es 25, ru 5');
  await backToTheQuestions(page);
}

/** A synthetic corpus of exactly `passages` passages (scripts/bench/synthetic-corpus.ts), written to a folder. */
export function syntheticCorpusFolder(passages: number): string {
  const dir = join(temporaryFolder('cairn-synthetic-'), 'corpus');
  mkdirSync(dir, { recursive: true });
  for (const file of syntheticCorpus(passages, 1).files) writeFileSync(join(dir, file.path), file.bytes);
  return dir;
}

/** `npm run build-index -- --corpus DIR --out OUT`, run as an operator would; returns its exit code and output. */
export function buildIndexWithTheCli(corpus: string, out: string): { status: number | null; stdout: string; stderr: string } {
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  const run = spawnSync(tsx, [join(ROOT, 'scripts/cli/build-index.ts'), '--corpus', corpus, '--out', out], {
    cwd: ROOT,
    encoding: 'utf8',
    // Playwright sets FORCE_COLOR for its own output; the CLI's plain text is what is compared.
    env: { ...process.env, FORCE_COLOR: undefined },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A file path in a fresh temporary folder, for the CLI's output. */
export function temporaryFile(name: string): string {
  return join(temporaryFolder('cairn-out-'), name);
}

/** Opens the operator view directly (`#operator`) and waits until a folder can be chosen. */
export async function openOperatorView(page: Page): Promise<void> {
  await page.goto('./#operator');
  await expect(page.getByRole('heading', { level: 1, name: OPERATOR_SAID.heading })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose a folder…' })).toBeVisible();
}

/** Chooses `dir` with the folder picker, as an operator picking that folder would. */
export async function chooseFolder(page: Page, dir: string): Promise<void> {
  await page.locator('input[type=file]').setInputFiles(dir);
}

/**
 * Opens the operator view, previews `dir` as the operator would, waits until the page answers from it, and goes back
 * to the questions.
 */
export async function previewFolder(page: Page, dir: string): Promise<void> {
  await openOperatorView(page);
  await chooseFolder(page, dir);
  await expect(page.getByRole('button', { name: OPERATOR_SAID.returnToPublished })).toBeVisible();
  await backToTheQuestions(page);
}

/** The summary of the last build, once it is shown. */
export function summary(page: Page): Locator {
  return page.locator('section.preview-summary');
}

/** One value of the summary (`documents`, `passages`, `languages`, `fingerprint`, `warnings`, …). */
export function summaryValue(page: Page, name: string): Locator {
  return summary(page).locator(`[data-summary="${name}"]`);
}

/** The visible marker, above the question box, that the chat answers from a local preview. */
export function previewMarker(page: Page): Locator {
  return page.locator('[data-preview-marker]');
}

/** Goes from the operator view to the chat by its link, as an operator would. */
export async function backToTheQuestions(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Back to the questions' }).click();
  await expect(page.locator('#question')).toBeEditable();
}
