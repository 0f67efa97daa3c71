// markdown-it's GFM table rule, imported to wrap it (parse-document.ts); its type definitions do not declare the file.
declare module 'markdown-it/lib/rules_block/table.mjs' {
  import type { StateBlock } from 'markdown-it';

  export default function table(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean;
}
