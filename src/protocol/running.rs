//! The search under way: a thread of its own, so the session keeps
//! reading commands (`stop` ends it at once through the search's stop
//! flag, `isready` is answered meanwhile, `ponderhit` starts its clock).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::ai::{Clock, Memory, Settings, TextThinker};

use super::{Sink, Voice};

/// The search recurses once a ply up to `ai::MAX_PLY`: a stack as roomy as
/// a main thread's.
const STACK_BYTES: usize = 16 << 20;

/// What one `go` searches.
pub(crate) struct Job {
    /// The game at the position searched, with what its earlier searches
    /// learnt.
    pub thinker: Box<dyn TextThinker>,
    pub settings: Settings,
    /// `go infinite`: the answer waits for `stop`.
    pub infinite: bool,
    /// `go ponder`: the clock waits for `ponderhit`, the answer too.
    pub ponder: bool,
    pub voice: Voice,
}

/// The clock the search reads: stopped while pondering, then counting from
/// `ponderhit` (the time the GUI charges the engine for).
pub(crate) struct SearchClock {
    began: Instant,
    pondering: AtomicBool,
    /// Milliseconds after `began` when the clock started.
    started_ms: AtomicU64,
}

impl SearchClock {
    fn since_go_ms(&self) -> u64 {
        self.began.elapsed().as_millis() as u64
    }
}

impl Clock for SearchClock {
    fn elapsed_ms(&self) -> u64 {
        if self.pondering.load(Ordering::Acquire) {
            return 0;
        }
        self.since_go_ms()
            .saturating_sub(self.started_ms.load(Ordering::Relaxed))
    }
}

pub(crate) struct Running {
    /// Whether it answers only when told.
    waits: bool,
    stop: Arc<AtomicBool>,
    clock: Arc<SearchClock>,
    handle: JoinHandle<Option<Memory>>,
}

impl Running {
    /// Starts the search at once; its `info` lines and its one `bestmove`
    /// line go to `sink` from its thread.
    pub fn start(job: Job, sink: Sink) -> Running {
        let stop = Arc::new(AtomicBool::new(false));
        let clock = Arc::new(SearchClock {
            began: Instant::now(),
            pondering: AtomicBool::new(job.ponder),
            started_ms: AtomicU64::new(0),
        });
        let waits = job.infinite || job.ponder;
        let (thread_stop, thread_clock) = (stop.clone(), clock.clone());
        let handle = std::thread::Builder::new()
            .name("search".into())
            .stack_size(STACK_BYTES)
            .spawn(move || search(job, &sink, &thread_stop, &thread_clock))
            .expect("a thread for the search");
        Running {
            waits,
            stop,
            clock,
            handle,
        }
    }

    /// The GUI's guess was played: the clock starts now, and the answer
    /// comes when the time's limits say (at once if the search is done).
    pub fn ponderhit(&self) {
        if !self.clock.pondering.load(Ordering::Acquire) {
            return; // not pondering: its clock runs already
        }
        let now = self.clock.since_go_ms();
        self.clock.started_ms.store(now, Ordering::Relaxed);
        self.clock.pondering.store(false, Ordering::Release);
        self.handle.thread().unpark();
    }

    /// Ends the search now; returns once its `bestmove` is written, with
    /// what it learnt.
    pub fn stop(self) -> Option<Memory> {
        self.stop.store(true, Ordering::Relaxed);
        self.handle.thread().unpark();
        // The search thread catches nothing: a panic there already failed.
        self.handle.join().ok().flatten()
    }

    /// Waits for a search with limits to finish; stops one that would
    /// wait for a command (`infinite`, pondering): at the end of the input.
    pub fn finish(self) {
        if self.waits {
            self.stop();
        } else {
            let _ = self.handle.join();
        }
    }
}

fn search(job: Job, sink: &Sink, stop: &AtomicBool, clock: &SearchClock) -> Option<Memory> {
    let Job {
        mut thinker, voice, ..
    } = job;
    let best = thinker.think(&job.settings, clock, stop, &mut |line| {
        sink(&voice.info(&line, clock.since_go_ms()));
    });
    // `infinite` and pondering answer only when told (the search may be
    // done sooner, with a mate found or every limit reached).
    while !stop.load(Ordering::Relaxed) && (job.infinite || clock.pondering.load(Ordering::Acquire))
    {
        std::thread::park_timeout(Duration::from_millis(20));
    }
    sink(&voice.bestmove(&best));
    thinker.into_memory()
}
