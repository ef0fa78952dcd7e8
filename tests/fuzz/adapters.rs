//! The four board games behind one small trait, so one harness fuzzes
//! them all; each adapter only translates to its engine's own verbs.

use rulebook::core::{Game as _, Lang, Resignable, Rng};
use rulebook::games::{longphuong, oanquan, shogi, xiangqi};
use serde_json::Value;

use crate::mutate::pick;

/// What the suite needs of a board game; each engine answers in its own
/// words, the adapters below only translate.
pub trait Fuzzed: Sized {
    const NAME: &'static str;
    fn start(rng: &mut Rng) -> Self;
    /// From a position text, or the refusal in (English, Vietnamese).
    fn from_position(text: &str) -> Result<Self, (String, String)>;
    fn position_text(&self) -> String;
    fn hash(&self) -> u64;
    /// The legal moves in the game's standard move text.
    fn move_texts(&self) -> Vec<String>;
    /// One move's text in every notation the game writes (and reads).
    fn notations_of(&self, text: &str) -> Vec<String> {
        vec![text.to_string()]
    }
    fn is_over(&self) -> bool;
    fn play_text(&mut self, text: &str) -> Result<(), (String, String)>;
    /// The last move in words (`<game>::last_move`), `None` before the first.
    fn last_move_words(&self, lang: Lang) -> Option<String>;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    /// The game after its first `ply` moves, for review (`None` past them).
    fn at_ply(&self, ply: usize) -> Option<Self>;
    /// The side to move's clock ran out; false when refused.
    fn lose_on_time(&mut self) -> bool;
    /// The players agree on a draw; false when refused or when the game has
    /// no such ending (Ô ăn quan).
    fn agree_draw(&mut self) -> bool {
        false
    }
    fn record(&self) -> Value;
    fn from_record(record: Value) -> Result<Self, (String, String)>;
    /// Everything a refusal must leave as it was.
    fn snapshot(&self) -> String {
        format!("{} {}", self.position_text(), self.record())
    }
    /// A quantity every move keeps (Ô ăn quan's stones), if any.
    fn conserved(&self) -> Option<i64> {
        None
    }
    /// Other texts the game reads (records in text formats).
    fn record_texts(&self) -> Vec<String> {
        Vec::new()
    }
    fn from_record_text(_text: &str) -> Option<Result<Self, (String, String)>> {
        None
    }
    /// Positions built to sit at the engine's limits (huge counts that still
    /// add up), which random mutation rarely reaches.
    fn extreme_positions(_rng: &mut Rng) -> Vec<String> {
        Vec::new()
    }
}

fn words<E: WordedError>(e: E) -> (String, String) {
    (e.words(Lang::En), e.words(Lang::Vi))
}

trait WordedError {
    fn words(&self, lang: Lang) -> String;
}

macro_rules! worded {
    ($($t:ty),*) => {$(
        impl WordedError for $t {
            fn words(&self, lang: Lang) -> String {
                self.text(lang)
            }
        }
    )*};
}
worded!(
    xiangqi::Error,
    shogi::Error,
    longphuong::Error,
    oanquan::Error
);

fn json<T: serde::Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("records serialize")
}

fn not_a_record(e: serde_json::Error) -> (String, String) {
    (
        format!("not a record: {e}"),
        format!("không phải bản ghi: {e}"),
    )
}

/// The verbs every game's engine has in the same words.
macro_rules! same_verbs {
    ($game:ident, $adapter:ident) => {
        fn is_over(&self) -> bool {
            self.0.outcome().is_some()
        }
        fn play_text(&mut self, text: &str) -> Result<(), (String, String)> {
            self.0.play_text(text).map(|_| ()).map_err(words)
        }
        fn last_move_words(&self, lang: Lang) -> Option<String> {
            self.0.last_move_spoken(lang).map(|spoken| spoken.words)
        }
        fn undo(&mut self) -> bool {
            self.0.undo().is_ok()
        }
        fn redo(&mut self) -> bool {
            self.0.redo().is_ok()
        }
        fn at_ply(&self, ply: usize) -> Option<Self> {
            self.0.at_ply(ply).map($adapter)
        }
        fn lose_on_time(&mut self) -> bool {
            self.0.lose_on_time().is_ok()
        }
        fn record(&self) -> Value {
            json(&self.0.record())
        }
        fn from_record(record: Value) -> Result<Self, (String, String)> {
            let record: $game::GameRecord = serde_json::from_value(record).map_err(not_a_record)?;
            $game::Game::from_record(&record)
                .map($adapter)
                .map_err(words)
        }
    };
}

