//! The `rulebook` command line: a public contract whose output forms are read
//! by checks outside the project.
//!
//! ```text
//! rulebook perft <game> <position|startpos> <depth>   node count alone
//! rulebook moves <game> <position|startpos> [--notation ...]
//!                                                     legal moves, sorted
//! rulebook play  <game> <position|startpos> <move>... resulting position,
//!                                                     then `result ...` if over
//! rulebook score 121 CARD×6 [--indicator CARD] [--revealed CARD,...]
//!                [--locked N] [--nhat-ban] [--dealer] [--self-drawn]
//!                [--last-card]                        the hand's worth, JSON
//! rulebook deal 121 [--seed N]                        a deal, JSON
//! rulebook bench 121 <score|rounds> N                 a checksum of a fixed
//!                                                     workload, for timing
//! ```
//! Errors: one line on stderr, exit status 2.
//!
//! The commands live in the library (not in `src/bin`) so that tests and the
//! fuzzing suite run them in-process.

use crate::games::{card121, longphuong, oanquan, shogi, xiangqi};

const USAGE: &str = "usage: rulebook perft <game> <position|startpos> <depth>\n       rulebook moves <game> <position|startpos> [--notation <name>]\n       rulebook play <game> <position|startpos> <move>...\ngames: xiangqi (notations iccs, wxf, vi), shogi (usi, western, japanese), longphuong, oanquan (--option name=value)";

const GAMES: &str = "xiangqi, shogi, longphuong, oanquan";

/// The arguments as text: an argument that is not UTF-8 (a file name in
/// another encoding, say) is refused, naming its place, rather than read
/// lossily into a different move or position.
pub fn text_args(
    args: impl IntoIterator<Item = std::ffi::OsString>,
) -> Result<Vec<String>, String> {
    args.into_iter()
        .enumerate()
        .map(|(i, arg)| {
            arg.into_string().map_err(|raw| {
                format!(
                    "argument {} ({}) is not UTF-8 text; positions and moves are written in UTF-8",
                    i + 1,
                    raw.to_string_lossy()
                )
            })
        })
        .collect()
}

/// Runs one command line (the arguments after the program name): the
/// lines for stdout, or the one-line error for stderr (exit status 2).
pub fn run(args: &[String]) -> Result<Vec<String>, String> {
    let (command, rest) = args.split_first().ok_or_else(|| USAGE.replace('\n', " "))?;
    let (game, rest) = rest
        .split_first()
        .ok_or_else(|| format!("rulebook {command}: name a game ({GAMES})"))?;
    if game == "121" {
        return card121_command(command, rest);
    }
    if !["xiangqi", "shogi", "longphuong", "oanquan"].contains(&game.as_str()) {
        return Err(format!("unknown game '{game}' (known: {GAMES})"));
    }
    let (position, rest) = rest
        .split_first()
        .ok_or_else(|| format!("rulebook {command} {game}: give a position or startpos"))?;
    match (command.as_str(), game.as_str()) {
        ("moves", "shogi") => shogi_moves(position, rest),
        ("play", "shogi") => shogi_play(position, rest),
        ("moves", "longphuong") => longphuong_moves(position, rest),
        ("play", "longphuong") => longphuong_play(position, rest),
        ("moves", "oanquan") => oanquan_moves(position, rest),
        ("play", "oanquan") => oanquan_play(position, rest),
        ("perft", "oanquan") => {
            Err("rulebook perft: Ô ăn quan has no perft; use moves or play".into())
        }
        ("perft", _) => {
            let depth = match rest {
                // A number past u32 is still a depth, refused as too deep.
                [d] if !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()) => {
                    d.parse::<u32>().map_err(|_| crate::perft_too_deep(d))?
                }
                [d] => return Err(format!("'{d}' is not a depth (a whole number)")),
                _ => return Err("rulebook perft: give exactly one depth after the position".into()),
            };
            let nodes = crate::perft(game, position, depth)?;
            Ok(vec![nodes.to_string()])
        }
        ("moves", _) => {
            // `--notation wxf|vi` adds each move's text after its ICCS form.
            let notation = notation_flag(rest, xiangqi::Notation::parse, "iccs|wxf|vi")?;
            let pos = xiangqi::Position::from_text_or_start(position).map_err(|e| e.to_string())?;
            let mut moves: Vec<xiangqi::Move> = pos.legal_moves().to_vec();
            moves.sort_by_key(|m| m.iccs());
            Ok(moves
                .into_iter()
                .map(|m| match notation {
                    Some(n) => format!("{} {}", m.iccs(), pos.move_text(m, n)),
                    None => m.iccs(),
                })
                .collect())
        }
        ("play", _) => {
            let pos = xiangqi::Position::from_text_or_start(position).map_err(|e| e.to_string())?;
            let options = xiangqi::TableOptions {
                seed: Some(0),
                ..Default::default()
            };
            let mut game = xiangqi::Game::from_position(pos, options, 0);
            for (i, text) in rest.iter().enumerate() {
                game.play_text(text)
                    .map_err(|e| format!("move {}: {e}", i + 1))?;
            }
            let mut lines = vec![game.position().fen()];
            if let Some(outcome) = game.outcome() {
                let winner = outcome.winner.map_or("draw", xiangqi::side_id);
                lines.push(format!("result {winner} {}", outcome.reason));
            }
            Ok(lines)
        }
        (other, _) => Err(format!(
            "unknown command '{other}'; {}",
            USAGE.replace('\n', " ")
        )),
    }
}

