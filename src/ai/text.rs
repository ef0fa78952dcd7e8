//! A game searched with its moves written as its text: what `rulebook
//! think` drives (and, later, a worker), one line per finished iteration.

use std::sync::atomic::AtomicBool;

use super::{Clock, Iteration, Search, Searchable, Settings};
use crate::core::board_rules::PlyOf;

/// A game ready to be searched, whatever its position type.
pub trait TextThinker {
    /// Searches the game's position, giving each finished iteration as an
    /// `info` line to `line`; answers the `bestmove` line.
    fn think(
        &mut self,
        settings: &Settings,
        clock: &dyn Clock,
        stop: &AtomicBool,
        line: &mut dyn FnMut(String),
    ) -> String;
}

/// A game's start, the plies played since, and its move text.
pub struct TextGame<P: Searchable> {
    start: P,
    history: Vec<PlyOf<P>>,
    search: Search<P>,
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
            search: Search::new(table_mb),
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

impl<P: Searchable> TextThinker for TextGame<P> {
    fn think(
        &mut self,
        settings: &Settings,
        clock: &dyn Clock,
        stop: &AtomicBool,
        line: &mut dyn FnMut(String),
    ) -> String {
        let text = self.text;
        let answer = self.search.think(
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
}
