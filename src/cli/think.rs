//! `rulebook think <game> <position|startpos> [--moves m1 m2 …]
//! [--depth N | --nodes N | --movetime MS] [--level L]
//! [--option name=value]…`: the computer player's search, one `info` line
//! per finished iteration (`info depth D score cp X|mate N nodes N pv …`),
//! then `bestmove <move>` in the game's move text (`bestmove (none)` when
//! the side to move has no legal move). Without a limit or a level it plays
//! at level 8. Options: `seed=N` (the lower levels' choice among close
//! moves; 0 by default) and `hash=MB` (the transposition table, 16 MB by
//! default); any other `name=value` is a house rule of a game that takes
//! them, as its other commands read them. The games it plays are the
//! registry's ([`Kind::thinks`](crate::games::registry::Kind::thinks)).

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use crate::ai::{Level, Settings};
use crate::games;

const DEFAULT_TABLE_MB: usize = 16;
/// A transposition table larger than this is refused (it is allocated at once).
const MAX_TABLE_MB: usize = 4096;

/// What follows `think <game> <position>`.
#[derive(Default)]
struct Request {
    moves: Vec<String>,
    depth: Option<u32>,
    nodes: Option<u64>,
    movetime_ms: Option<u64>,
    level: Option<Level>,
    seed: u64,
    table_mb: Option<usize>,
    /// `name=value` options other than think's own.
    house_rules: Vec<String>,
}

fn number<T: std::str::FromStr>(flag: &str, value: Option<&String>) -> Result<T, String> {
    let value = value.ok_or_else(|| format!("{flag} needs a whole number after it"))?;
    value
        .parse()
        .map_err(|_| format!("{flag}: '{value}' is not a whole number in range"))
}

fn parse(args: &[String]) -> Result<Request, String> {
    let mut request = Request::default();
    let mut args = args.iter().peekable();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--moves" => {
                while let Some(m) = args.next_if(|a| !a.starts_with("--")) {
                    request.moves.push(m.clone());
                }
            }
            "--depth" => {
                let depth: u32 = number(arg, args.next())?;
                if depth == 0 || depth as usize > crate::ai::MAX_PLY / 2 {
                    return Err(format!(
                        "--depth {depth}: give a depth from 1 to {}",
                        crate::ai::MAX_PLY / 2
                    ));
                }
                request.depth = Some(depth);
            }
            "--nodes" => request.nodes = Some(number(arg, args.next())?),
            "--movetime" => request.movetime_ms = Some(number(arg, args.next())?),
            "--level" => {
                let n: u32 = number(arg, args.next())?;
                request.level =
                    Some(Level::new(n).ok_or_else(|| format!("--level {n}: levels are 1 to 8"))?);
            }
            "--option" => {
                let option = args
                    .next()
                    .ok_or("--option needs name=value after it, like --option seed=7")?;
                match option.split_once('=') {
                    Some(("seed", v)) => request.seed = number("--option seed", Some(&v.into()))?,
                    Some(("hash", v)) => {
                        let mb: usize = number("--option hash", Some(&v.into()))?;
                        if mb == 0 || mb > MAX_TABLE_MB {
                            return Err(format!("--option hash={mb}: give 1 to {MAX_TABLE_MB} MB"));
                        }
                        request.table_mb = Some(mb);
                    }
                    Some(_) => request.house_rules.push(option.clone()),
                    None => {
                        return Err(format!(
                            "--option {option}: think's options are seed=N and hash=MB"
                        ))
                    }
                }
            }
            other => {
                return Err(format!(
                    "rulebook think: unexpected '{other}' (moves follow --moves)"
                ))
            }
        }
    }
    Ok(request)
}

/// `think`'s line of the usage.
pub(super) fn usage() -> String {
    let games: Vec<_> = games::GAMES
        .iter()
        .filter(|g| g.thinks())
        .map(|g| g.name())
        .collect();
    format!(
        "rulebook think <{}> <position|startpos> [--moves m...] [--depth N | --nodes N | --movetime MS] [--level 1-8] [--option name=value]",
        games.join("|")
    )
}

/// Runs `think` (the arguments after it), giving each `info` line to
/// `line` as it comes; answers the `bestmove` line.
pub fn run(args: &[String], line: &mut dyn FnMut(String)) -> Result<String, String> {
    let (game, rest) = args
        .split_first()
        .ok_or_else(|| format!("rulebook think: name a game ({})", games::names()))?;
    let kind = games::find(game)
        .ok_or_else(|| format!("unknown game '{game}' (known: {})", games::names()))?;
    let (position, rest) = rest
        .split_first()
        .ok_or_else(|| format!("rulebook think {game}: give a position or startpos"))?;
    let request = parse(rest)?;
    let mut thinker = kind.thinker(
        position,
        &request.house_rules,
        &request.moves,
        request.table_mb.unwrap_or(DEFAULT_TABLE_MB),
    )?;
    let limited =
        request.depth.is_some() || request.nodes.is_some() || request.movetime_ms.is_some();
    let level = request.level.unwrap_or(Level::MAX);
    let mut settings: Settings = level.settings(thinker.levels(), request.seed);
    if limited {
        settings.limits.depth = request.depth;
        settings.limits.nodes = request.nodes;
        settings.limits.movetime_ms = request.movetime_ms;
    }
    let began = Instant::now();
    let clock = move || began.elapsed().as_millis() as u64;
    let stop = AtomicBool::new(false);
    Ok(thinker.think(&settings, &clock, &stop, line))
}
