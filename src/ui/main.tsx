/** Entry point of the page: start the engine worker, render the app. */
import { render } from 'preact';
import { App } from './app.tsx';
import { startEngine } from './engine-client.ts';
import './styles.css';

render(<App engine={startEngine()} />, document.getElementById('app')!);
