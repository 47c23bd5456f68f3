import { Mp3Encoder } from '@breezystack/lamejs';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * MP3 encoding with @breezystack/lamejs (pure JavaScript). Encoding is the slow part of making the
 * demo library, so several songs are encoded at once in worker threads, one per core.
 */

export const MP3_KBPS = 96;
const FRAME = 1152;

export interface EncodeJob {
  samples: Int16Array;
  sampleRate: number;
  kbps?: number;
}

export function encodeMp3(samples: Int16Array, sampleRate: number, kbps = MP3_KBPS): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += FRAME * 16) {
    const chunk = encoder.encodeBuffer(samples.subarray(i, i + FRAME * 16));
    if (chunk.length) chunks.push(chunk.slice());
  }
  chunks.push(encoder.flush().slice());
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The encoder's ES module file, for workers to import; undefined when it cannot be found. */
function encoderModuleUrl(): string | undefined {
  try {
    const main = createRequire(import.meta.url).resolve('@breezystack/lamejs');
    const esm = path.join(path.dirname(main), 'lamejs.js');
    return existsSync(esm) ? pathToFileURL(esm).href : undefined;
  } catch {
    return undefined;
  }
}

// Runs in the worker: the same loop as encodeMp3, on jobs posted by the pool.
const WORKER_SOURCE = `
import { parentPort, workerData } from 'node:worker_threads';
const { Mp3Encoder } = await import(workerData.encoderUrl);
parentPort.on('message', ({ index, samples, sampleRate, kbps }) => {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks = [];
  for (let i = 0; i < samples.length; i += ${FRAME * 16}) {
    const chunk = encoder.encodeBuffer(samples.subarray(i, i + ${FRAME * 16}));
    if (chunk.length) chunks.push(chunk.slice());
  }
  chunks.push(encoder.flush().slice());
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) { out.set(chunk, offset); offset += chunk.length; }
  parentPort.postMessage({ index, mp3: out }, [out.buffer]);
});
`;

/** Encodes every job, in parallel where worker threads are available, results in job order. */
export async function encodeMp3All(jobs: EncodeJob[]): Promise<Uint8Array[]> {
  const encoderUrl = encoderModuleUrl();
  const threads = Math.min(jobs.length, Math.max(1, os.availableParallelism()));
  if (!encoderUrl || threads <= 1) {
    return jobs.map((job) => encodeMp3(job.samples, job.sampleRate, job.kbps ?? MP3_KBPS));
  }
  const results: Uint8Array[] = new Array<Uint8Array>(jobs.length);
  let next = 0;
  const source = new URL(`data:text/javascript,${encodeURIComponent(WORKER_SOURCE)}`);
  await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(source, { workerData: { encoderUrl } });
          const post = () => {
            if (next >= jobs.length) {
              void worker.terminate().then(() => resolve(), reject);
              return;
            }
            const index = next++;
            const job = jobs[index]!;
            worker.postMessage({
              index,
              samples: job.samples,
              sampleRate: job.sampleRate,
              kbps: job.kbps ?? MP3_KBPS,
            });
          };
          worker.on('message', ({ index, mp3 }: { index: number; mp3: Uint8Array }) => {
            results[index] = mp3;
            post();
          });
          worker.once('error', reject);
          worker.once('online', post);
        }),
    ),
  );
  return results;
}