/// The verbs of the two games whose positions hash and whose games start
/// from a position with table options and a first player; their texts:
/// the position's (`$position`) and a move's (`$move`).
macro_rules! table_game_verbs {
    ($game:ident, $adapter:ident, $position:ident, $move:ident) => {
        const NAME: &'static str = stringify!($game);
        fn position_text(&self) -> String {
            self.0.position().$position()
        }
        fn move_texts(&self) -> Vec<String> {
            self.0.legal_moves().iter().map(|m| m.$move()).collect()
        }
        fn from_position(text: &str) -> Result<Self, (String, String)> {
            let pos = $game::Position::from_text_or_start(text).map_err(words)?;
            Ok($adapter($game::Game::from_position(
                pos,
                Default::default(),
                0,
            )))
        }
        fn hash(&self) -> u64 {
            self.0.position().hash()
        }
        fn agree_draw(&mut self) -> bool {
            self.0.agree_draw().is_ok()
        }
    };
}

pub struct Xiangqi(xiangqi::Game);

impl Fuzzed for Xiangqi {
    fn start(rng: &mut Rng) -> Self {
        let options = xiangqi::TableOptions {
            seed: Some(rng.next_u64()),
            touch_move: rng.coin(),
            ..Default::default()
        };
        Xiangqi(xiangqi::Game::new(options))
    }
    fn notations_of(&self, text: &str) -> Vec<String> {
        let pos = self.0.position();
        let notations = [
            xiangqi::Notation::Iccs,
            xiangqi::Notation::Wxf,
            xiangqi::Notation::Vietnamese,
        ];
        pos.parse_move(text)
            .map(|m| notations.map(|n| pos.move_text(m, n)).to_vec())
            .unwrap_or_default()
    }
    fn record_texts(&self) -> Vec<String> {
        [xiangqi::PgnMoves::Iccs, xiangqi::PgnMoves::Wxf]
            .map(|form| self.0.to_pgn(["Đỏ", "Black \"2\""], form, Lang::Vi))
            .to_vec()
    }
    fn from_record_text(text: &str) -> Option<Result<Self, (String, String)>> {
        Some(
            xiangqi::read_pgn(text)
                .map(|r| Xiangqi(r.game))
                .map_err(words),
        )
    }
    same_verbs!(xiangqi, Xiangqi);
    table_game_verbs!(xiangqi, Xiangqi, fen, iccs);
}

pub struct Shogi(shogi::Game);

impl Fuzzed for Shogi {
    fn start(rng: &mut Rng) -> Self {
        let options = shogi::GameOptions {
            seed: Some(rng.next_u64()),
            ..Default::default()
        };
        Shogi(shogi::Game::new(options))
    }
    fn notations_of(&self, text: &str) -> Vec<String> {
        let pos = self.0.position();
        let last = self.0.last_destination();
        let notations = [
            shogi::Notation::Usi,
            shogi::Notation::Western,
            shogi::Notation::Japanese,
        ];
        pos.parse_move(text, last)
            .map(|m| notations.map(|n| pos.move_text(m, n, last)).to_vec())
            .unwrap_or_default()
    }
    same_verbs!(shogi, Shogi);
    table_game_verbs!(shogi, Shogi, sfen, usi);
    fn record_texts(&self) -> Vec<String> {
        let moves: Vec<String> = self.0.moves().map(|m| m.usi()).collect();
        vec![
            self.0.to_kif(["先手", "Gote"]),
            self.0.to_ki2(["先手", "Gote"]),
            self.0.to_csa(["Sente", "後手"]),
            format!(
                "position sfen {} moves {}",
                self.0.start_position().sfen(),
                moves.join(" ")
            ),
        ]
    }
    fn from_record_text(text: &str) -> Option<Result<Self, (String, String)>> {
        Some(
            shogi::read_record(text)
                .map(|(g, _)| Shogi(g))
                .map_err(words),
        )
    }
}

