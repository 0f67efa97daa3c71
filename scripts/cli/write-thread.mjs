// A worker thread's entry: worker threads do not inherit tsx's loader, so this file registers it, then runs the
// TypeScript half (write-thread.ts).
import { register } from 'tsx/esm/api';

register();
await import('./write-thread.ts');
