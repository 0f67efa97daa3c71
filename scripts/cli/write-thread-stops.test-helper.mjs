// A stand-in writing thread that stops, exit code 0, while it holds the batch it was sent.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', () => process.exit(0));
