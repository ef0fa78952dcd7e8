// The computer's search, as an effect of the commits: the worker
// (js/ai-worker.js) is given the job the state holds (computer.js), and
// terminated when the state drops a job it is still searching (a search
// under way cannot be interrupted; a fresh worker starts with the next
// one). What the worker reports is committed back: an iteration, the
// answer (a move, a hint, an evaluation, the weighing of a draw offer), or
// a failure.

import { t } from '../i18n.js';
import { searchInfo, searchAnswered, searchFailed, stopSearch } from './computer.js';

const WORKER_URL = new URL('../ai-worker.js', import.meta.url);

export function computerWorker(store) {
  const { state } = store;
  /** @type {Worker | null} */
  let worker = null;
  /** The id of the job the worker searches, or null. */
  let searching = null;

  function end() {
    worker?.terminate();
    worker = null;
    searching = null;
  }

  function spawn() {
    const w = new Worker(WORKER_URL, { type: 'module' });
    w.addEventListener('message', ({ data }) => {
      if (data?.id !== searching) return;
      if (data.type === 'info') return store.commit(searchInfo, data.id, data.info);
      if (data.type === 'error') {
        end();
        return store.commit(searchFailed, data.message);
      }
      searching = null; // the worker is free for the next search
      store.commit(searchAnswered, data.id, data.answer);
      store.flush(); // a move the computer plays is shown in the task that plays it, as a player's is
    });
    w.addEventListener('error', (e) => {
      e.preventDefault();
      end();
      store.commit(searchFailed, e.message || t('computer.failed'));
    });
    return w;
  }

  window.addEventListener('pagehide', () => store.commit(stopSearch));

  return () => {
    const { job } = state.computer;
    if (searching !== null && searching !== job?.id) end();
    if (!job || searching === job.id) return;
    worker ??= spawn();
    const { id, record, language, settings } = job;
    worker.postMessage({ type: 'think', id, engine: state.adapter.computer, record, language, settings });
    searching = id;
  };
}
