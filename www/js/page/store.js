// One store per page (the play page's and 121's, each its own): the page's
// whole state in one object, changed only by `commit(mutation, ...args)`,
// the model being chessground's `render(mutation, state)` and its one
// debounced redraw. A commit
//   - applies the mutation (a function of the state; it may call the
//     engine, whose objects are part of the state),
//   - runs the page's `follow`: what any change brings with it (a move
//     switches the clocks, lapses a draw offer, ends a review of a game
//     that is gone),
//   - bumps `version`,
//   - hands the commit's notices (`state.notices`: one-off news such as a
//     sentence for the live region or a sound) to the effects that
//     subscribed (storage, the computer's worker, the clocks' timer, sound,
//     the live region), which may commit in turn,
//   - and schedules one render for the next animation frame, however many
//     commits come before it.
// An input's handler registered with `listen` renders when it returns
// (`flush`): what the player did is on the page before the next event, for
// a screen reader and a test alike, and still drawn once.

/**
 * @template S
 * @param {S & {notices?: object[]}} state
 * @param {{render: (state: S) => void, follow?: (state: S) => void}} parts
 */
export function createStore(state, { render, follow = () => {} }) {
  state.notices ??= [];
  /** @type {((state: S, notices: object[]) => void)[]} */
  const effects = [];
  let frame = 0;
  let dirty = false;
  let notifying = false;
  let notified = 0;

  function renderNow() {
    frame = 0;
    dirty = false;
    render(state);
  }

  /** Runs the effects until no commit made while they ran is left unseen. */
  function notify() {
    if (notifying) return; // the loop below sees this commit too
    notifying = true;
    try {
      while (notified !== store.version) {
        notified = store.version;
        const notices = state.notices.splice(0);
        for (const effect of effects) effect(state, notices);
      }
    } finally {
      notifying = false;
    }
  }

  const store = {
    state,
    /** Counts the commits. */
    version: 0,

    /** Applies `mutation(state, ...args)` and what follows it; its answer is the mutation's. */
    commit(mutation, ...args) {
      const result = mutation(state, ...args);
      follow(state);
      store.version++;
      dirty = true;
      frame ||= requestAnimationFrame(renderNow);
      notify();
      return result;
    },

    /** `effect(state, notices)` runs after every commit. */
    subscribe(effect) {
      effects.push(effect);
    },

    /** Renders now what a commit changed, instead of at the next frame. */
    flush() {
      if (!dirty) return;
      cancelAnimationFrame(frame);
      renderNow();
    },

    /**
     * An input's handler: the page is rendered when it returns, and again
     * when the promise it may answer settles (a record read, the clipboard).
     */
    listen(target, type, handler, options) {
      target.addEventListener(
        type,
        (event) => {
          const done = handler(event);
          store.flush();
          if (typeof done?.then === 'function') {
            done.then(store.flush, (error) => {
              store.flush();
              throw error;
            });
          }
        },
        options,
      );
    },
  };
  return store;
}