pub struct LongPhuong(longphuong::Game);

impl Fuzzed for LongPhuong {
    const NAME: &'static str = "longphuong";
    fn start(rng: &mut Rng) -> Self {
        // Not formal: the checks take moves back.
        let _ = rng;
        LongPhuong(longphuong::Game::new(false))
    }
    fn from_position(text: &str) -> Result<Self, (String, String)> {
        let pos = longphuong::Position::from_text_or_start(text).map_err(words)?;
        Ok(LongPhuong(longphuong::Game::from_position(pos, false)))
    }
    fn position_text(&self) -> String {
        self.0.position().text()
    }
    fn hash(&self) -> u64 {
        self.0.position().hash()
    }
    fn move_texts(&self) -> Vec<String> {
        self.0.legal_moves().iter().map(|m| m.text()).collect()
    }
    same_verbs!(longphuong, LongPhuong);
    fn agree_draw(&mut self) -> bool {
        self.0.agree_draw().is_ok()
    }
}

pub struct OAnQuan(oanquan::Game);

impl OAnQuan {
    fn random_options(rng: &mut Rng) -> oanquan::Options {
        let mut options = oanquan::Options::default();
        for name in oanquan::Options::NAMES {
            if rng.below(3) == 0 {
                let value = *pick(
                    rng,
                    &[
                        "on",
                        "off",
                        "5",
                        "10",
                        "borrow",
                        "go_negative",
                        "lose_the_game",
                    ],
                );
                let _ = options.set(&format!("{name}={value}"));
            }
        }
        options
    }
}

impl Fuzzed for OAnQuan {
    const NAME: &'static str = "oanquan";
    fn start(rng: &mut Rng) -> Self {
        let options = OAnQuan::random_options(rng);
        OAnQuan(oanquan::Game::drawn(options, Some(rng.next_u64())))
    }
    fn from_position(text: &str) -> Result<Self, (String, String)> {
        let options = oanquan::Options::default();
        let pos = oanquan::Position::from_text_or_start(text, &options).map_err(words)?;
        Ok(OAnQuan(oanquan::Game::from_position(pos, options)))
    }
    fn position_text(&self) -> String {
        self.0.position().text()
    }
    fn hash(&self) -> u64 {
        // No Zobrist hash here: the text is the whole position.
        self.position_text()
            .bytes()
            .fold(0xcbf2_9ce4_8422_2325, |h, b| {
                (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
            })
    }
    fn move_texts(&self) -> Vec<String> {
        self.0.legal_moves().iter().map(|m| m.text()).collect()
    }
    same_verbs!(oanquan, OAnQuan);
    fn conserved(&self) -> Option<i64> {
        Some(self.0.position().total_value(self.0.options()) as i64)
    }
    /// Rings with piles of 100 to 300 citizens, South's store below zero
    /// so that the set still adds up (50 citizens, both mandarins on the
    /// ring): around the 255-stone bound, both sides of it.
    fn extreme_positions(rng: &mut Rng) -> Vec<String> {
        (0..40)
            .map(|_| {
                let mut counts = [0i64; 12];
                for c in counts.iter_mut() {
                    *c = match rng.below(4) {
                        0 => 100 + rng.below(200) as i64,
                        _ => rng.below(6) as i64,
                    };
                }
                let ring: Vec<String> = counts
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        if i % 6 == 0 {
                            format!("{c}M")
                        } else {
                            c.to_string()
                        }
                    })
                    .collect();
                let south = 50 - counts.iter().sum::<i64>();
                let side = if rng.coin() { "s" } else { "n" };
                format!("{} {side} {south}+0-0 0+0-0", ring.join(","))
            })
            .collect()
    }
}
