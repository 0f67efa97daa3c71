/**
 * The engine's layers and the app's boundaries, checked by dependency-cruiser (`npm run check:layers`, part of
 * `npm test`). DESIGN.md, "Architecture", explains each rule. Tests may cross layers to build fixtures; the rules
 * hold for the code that ships.
 */
const NOT_TEST = '\\.test(-helper)?\\.ts$';
const TEXT = '^src/engine/text/';
const FORMAT = '^src/engine/format/';
const BUILD = '^src/engine/build/';
const ANSWER = '^src/engine/answer/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'An import cycle means two modules are one module in two files; split the shared part out instead.',
      severity: 'error',
      from: { pathNot: NOT_TEST },
      to: { circular: true },
    },
    {
      name: 'text-is-the-bottom-layer',
      comment: 'text/ holds the rules both sides share (tokenizer, scripts, languages, messages, errors): it imports no other layer.',
      severity: 'error',
      from: { path: TEXT, pathNot: NOT_TEST },
      to: { path: `${FORMAT}|${BUILD}|${ANSWER}` },
    },
    {
      name: 'format-imports-only-text',
      comment: 'format/ is the contract between building and answering: it owns its types and depends on neither side.',
      severity: 'error',
      from: { path: FORMAT, pathNot: NOT_TEST },
      to: { path: `${BUILD}|${ANSWER}` },
    },
    {
      name: 'answer-never-imports-build',
      comment: 'A resident loads the answer side only; build code (parsers, calibration) must never reach the engine worker.',
      severity: 'error',
      from: { path: ANSWER, pathNot: NOT_TEST },
      to: { path: BUILD },
    },
    {
      name: 'build-uses-only-the-scoring-of-the-answer-side',
      comment:
        'Calibration scores windows with the very loop that answers, and sharding files terms as corrections group them and stores what detection reads (two copies would drift); nothing else of answer/.',
      severity: 'error',
      from: { path: BUILD, pathNot: NOT_TEST },
      to: { path: ANSWER, pathNot: '^src/engine/answer/(retrieve|prepare-index|typo|detect-language)\\.ts$' },
    },
    {
      name: 'engine-has-no-platform',
      comment: 'The engine runs in Node and in a Web Worker alike: no Node built-ins, no app code.',
      severity: 'error',
      from: { path: '^src/engine/', pathNot: NOT_TEST },
      to: { path: '^(node:|scripts/|workers/|src/ui/)|^(fs|path|os|zlib|crypto|child_process|url|util)$' },
    },
    {
      name: 'page-does-not-answer',
      comment: 'The main thread shows outcomes; it never scores, detects or builds (types only from those modules).',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: `${NOT_TEST}|^src/ui/(engine|indexer)-worker(-inline)?\\.ts$` },
      to: { path: `${ANSWER}|${BUILD}`, pathNot: '^src/engine/answer/limits\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'engine-worker-never-reaches-the-build',
      comment: 'The resident-facing worker answers from a built index; the build side belongs to the indexer worker.',
      severity: 'error',
      from: { path: '^workers/(engine\\.worker|engine-service|contract)\\.ts$' },
      to: { path: BUILD, reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.cairn-build)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
