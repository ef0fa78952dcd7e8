//! `go …`: what the GUI asks of one search, and the search settings that
//! follow from it, the level and the clocks.

use crate::ai::{Level, Levels, Settings, MAX_PLY};

use super::clock::TimeControl;

/// A `go` command's fields (those both protocols share; USI's `byoyomi`,
/// UCI's `movestogo`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Go {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime_ms: Option<u64>,
    /// Search until `stop`, however soon the search is done.
    pub infinite: bool,
    /// Search the GUI's guess of the reply until `ponderhit` or `stop`,
    /// the clock not running meanwhile.
    pub ponder: bool,
    pub mate: Option<u64>,
    /// `btime`/`binc` and `wtime`/`winc`: the time fields are named by the
    /// letter the position text gives the side to move (`b` sente in
    /// shogi, `w` red in Cờ tướng).
    pub b_time: Option<u64>,
    pub w_time: Option<u64>,
    pub b_inc: Option<u64>,
    pub w_inc: Option<u64>,
    pub byoyomi: Option<u64>,
    pub moves_to_go: Option<u64>,
}

/// The keywords that start a field of `go` (so `searchmoves` knows where
/// its list ends).
const KEYWORDS: [&str; 15] = [
    "depth",
    "nodes",
    "movetime",
    "infinite",
    "ponder",
    "mate",
    "btime",
    "wtime",
    "binc",
    "winc",
    "byoyomi",
    "movestogo",
    "searchmoves",
    "perft",
    "wait",
];

impl Go {
    /// Reads the words after `go`. What it cannot read is said to `warn`
    /// and left out: a `go` is always answered with a move.
    pub fn parse(words: &[&str], warn: &mut dyn FnMut(String)) -> Go {
        let mut go = Go::default();
        let mut words = words.iter().copied().peekable();
        while let Some(word) = words.next() {
            match word {
                "infinite" => go.infinite = true,
                "ponder" => go.ponder = true,
                "searchmoves" => {
                    while words.next_if(|w| !KEYWORDS.contains(w)).is_some() {}
                    warn("go searchmoves is not supported: every move is searched".into());
                }
                "depth" | "nodes" | "movetime" | "mate" | "btime" | "wtime" | "binc" | "winc"
                | "byoyomi" | "movestogo" => {
                    let Some(value) = words.next_if(|w| !KEYWORDS.contains(w)) else {
                        warn(format!("go {word}: a number must follow; ignored"));
                        continue;
                    };
                    // A clock may run below zero in some GUIs: read it as 0.
                    let number = match value.parse::<i64>() {
                        Ok(n) => n.max(0) as u64,
                        Err(_)
                            if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) =>
                        {
                            u64::MAX
                        }
                        Err(_) => {
                            warn(format!("go {word} '{value}': not a whole number; ignored"));
                            continue;
                        }
                    };
                    let field = match word {
                        "depth" => {
                            let deepest = MAX_PLY as u64 / 2;
                            go.depth = Some(number.clamp(1, deepest) as u32);
                            continue;
                        }
                        "nodes" => &mut go.nodes,
                        "movetime" => &mut go.movetime_ms,
                        "mate" => &mut go.mate,
                        "btime" => &mut go.b_time,
                        "wtime" => &mut go.w_time,
                        "binc" => &mut go.b_inc,
                        "winc" => &mut go.w_inc,
                        "byoyomi" => &mut go.byoyomi,
                        _ => &mut go.moves_to_go,
                    };
                    *field = Some(number);
                }
                other => warn(format!("go: unknown field '{other}'; ignored")),
            }
        }
        go
    }

    /// The clock of the side to move (`side` is its letter, `b` or `w`),
    /// if the GUI gave one.
    fn time_control(&self, side: char) -> Option<TimeControl> {
        let (time, inc) = if side == 'b' {
            (self.b_time, self.b_inc)
        } else {
            (self.w_time, self.w_inc)
        };
        // No field, or every one 0 (some GUIs' way to say "no clock"):
        // the level's own limits.
        if [time, inc, self.byoyomi]
            .iter()
            .all(|f| f.unwrap_or(0) == 0)
        {
            return None;
        }
        Some(TimeControl {
            remaining_ms: time.unwrap_or(0),
            increment_ms: inc.unwrap_or(0),
            byoyomi_ms: self.byoyomi.unwrap_or(0),
            moves_to_go: self.moves_to_go,
        })
    }

    /// How to search: the level's settings (as `rulebook think`); `depth`,
    /// `nodes`, `movetime` (and `mate`, as a depth) in place of the level's
    /// limits, as `think` takes them; `infinite` with no limit at all. The
    /// clocks, when given, cap the time: level 8 (full strength) takes the
    /// whole budget, the others their own limits within it.
    pub fn settings(
        &self,
        levels: &Levels,
        level: Level,
        seed: u64,
        side: char,
        overhead_ms: u64,
    ) -> Settings {
        let mut settings = level.settings(levels, seed);
        let depth = self.depth.or(self
            .mate
            .map(|n| (n.saturating_mul(2).clamp(1, MAX_PLY as u64 / 2)) as u32));
        if self.infinite {
            settings.limits = Default::default();
            settings.limits.depth = depth;
            settings.limits.nodes = self.nodes;
            return settings;
        }
        let explicit = depth.is_some() || self.nodes.is_some() || self.movetime_ms.is_some();
        if explicit {
            settings.limits.depth = depth;
            settings.limits.nodes = self.nodes;
            settings.limits.movetime_ms = self.movetime_ms;
        }
        if let Some(control) = self.time_control(side) {
            let budget = control.budget_ms(overhead_ms);
            let own = settings.limits.movetime_ms;
            settings.limits.movetime_ms = Some(match own {
                Some(ms) if explicit || level != Level::MAX => ms.min(budget),
                _ => budget,
            });
        }
        settings
    }
}