/// `--notation <name>` after the position, or nothing.
fn notation_flag<N>(
    rest: &[String],
    parse: impl Fn(&str) -> Option<N>,
    names: &str,
) -> Result<Option<N>, String> {
    match rest {
        [] => Ok(None),
        [flag, name] if flag == "--notation" => parse(name)
            .map(Some)
            .ok_or_else(|| format!("'{name}' is not a notation ({names})")),
        _ => Err(format!(
            "rulebook moves: only --notation <{names}> may follow the position"
        )),
    }
}

fn shogi_moves(position: &str, rest: &[String]) -> Result<Vec<String>, String> {
    let notation = notation_flag(rest, shogi::Notation::parse, "usi|western|japanese")?;
    let pos = shogi::Position::from_text_or_start(position).map_err(|e| e.to_string())?;
    let mut moves: Vec<(String, shogi::Move)> =
        pos.legal_moves().iter().map(|&m| (m.usi(), m)).collect();
    moves.sort();
    Ok(moves
        .into_iter()
        .map(|(usi, m)| match notation {
            Some(n) => format!("{usi} {}", pos.move_text(m, n, None)),
            None => usi,
        })
        .collect())
}

fn shogi_play(position: &str, moves: &[String]) -> Result<Vec<String>, String> {
    let pos = shogi::Position::from_text_or_start(position).map_err(|e| e.to_string())?;
    let mut game = shogi::Game::from_position(pos, shogi::GameOptions::default(), 0);
    for (i, text) in moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
    }
    let mut lines = vec![game.position().sfen()];
    if let Some(outcome) = game.outcome() {
        let winner = outcome.winner.map_or("draw", shogi::side_id);
        lines.push(format!("result {winner} {}", outcome.reason));
    }
    Ok(lines)
}

fn longphuong_moves(position: &str, rest: &[String]) -> Result<Vec<String>, String> {
    if !rest.is_empty() {
        return Err("rulebook moves longphuong: nothing may follow the position".into());
    }
    let pos = longphuong::Position::from_text_or_start(position).map_err(|e| e.to_string())?;
    let mut texts: Vec<String> = pos.legal_moves().iter().map(|m| m.text()).collect();
    texts.sort();
    Ok(texts)
}

fn longphuong_play(position: &str, moves: &[String]) -> Result<Vec<String>, String> {
    let pos = longphuong::Position::from_text_or_start(position).map_err(|e| e.to_string())?;
    let mut game = longphuong::Game::from_position(pos, false);
    for (i, text) in moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
    }
    let mut lines = vec![game.position().text()];
    if let Some(outcome) = game.outcome() {
        let winner = outcome.winner.map_or("draw", longphuong::side_id);
        lines.push(format!("result {winner} {}", outcome.reason));
    }
    Ok(lines)
}

/// Splits `--option name=value` pairs from the other arguments.
fn oanquan_options(args: &[String]) -> Result<(oanquan::Options, Vec<String>), String> {
    let mut options = oanquan::Options::default();
    let mut rest = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if arg == "--option" {
            let setting = args
                .next()
                .ok_or("--option needs name=value after it, like --option mandarin_value=5")?;
            options
                .set(setting)
                .map_err(|e| e.text(crate::core::Lang::En))?;
        } else {
            rest.push(arg.clone());
        }
    }
    Ok((options, rest))
}

