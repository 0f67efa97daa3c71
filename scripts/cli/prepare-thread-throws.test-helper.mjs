// A stand-in build thread that throws on the batch it was sent, as a defect would.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ files }) => {
  throw new Error(`${files[0].path}: could not be prepared because of a defect in Cairn, not in the file (stand-in); please report it`);
});
