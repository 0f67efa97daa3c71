/**
 * The operator view (`#operator`): choose a folder (picker button or drop), watch it being indexed in the indexer
 * worker, cancel, read the summary or the errors, download index.json, and return to the published corpus.
 * Starts its own worker when it opens, so a resident who never comes here never loads the parsers.
 */
import { proxy, transfer } from 'comlink';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { BuildStage } from '../engine/build/build-index.ts';
import type { IndexReply } from '../../workers/indexer-contract.ts';
import type { Announcer } from './announcer.tsx';
import { filesFromDrop, filesFromPicker, indexerInputs, isDocument, readChosen, type PickedFile } from './chosen-files.ts';
import { startIndexer, type Indexer } from './indexer-client.ts';
import type { StoredPreview } from './preview-store.ts';
import { PreviewSummaryView } from './preview-summary.tsx';
import { fill, type UiStrings } from './strings.ts';

/** What activating a built preview came to (see `App`). */
export type Activation = 'active' | 'not-kept' | 'not-loaded';

interface OperatorViewProps {
  strings: UiStrings;
  announcer: Announcer;
  /** The local preview answering now; undefined while the published corpus answers. */
  preview: StoredPreview | undefined;
  activate: (preview: StoredPreview) => Promise<Activation>;
  returnToPublished: () => Promise<void>;
}

interface Progress {
  stage: BuildStage;
  done: number;
  total: number;
}

type Result = { kind: 'built'; preview: StoredPreview } | { kind: 'failed'; errors: string[]; warnings: string[] };

/**
 * Where each stage sits on the one bar, in percent, weighted by where the time goes so the bar moves at a roughly
 * even pace. Measured on 5,000 synthetic passages (Node, `buildIndex` with `onProgress`): parsing 34% of the
 * build, passages and statistics 30%, calibration 36%.
 */
const STAGE_SPAN: Record<BuildStage, [number, number]> = { parse: [0, 35], passages: [35, 65], calibrate: [65, 100] };
/**
 * The bar and its text change at most this often (ms): often enough to look alive. Each change is a style, layout,
 * paint and compositor commit on the main thread — one took 56 ms in a trace on two oversubscribed cores — so
 * not one per percent.
 */
const PROGRESS_REPAINT_MS = 500;
const STAGE_TEXT: Record<BuildStage, keyof UiStrings> = { parse: 'stageParse', passages: 'stagePassages', calibrate: 'stageCalibrate' };

/** A failed build's errors, or its warnings, under a heading of their own: the build's English, as it writes them. */
function BuildMessages({ id, heading, messages, warnings }: { id: string; heading: string; messages: readonly string[]; warnings?: true }) {
  return (
    <section class="build-errors" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul class={warnings ? 'build-messages build-warnings' : 'build-messages'} lang="en" dir="ltr">
        {messages.map((message, n) => (
          <li key={n}>{message}</li>
        ))}
      </ul>
    </section>
  );
}

function percent({ stage, done, total }: Progress): number {
  const [from, to] = STAGE_SPAN[stage];
  return total === 0 ? from : Math.floor(from + ((to - from) * done) / total);
}

