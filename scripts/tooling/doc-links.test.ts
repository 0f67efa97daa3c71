/**
 * The project's own documents link to each other by file and heading (DESIGN.md's entries to their evidence, the
 * README to DESIGN.md's decisions), and entries move between them as DESIGN.md is kept short. Every relative link
 * must name a file the repository holds and, into a markdown file, a heading it has — by GitHub's own anchors
 * (`github-slugger`, which numbers a repeated heading `-1`, `-2`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-paths.ts';

const markdown = new MarkdownIt();

/** The anchors GitHub gives a markdown file's headings, in order, repeats numbered. */
function anchorsOf(text: string): Set<string> {
  const slugger = new GithubSlugger();
  const tokens = markdown.parse(text, {});
  const anchors = new Set<string>();
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const inline = tokens[i + 1]!;
    // GitHub slugs a heading's text as shown: code spans keep their text, links their label.
    const shown = (inline.children ?? []).filter((child) => child.type === 'text' || child.type === 'code_inline').map((child) => child.content).join('');
    anchors.add(slugger.slug(shown));
  });
  return anchors;
}

/** Every link a markdown file makes, with its line. */
function linksOf(text: string): Array<{ href: string; line: number }> {
  const links: Array<{ href: string; line: number }> = [];
  for (const token of markdown.parse(text, {})) {
    for (const child of token.children ?? []) {
      if (child.type === 'link_open') links.push({ href: child.attrGet('href') ?? '', line: (token.map?.[0] ?? 0) + 1 });
    }
  }
  return links;
}

describe('anchorsOf', () => {
  it("gives GitHub's anchors: lower case, punctuation dropped, code kept, a repeat numbered", () => {
    expect([...anchorsOf('# A config error names its line (session 30)\n## `page.operator_tools`: off\n### Notes\n### Notes\n')]).toEqual([
      'a-config-error-names-its-line-session-30',
      'pageoperator_tools-off',
      'notes',
      'notes-1',
    ]);
  });
});

describe("the project's documents", () => {
  const files = execFileSync('git', ['ls-files', '*.md'], { cwd: PROJECT_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && !file.startsWith('public/corpus/') && !file.startsWith('eval/corpora/') && !file.includes('/testdata/'));

  it('are found', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'DESIGN.md', 'docs/evidence.md']));
  });

  const anchorsByFile = new Map<string, Set<string>>();
  const anchorsIn = (target: string): Set<string> => {
    if (!anchorsByFile.has(target)) anchorsByFile.set(target, anchorsOf(readFileSync(join(PROJECT_ROOT, target), 'utf8')));
    return anchorsByFile.get(target)!;
  };

  it.each(files)('%s: every relative link names a file the repository holds, and a heading that file has', (file) => {
    const broken: string[] = [];
    for (const { href, line } of linksOf(readFileSync(join(PROJECT_ROOT, file), 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/iu.test(href) || href === '') continue;
      const [path, anchor] = href.split('#') as [string, string | undefined];
      const target = path === '' ? file : normalize(join(dirname(file), decodeURIComponent(path)));
      if (!existsSync(join(PROJECT_ROOT, target))) {
        broken.push(`${file}:${line}: ${href} (no file ${target})`);
        continue;
      }
      if (anchor !== undefined && target.endsWith('.md') && !anchorsIn(target).has(decodeURIComponent(anchor))) {
        broken.push(`${file}:${line}: ${href} (${target} has no heading with that anchor)`);
      }
    }
    expect(broken).toEqual([]);
  });
});