fn oanquan_moves(position: &str, rest: &[String]) -> Result<Vec<String>, String> {
    let (options, extra) = oanquan_options(rest)?;
    if let Some(arg) = extra.first() {
        return Err(format!("rulebook moves oanquan: unexpected '{arg}' (only --option name=value may follow the position)"));
    }
    let pos =
        oanquan::Position::from_text_or_start(position, &options).map_err(|e| e.to_string())?;
    let game = oanquan::Game::from_position(pos, options);
    let mut texts: Vec<String> = game.legal_moves().iter().map(|m| m.text()).collect();
    texts.sort();
    Ok(texts)
}

fn oanquan_play(position: &str, rest: &[String]) -> Result<Vec<String>, String> {
    let (options, moves) = oanquan_options(rest)?;
    let pos =
        oanquan::Position::from_text_or_start(position, &options).map_err(|e| e.to_string())?;
    let mut game = oanquan::Game::from_position(pos, options);
    for (i, text) in moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
    }
    let [south, north] = game.scores();
    let mut lines = vec![game.position().text(), format!("scores {south} {north}")];
    if let Some(outcome) = game.outcome() {
        let winner = outcome.winner.map_or("draw", oanquan::side_id);
        lines.push(format!("result {winner} {}", outcome.reason));
    }
    Ok(lines)
}

// ---- 121: `score` and `deal`, one line of JSON each ----

/// A JSON string.
fn json_str(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json_list(items: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", items.into_iter().collect::<Vec<_>>().join(","))
}

fn json_cards(cards: &[card121::Card]) -> String {
    json_list(cards.iter().map(|c| json_str(&c.text())))
}

fn card121_command(command: &str, rest: &[String]) -> Result<Vec<String>, String> {
    match command {
        "score" => card121_score(rest),
        "deal" => card121_deal(rest),
        "bench" => card121_bench(rest),
        other => Err(format!(
            "rulebook {other} 121: 121 has only the commands score, deal and bench"
        )),
    }
}

/// `rulebook score 121 CARD×6 [flags]`.
fn card121_score(args: &[String]) -> Result<Vec<String>, String> {
    use crate::core::Lang;
    let err = |e: card121::Error| e.text(Lang::En);
    let mut cards = Vec::new();
    let mut situation = card121::Situation::default();
    let mut seen: Vec<&str> = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if !arg.starts_with("--") {
            cards.push(card121::parse_card(arg).map_err(err)?);
            continue;
        }
        if seen.contains(&arg.as_str()) {
            return Err(format!("{arg} is given twice"));
        }
        seen.push(arg);
        let mut value = || {
            args.next()
                .ok_or_else(|| format!("{arg} needs a value after it"))
        };
        match arg.as_str() {
            "--indicator" => {
                situation.indicator = Some(card121::parse_card(value()?).map_err(err)?);
            }
            "--revealed" => {
                let list = value()?;
                if !list.is_empty() {
                    for text in list.split(',') {
                        situation
                            .revealed
                            .push(card121::parse_card(text).map_err(err)?);
                    }
                }
            }
            "--locked" => {
                let n = value()?;
                situation.locked = n
                    .parse::<u8>()
                    .map_err(|_| format!("'{n}' is not a number of locked cards (0 to 6)"))?;
            }
            "--nhat-ban" => situation.nhat_ban = true,
            "--dealer" => situation.dealer = true,
            "--self-drawn" => situation.self_drawn = true,
            "--last-card" => situation.last_card = true,
            _ => return Err(format!(
                "unknown option '{arg}' (--indicator CARD, --revealed CARD,..., --locked N, --nhat-ban, --dealer, --self-drawn, --last-card)"
            )),
        }
    }
    let score = card121::score(&cards, &situation).map_err(err)?;
    Ok(vec![card121_score_json(&score)])
}

