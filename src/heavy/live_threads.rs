//! The live lane's threads: one per slot, below the process's other threads
//! in the kernel's eyes.
//!
//! Once the cores are full (2 000 games), what answers people (the runtime's
//! threads: a click's answer, a commit, a call to Discord) and the boards
//! being drawn share them by the kernel's measure, and a click's answer
//! waited for a drawing's time slice to end (p99 over 50 ms). A board is
//! bulk work that people wait for anyway, a second at that load; a click's
//! answer is due within milliseconds. So drawings run at a lower priority
//! ([`DRAWING_NICE`] nicer): they take every moment nothing else runs, and
//! give way at once to what does. Their own threads, not tokio's blocking
//! pool: an unprivileged process cannot raise a thread's priority back, and
//! the pool's threads serve other jobs (a computer's thinking) after a
//! drawing. Where the priority cannot be lowered (not Linux), as before.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Mutex, mpsc};

use super::lanes::LaneError;

/// How much nicer the drawing threads are than the thread that starts them
/// (nice values go from -20 to 19, the lowest priority; a process starts at 0
/// unless its admin says otherwise). At 2 000 games (`benches/README.md`,
/// tenth session): 4 brought a click's answer p99 from 27–53 ms to 11 ms with
/// the same turns back; 10 as well, but preempted so often that the bot
/// spent some 5 % more CPU a cycle, and the turns came back later.
pub const DRAWING_NICE: i32 = 4;

type Job = Box<dyn FnOnce() + Send>;

/// Threads that draw live boards, as many as the lane has slots (its slots
/// bound what runs at once: a job never waits here for a thread).
pub(super) struct LiveThreads {
    jobs: mpsc::Sender<Job>,
}

impl LiveThreads {
    /// Starts `count` threads; they end once the lanes are dropped.
    pub(super) fn start(count: usize) -> LiveThreads {
        let (send, receive) = mpsc::channel::<Job>();
        let receive = Arc::new(Mutex::new(receive));
        for n in 0..count.max(1) {
            let receive = Arc::clone(&receive);
            std::thread::Builder::new()
                .name(format!("live-drawing-{n}"))
                .spawn(move || {
                    lower_priority();
                    loop {
                        let job = receive.lock().unwrap_or_else(|e| e.into_inner()).recv();
                        match job {
                            Ok(job) => job(),
                            Err(_) => break, // the lanes are gone
                        }
                    }
                })
                .expect("starting a live drawing thread");
        }
        LiveThreads { jobs: send }
    }

    /// Runs `drawing` on one of the threads; a panic is told as
    /// [`LaneError::Failed`].
    pub(super) async fn run<T: Send + 'static>(
        &self,
        drawing: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, LaneError> {
        let (tell, told) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let drawn = catch_unwind(AssertUnwindSafe(drawing));
            let _ = tell.send(drawn.map_err(|_| {
                tracing::error!("a live drawing panicked");
                LaneError::Failed("the drawing panicked".into())
            }));
        });
        let gone = || LaneError::Failed("the live drawing threads are gone".into());
        if self.jobs.send(job).is_err() {
            return Err(gone());
        }
        told.await.unwrap_or_else(|_| Err(gone()))
    }
}

/// Lowers the calling thread's priority by [`DRAWING_NICE`] (at most to
/// 19), where the system allows it.
pub(super) fn lower_priority() {
    #[cfg(target_os = "linux")]
    {
        use rustix::process::{getpriority_process, setpriority_process};
        let this = Some(rustix::thread::gettid());
        let lowered = getpriority_process(this)
            .and_then(|nice| setpriority_process(this, (nice + DRAWING_NICE).min(19)));
        if let Err(e) = lowered {
            tracing::debug!(error = %e, "a drawing thread's priority stays as it was");
        }
    }
}