#[cfg(test)]
mod tests {
    use super::Go;
    use crate::ai::{Level, LevelRow, Levels, FIRST_TWO, FULL_STRENGTH};

    /// Levels as a game might have them, one of them by time.
    const LEVELS: Levels = [
        FIRST_TWO[0],
        FIRST_TWO[1],
        LevelRow::depth(3, 100).within(50_000),
        LevelRow::depth(4, 50).within(150_000),
        LevelRow::depth(6, 20).within(400_000),
        LevelRow::time(200),
        LevelRow::nodes(1_000_000),
        FULL_STRENGTH,
    ];

    fn parse(text: &str) -> (Go, Vec<String>) {
        let mut warnings = Vec::new();
        let words: Vec<&str> = text.split_whitespace().collect();
        let go = Go::parse(&words, &mut |w| warnings.push(w));
        (go, warnings)
    }

    #[test]
    fn reads_every_field_and_warns_of_the_rest() {
        let (go, warnings) = parse("btime 1000 wtime -5 byoyomi 3000 depth 99999 nodes x searchmoves 7g7f 2g2f movestogo 5 bogus");
        assert_eq!(go.b_time, Some(1000));
        assert_eq!(go.w_time, Some(0));
        assert_eq!(go.byoyomi, Some(3000));
        assert_eq!(go.depth, Some(64));
        assert_eq!(go.nodes, None);
        assert_eq!(go.moves_to_go, Some(5));
        assert_eq!(warnings.len(), 3, "{warnings:?}");
    }

    #[test]
    fn the_clock_of_the_side_to_move_caps_the_time() {
        let (go, _) = parse("btime 60000 wtime 1000 byoyomi 0");
        let sente = go.settings(&LEVELS, Level::MAX, 0, 'b', 0);
        assert_eq!(sente.limits.movetime_ms, Some(2000));
        let gote = go.settings(&LEVELS, Level::MAX, 0, 'w', 0);
        assert_eq!(gote.limits.movetime_ms, Some(33));
        // Level 1 keeps its depth, within the clock.
        let weak = go.settings(&LEVELS, Level::new(1).unwrap(), 0, 'w', 0);
        assert_eq!(weak.limits.depth, Some(1));
        assert_eq!(weak.limits.movetime_ms, Some(33));
        // A level by time takes the smaller of its time and the clock's; one
        // by nodes keeps its nodes, within the clock.
        let level6 = go.settings(&LEVELS, Level::new(6).unwrap(), 0, 'b', 0);
        assert_eq!(level6.limits.movetime_ms, Some(200));
        let level7 = go.settings(&LEVELS, Level::new(7).unwrap(), 0, 'w', 0);
        assert_eq!(level7.limits.nodes, Some(1_000_000));
        assert_eq!(level7.limits.movetime_ms, Some(33));
        // Without clocks, a level plays as `rulebook think --level`.
        for level in [6, 7].map(|n| Level::new(n).unwrap()) {
            for no_clock in ["", "btime 0 wtime 0 byoyomi 0"] {
                let (plain, _) = parse(no_clock);
                assert_eq!(
                    plain.settings(&LEVELS, level, 3, 'b', 0),
                    level.settings(&LEVELS, 3)
                );
            }
        }
    }
}