fn card121_score_json(score: &card121::Score) -> String {
    use crate::core::Lang;
    use card121::{Kind, Seat};
    let vi = Lang::Vi;
    let the = score
        .pattern
        .map_or("null".to_string(), |p| json_str(p.name(vi)));
    let the_en = score
        .pattern
        .map_or("null".to_string(), |p| json_str(p.name(Lang::En)));
    let bonuses = json_list(score.bonuses.iter().map(|b| json_str(b.name(vi))));
    let refusal = score
        .refusal
        .map_or("null".to_string(), |r| json_str(r.code()));
    // Seen from the declarer, who sits at #1 here: next, opposite, previous.
    let me = Seat::new(1).expect("seat #1");
    let changes = if score.win() {
        card121::win_payments(me, score.total())
    } else {
        card121::den_payments(me)
    };
    let payments = format!(
        "{{\"declarer\":{},\"next\":{},\"opposite\":{},\"previous\":{}}}",
        changes[0], changes[1], changes[2], changes[3]
    );
    let groups = json_list(score.groups.iter().map(|g| {
        format!(
            "{{\"group\":{},\"group_en\":{},\"cards\":{}}}",
            json_str(&g.form.text(vi)),
            json_str(&g.form.text(Lang::En)),
            json_cards(&g.cards)
        )
    }));
    let bonus_why = json_list(score.bonuses.iter().map(|b| {
        format!(
            "{{\"bonus\":{},\"bonus_en\":{},\"why\":{}}}",
            json_str(b.name(vi)),
            json_str(b.name(Lang::En)),
            json_str(b.reason(Lang::En))
        )
    }));
    let indicators = json_list(score.indicator_points.iter().map(|i| {
        let by = match i.by {
            Kind::Suit => "suit",
            Kind::Figure => "figure",
        };
        format!(
            "{{\"indicator\":{},\"role\":{},\"by\":{},\"held_by\":{},\"why\":{}}}",
            json_str(&i.indicator.text()),
            json_str(&i.role.name(vi)),
            json_str(by),
            json_cards(&i.held_by),
            json_str(&i.text(Lang::En))
        )
    }));
    let barred_indicators = score
        .indicators_barred
        .map_or("null".to_string(), |b| json_str(b.text(Lang::En)));
    let also = json_list(score.also.iter().map(|p| {
        format!(
            "{{\"the\":{},\"points\":{}}}",
            json_str(p.name(vi)),
            p.points()
        )
    }));
    let barred = json_list(score.barred.iter().map(|p| json_str(p.name(vi))));
    let lines = json_list(score.lines(vi).iter().map(|l| json_str(l)));
    let lines_en = json_list(score.lines(Lang::En).iter().map(|l| json_str(l)));
    format!(
        "{{\"win\":{},\"complete\":{},\"the\":{the},\"the_en\":{the_en},\"the_points\":{},\"bonuses\":{bonuses},\"indicator_points\":{},\"total\":{},\"wins_match\":{},\"den\":{},\"refusal\":{refusal},\"payments\":{payments},\"hand\":{},\"explanation\":{{\"groups\":{groups},\"bonuses\":{bonus_why},\"indicators\":{indicators},\"indicators_barred\":{barred_indicators},\"also\":{also},\"barred\":{barred},\"lines\":{lines},\"lines_en\":{lines_en}}}}}",
        score.win(),
        score.complete,
        score.pattern_points(),
        score.indicator_points.len(),
        score.total(),
        score.wins_match(),
        !score.win(),
        json_cards(&score.hand),
    )
}

/// `rulebook bench 121 score N` (N random hands scored) or `rounds N` (N
/// bot rounds): the workload's checksum, for `./build.sh bench` to time.
fn card121_bench(args: &[String]) -> Result<Vec<String>, String> {
    let usage = || "rulebook bench 121: give score N or rounds N".to_string();
    let [kind, n] = args else {
        return Err(usage());
    };
    let n: u32 = n.parse().map_err(|_| usage())?;
    let sum = match kind.as_str() {
        "score" => card121::workload::score_random_hands(121, n),
        "rounds" => card121::workload::bot_rounds(121, n),
        _ => return Err(usage()),
    };
    Ok(vec![sum.to_string()])
}

/// `rulebook deal 121 [--seed N]`.
fn card121_deal(args: &[String]) -> Result<Vec<String>, String> {
    let seed = match args {
        [] => crate::core::Rng::from_entropy().next_u64(),
        [flag, n] if flag == "--seed" => n
            .parse::<u64>()
            .map_err(|_| format!("'{n}' is not a seed (a whole number)"))?,
        _ => return Err("rulebook deal 121: only --seed N may follow".into()),
    };
    let deal = card121::Deal::new(&mut crate::core::Rng::from_seed(seed));
    let hands = json_list(deal.hands.iter().map(|h| json_cards(h)));
    Ok(vec![format!(
        "{{\"seed\":{seed},\"hands\":{hands},\"indicator\":{},\"hidden\":{},\"deck\":{}}}",
        json_str(&deal.indicator.text()),
        json_cards(&deal.hidden),
        json_cards(&deal.deck)
    )])
}
