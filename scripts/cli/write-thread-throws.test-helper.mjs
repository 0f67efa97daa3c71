// A stand-in writing thread that throws on the batch it was sent, as a defect would.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ files }) => {
  throw new Error(`${files[0][0]}: could not be written because of a defect in Cairn (stand-in); please report it`);
});
