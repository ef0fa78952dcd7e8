//! A game searched with its moves written as its text: what `rulebook
//! think` drives (and, later, a worker), one line per finished iteration.

use std::any::Any;
use std::sync::atomic::AtomicBool;

use super::{Clock, Iteration, Levels, Search, Searchable, Settings};
use crate::core::board_rules::PlyOf;

/// A game ready to be searched, whatever its position type.
pub trait TextThinker: Send {
    /// The game's levels, to make the settings from.
    fn levels(&self) -> &'static Levels;
    /// Searches the game's position, giving each finished iteration as an
    /// `info` line to `line`; answers the `bestmove` line.
    fn think(
        &mut self,
        settings: &Settings,
        clock: &dyn Clock,
        stop: &AtomicBool,
        line: &mut dyn FnMut(String),
    ) -> String;
    /// Takes over what an earlier thinker of the same game learnt (its
    /// tables), and keeps learning: an engine protocol's later moves. A
    /// memory of another game or table size is dropped.
    fn adopt(&mut self, memory: Memory);
    /// What this thinker learnt, for the next one; `None` before it thought.
    fn into_memory(self: Box<Self>) -> Option<Memory>;
}

/// A thinker's search tables, handed from one move's thinker to the next.
pub struct Memory(Box<dyn Any + Send>);

/// A game's start, the plies played since, and its move text. Its search
/// (the table is the large part) is made at the first `think`, unless an
/// earlier thinker's was adopted.
pub struct TextGame<P: Searchable> {
    start: P,
    history: Vec<PlyOf<P>>,
    table_mb: usize,
    search: Option<Search<P>>,
    text: fn(P::Move) -> String,
}

impl<P: Searchable> TextGame<P> {
    pub fn new(
        start: P,
        history: Vec<PlyOf<P>>,
        table_mb: usize,
        text: fn(P::Move) -> String,
    ) -> Self {
        TextGame {
            start,
            history,
            table_mb,
            search: None,
            text,
        }
    }
}

/// `info depth 5 score cp 32 nodes 12345 pv h2e2 h9g7 …`
pub fn info_line<M: Copy>(it: &Iteration<M>, text: fn(M) -> String) -> String {
    let mut line = format!(
        "info depth {} score {} nodes {} pv",
        it.depth, it.score, it.nodes
    );
    for &m in &it.pv {
        line.push(' ');
        line.push_str(&text(m));
    }
    line
}

impl<P: Searchable + Send + 'static> TextThinker for TextGame<P>
where
    P::Move: Send,
    P::Undo: Send,
{
    fn think(
        &mut self,
        settings: &Settings,
        clock: &dyn Clock,
        stop: &AtomicBool,
        line: &mut dyn FnMut(String),
    ) -> String {
        let text = self.text;
        let table_mb = self.table_mb;
        let search = self.search.get_or_insert_with(|| Search::new(table_mb));
        let answer = search.think(
            &self.start,
            &self.history,
            settings,
            clock,
            stop,
            &mut |it| line(info_line(it, text)),
        );
        match answer.best {
            Some(m) => format!("bestmove {}", text(m)),
            None => "bestmove (none)".to_string(),
        }
    }

    fn levels(&self) -> &'static Levels {
        &P::LEVELS
    }

    fn adopt(&mut self, memory: Memory) {
        if let Ok(search) = memory.0.downcast::<Search<P>>() {
            if search.table_mb() == self.table_mb {
                let mut search = *search;
                search.remember();
                self.search = Some(search);
            }
        }
    }

    fn into_memory(self: Box<Self>) -> Option<Memory> {
        self.search.map(|search| Memory(Box::new(search)))
    }
}
