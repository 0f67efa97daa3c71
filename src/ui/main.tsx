/** Entry point of the page: start the engine worker, render the app, and (when served over HTTP) work offline. */
import { render } from 'preact';
import { App } from './app.tsx';
import { copyPageAsWritten } from './copy-as-written.ts';
import { startEngine } from './engine-client.ts';
import './styles.css';

render(<App engine={startEngine()} />, document.getElementById('app')!);
copyPageAsWritten(document);

// The service worker makes a second visit work offline. Only for a built site served over HTTP(S): a page opened
// from file:// cannot register one, and the dev server's modules are not a build to precache.
if (import.meta.env.PROD && 'serviceWorker' in navigator && location.protocol.startsWith('http')) {
  void navigator.serviceWorker.register('./sw.js').catch(() => {
    // Offline support is an enhancement: the page works the same without it.
  });
}