export function OperatorView({ strings, announcer, preview, activate, returnToPublished }: OperatorViewProps) {
  // The page's words when a run ends, not when it started: the language may change meanwhile, and a preview with the
  // agency's own words for it (`[page_words.LANG]`) changes them as it is activated.
  const now = useRef(strings);
  now.current = strings;
  const indexer = useRef<Indexer | undefined>(undefined);
  // Bumped by every run and every cancel: a reply for an older run is dropped (a counter, as Pagefind's UI does).
  const runs = useRef(0);
  const [progress, setProgress] = useState<Progress | undefined>(undefined);
  const [result, setResult] = useState<Result | undefined>(undefined);
  const [dragging, setDragging] = useState(false);
  // Until the worker replies: after that the preview is being kept and activated, which cancelling cannot undo.
  const [cancellable, setCancellable] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const returnButton = useRef<HTMLButtonElement>(null);
  // Set when "Return to the published corpus" is pressed with focus on it: the button goes with the preview.
  const returning = useRef(false);
  const downloadUrl = useRef<string | undefined>(undefined);
  const latest = useRef<Progress | undefined>(undefined);
  const repaint = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const indexing = progress !== undefined;

  useEffect(() => {
    indexer.current = startIndexer();
    return () => {
      indexer.current?.stop();
      if (downloadUrl.current) URL.revokeObjectURL(downloadUrl.current);
    };
  }, []);

  useEffect(() => {
    // The pressed button has gone with the preview: focus goes to the control that starts the next run.
    if (preview === undefined && returning.current) chooseButton.current?.focus();
    returning.current = false;
  }, [preview]);

  /** Ends the progress display, with any repaint still scheduled for it. */
  const stopProgress = () => {
    setCancellable(false);
    clearTimeout(repaint.current);
    repaint.current = undefined;
    latest.current = undefined;
    setProgress(undefined);
  };

  /**
   * A run that failed, said as an error. "Indexing the folder: … documents…" is no longer true: left in a status region,
   * a screen reader reading the page finds it beside the error, as if still under way (an operator trial, session 49).
   */
  const failed = (text: string) => {
    announcer.quiet();
    announcer.alarm(text);
  };

  /** The Cancel button goes when indexing ends; if it held focus, focus goes to the button that starts a run. */
  const keepFocusOffTheCancelButton = () => {
    if (document.activeElement === cancelButton.current) chooseButton.current?.focus();
  };

  const run = useCallback(
    async (picked: PickedFile[]) => {
      if (indexing || picked.length === 0 || !indexer.current) return;
      const run = ++runs.current;
      const current = indexer.current;
      announcer.clearAlarm();
      setResult(undefined);
      const wanted = indexerInputs(picked);
      const documents = wanted.filter(isDocument).length;
      // Reading the files is the start of the first stage: the bar says so before the worker's first report.
      setProgress({ stage: 'parse', done: 0, total: documents });
      setCancellable(true);
      announcer.say(fill(strings.indexingStarted, { count: documents }));
      let reply: IndexReply;
      try {
        const files = await readChosen(wanted);
        if (run !== runs.current) return;
        const onProgress = proxy((done: number, total: number, stage: BuildStage) => {
          if (run !== runs.current) return;
          // At most one repaint per PROGRESS_REPAINT_MS: each is a layout, a paint and a commit on the main thread.
          latest.current = { stage, done, total };
          repaint.current ??= setTimeout(() => {
            repaint.current = undefined;
            if (run === runs.current && latest.current) setProgress(latest.current);
          }, PROGRESS_REPAINT_MS);
        });
        const buffers = files.flatMap((file) => ('bytes' in file ? [file.bytes.buffer] : []));
        reply = await Promise.race([current.api.index(transfer(files, buffers), onProgress), current.crashed]);
      } catch {
        if (run !== runs.current) return;
        keepFocusOffTheCancelButton();
        stopProgress();
        current.stop();
        indexer.current = startIndexer();
        failed(now.current.indexingCrashed);
        return;
      }
      if (run !== runs.current) return;
      keepFocusOffTheCancelButton();
      setCancellable(false);
      if (!reply.ok) {
        stopProgress();
        setResult({ kind: 'failed', errors: reply.errors, warnings: reply.warnings });
        failed(fill(now.current.indexingFailed, { count: reply.errors.length }));
        return;
      }
      const built: StoredPreview = { index: reply.index, summary: reply.summary };
      const activation = await activate(built);
      // The chat's re-render (the marker, the new languages) and the summary's render in separate tasks.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (run !== runs.current) return;
      stopProgress();
      setResult({ kind: 'built', preview: built });
      if (activation === 'active') {
        announcer.say(fill(now.current.indexingFinished, { documents: reply.summary.documents, passages: reply.summary.passages }));
      } else {
        failed(activation === 'not-kept' ? now.current.errorPreviewStorage : now.current.indexingCrashed);
      }
    },
    [indexing, announcer, strings, activate],
  );

  const cancel = () => {
    runs.current++;
    indexer.current?.stop();
    indexer.current = startIndexer();
    keepFocusOffTheCancelButton();
    stopProgress();
    announcer.say(strings.indexingCancelled);
  };

  const download = (index: Blob) => {
    if (downloadUrl.current) URL.revokeObjectURL(downloadUrl.current);
    // The Blob the worker encoded, untouched: what `npm run build-index` writes for the same files.
    downloadUrl.current = URL.createObjectURL(index);
    const link = document.createElement('a');
    link.href = downloadUrl.current;
    link.download = 'index.json';
    link.click();
  };

  const shown = result?.kind === 'built' ? result.preview : result === undefined ? preview : undefined;

  return (
    <section class="operator" aria-labelledby="operator-heading">
      {/* tabIndex -1: focus lands here when the operator follows a link to this view, and only then. */}
      <h1 id="operator-heading" tabIndex={-1}>
        {strings.operatorHeading}
      </h1>
      <p>{strings.operatorIntro}</p>
      {preview && (
        <div class="preview-marker">
          <p>
            <strong>{strings.previewActive}</strong>
          </p>
          <button
            ref={returnButton}
            type="button"
            class="button-secondary"
            onClick={() => {
              returning.current = document.activeElement === returnButton.current;
              void returnToPublished();
            }}
          >
            {strings.returnToPublished}
          </button>
        </div>
      )}
      <div
        class={dragging ? 'dropzone dropzone-active' : 'dropzone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (event.dataTransfer && !indexing) void filesFromDrop(event.dataTransfer).then(run);
        }}
      >
        <button
          ref={chooseButton}
          type="button"
          class="button-primary"
          aria-disabled={indexing ? 'true' : undefined}
          onClick={() => {
            if (!indexing) input.current?.click();
          }}
        >
          {strings.chooseFolder}
        </button>
        <p class="hint">{strings.dropHint}</p>
        <input
          ref={(element) => {
            input.current = element;
            // Not a JSX attribute Preact's types know; the property is what the browser reads.
            if (element) element.webkitdirectory = true;
          }}
          type="file"
          multiple
          hidden
          onChange={(event) => {
            const element = event.currentTarget;
            const chosen = element.files ? [...element.files] : [];
            // Cleared, so choosing the same folder again (after editing it) is a change again.
            element.value = '';
            // The rest in a task of its own: the browser's task that delivers a large folder is long already.
            setTimeout(() => void run(filesFromPicker(chosen)), 0);
          }}
        />
      </div>
      {progress && (
        <div class="indexing">
          <label for="indexing-progress">{strings.progressLabel}</label>
          <progress id="indexing-progress" max={100} value={percent(progress)} />
          <p class="hint">{fill(strings[STAGE_TEXT[progress.stage]], { done: progress.done, total: progress.total })}</p>
          {cancellable && (
            <button ref={cancelButton} type="button" class="button-secondary" onClick={cancel}>
              {strings.cancelIndexing}
            </button>
          )}
        </div>
      )}
      {result?.kind === 'failed' && <BuildMessages id="errors-heading" heading={strings.errorsHeading} messages={result.errors} />}
      {/* A section of their own, beside the errors': under "Errors", a draft left out read as an error (an operator trial, session 50). */}
      {result?.kind === 'failed' && result.warnings.length > 0 && (
        <BuildMessages id="failed-warnings-heading" heading={strings.summaryWarnings} messages={result.warnings} warnings />
      )}
      {shown && (
        <>
          <PreviewSummaryView summary={shown.summary} strings={strings} />
          <p>
            <button type="button" class="button-secondary" onClick={() => download(shown.index)}>
              {strings.downloadIndex}
            </button>
          </p>
        </>
      )}
      <p>
        <a href="#question">{strings.backToQuestions}</a>
      </p>
    </section>
  );
}
