//! The rules pages' sources (www/rules/<game>.rules.html, the format of
//! tools/rules-pages.mjs) against the engine: every `<rulebook-board>` is
//! played through `games::find(game)` and its `run("play", …)`, as the
//! command line plays it. Its position must be valid, its moves legal, its
//! `ply` within them; each `data-refuse` move is refused with the words of
//! `data-because`; an exercise's `solution` is legal from the shown
//! position; `data-result`, `data-after` and `data-gives-check` hold, and
//! shogi's `data-impasse="<sente> <gote>"` (both kings in their zones, the
//! count's points), a mark of this checker beyond the format's. Every
//! `<vi>` is followed by its `<en>`, and every section ends with an
//! exercise. Prints per game the diagrams, exercises and refusals checked.
//!
//! The tag reader is a small one of its own: start tags with quoted,
//! unquoted or bare attributes, the entities a value may hold.

use std::collections::BTreeMap;

use rulebook::games;

/// One `<rulebook-board …>` start tag's attributes.
struct Board {
    attrs: BTreeMap<String, String>,
}

/// A source: its path (for messages) and text.
struct Source {
    path: String,
    text: String,
}

fn sources() -> Vec<Source> {
    let dir = format!("{}/www/rules", env!("CARGO_MANIFEST_DIR"));
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".rules.html"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| Source {
            text: std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display())),
            path: format!("www/rules/{}", p.file_name().unwrap().to_string_lossy()),
        })
        .collect()
}

fn line_of(text: &str, at: usize) -> usize {
    text[..at].bytes().filter(|&b| b == b'\n').count() + 1
}

/// The character references an attribute value may hold.
fn unescape(value: &str) -> String {
    value
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

/// The attributes of a start tag's inside (after its name, before `>`).
fn attributes(inside: &str) -> Result<BTreeMap<String, String>, String> {
    let mut attrs = BTreeMap::new();
    let mut rest = inside.trim_start();
    while !rest.is_empty() && rest != "/" {
        let name_end = rest
            .find(|c: char| c.is_whitespace() || c == '=' || c == '/')
            .unwrap_or(rest.len());
        let name = rest[..name_end].to_ascii_lowercase();
        if name.is_empty() {
            return Err(format!("cannot read the attributes at '{rest}'"));
        }
        rest = rest[name_end..].trim_start();
        let value = if let Some(after) = rest.strip_prefix('=') {
            let after = after.trim_start();
            let (value, tail) = match after.chars().next() {
                Some(q @ ('"' | '\'')) => {
                    let end = after[1..]
                        .find(q)
                        .ok_or_else(|| format!("attribute {name}: its quote is never closed"))?;
                    (&after[1..1 + end], &after[end + 2..])
                }
                _ => {
                    let end = after.find(char::is_whitespace).unwrap_or(after.len());
                    (&after[..end], &after[end..])
                }
            };
            rest = tail.trim_start();
            unescape(value)
        } else {
            String::new()
        };
        if attrs.insert(name.clone(), value).is_some() {
            return Err(format!("attribute {name} given twice"));
        }
    }
    Ok(attrs)
}

/// Every start tag named `name` of `text`: (offset, inside of the tag).
fn start_tags<'a>(text: &'a str, name: &str) -> Vec<(usize, &'a str)> {
    let open = format!("<{name}");
    let mut tags = Vec::new();
    let mut from = 0;
    while let Some(i) = text[from..].find(&open) {
        let at = from + i;
        let after = at + open.len();
        from = after;
        // `<section` but not `<sections`: the name ends at a space or `>`.
        if !text[after..].starts_with(|c: char| c.is_whitespace() || c == '>' || c == '/') {
            continue;
        }
        // A `>` inside a quoted value does not end the tag.
        let mut quote = None;
        let mut end = None;
        for (j, c) in text[after..].char_indices() {
            match (quote, c) {
                (None, '"' | '\'') => quote = Some(c),
                (Some(q), c) if c == q => quote = None,
                (None, '>') => {
                    end = Some(after + j);
                    break;
                }
                _ => {}
            }
        }
        let end = end.unwrap_or(text.len());
        tags.push((at, &text[after..end]));
    }
    tags
}

/// The vi/en pairing of a source: each `<vi>…</vi>` followed (whitespace
/// between) by `<en>…</en>`, no pair inside a pair.
fn pairing(source: &Source) -> Vec<String> {
    let text = &source.text;
    let mut problems = Vec::new();
    let mut tags = Vec::new();
    for tag in ["<vi>", "</vi>", "<en>", "</en>"] {
        tags.extend(text.match_indices(tag));
    }
    tags.sort();
    let mut expect = "<vi>";
    let mut last_end = 0;
    for (at, tag) in tags {
        let line = line_of(text, at);
        if tag != expect {
            problems.push(format!(
                "{}:{line}: {tag} where {expect} was expected (pairs are <vi>…</vi><en>…</en>, never nested)",
                source.path
            ));
            return problems;
        }
        if tag == "<en>" && !text[last_end..at].trim().is_empty() {
            problems.push(format!(
                "{}:{line}: text between </vi> and <en>",
                source.path
            ));
        }
        expect = match tag {
            "<vi>" => "</vi>",
            "</vi>" => "<en>",
            "<en>" => "</en>",
            _ => "<vi>",
        };
        last_end = at + tag.len();
    }
    if expect != "<vi>" {
        problems.push(format!(
            "{}: the last pair is not finished ({expect} missing)",
            source.path
        ));
    }
    problems
}

/// Each `<section>` holds an exercise (a board or cards in mode="exercise").
fn sections_end_with_exercises(source: &Source) -> Vec<String> {
    let text = &source.text;
    let mut problems = Vec::new();
    for (at, inside) in start_tags(text, "section") {
        let end = text[at..].find("</section>").map_or(text.len(), |e| at + e);
        let body = &text[at..end];
        let exercise = ["rulebook-board", "rulebook-cards"].iter().any(|name| {
            start_tags(body, name).iter().any(|(_, inside)| {
                attributes(inside)
                    .is_ok_and(|a| a.get("mode").map(String::as_str) == Some("exercise"))
            })
        });
        if !exercise {
            let id = attributes(inside)
                .ok()
                .and_then(|a| a.get("id").cloned())
                .unwrap_or_default();
            problems.push(format!(
                "{}:{}: section '{id}' has no exercise (mode=\"exercise\")",
                source.path,
                line_of(text, at)
            ));
        }
    }
    problems
}

fn words(value: Option<&String>) -> Vec<String> {
    value.map_or_else(Vec::new, |v| {
        v.split_whitespace().map(str::to_string).collect()
    })
}

/// `play` through the registry: the position, the moves, the house rules.
fn play(
    game: &str,
    position: &str,
    moves: &[String],
    options: &[String],
) -> Result<Vec<String>, String> {
    let mut args = vec![position.to_string()];
    for option in options {
        args.push("--option".into());
        args.push(option.clone());
    }
    args.extend(moves.iter().cloned());
    games::find(game).unwrap().run("play", &args)
}

/// Whether the side to move is in check in a position text.
fn in_check(game: &str, position: &str) -> Result<bool, String> {
    match game {
        "xiangqi" => games::xiangqi::Position::from_text_or_start(position)
            .map(|p| p.in_check())
            .map_err(|e| e.to_string()),
        "shogi" => games::shogi::Position::from_text_or_start(position)
            .map(|p| p.in_check())
            .map_err(|e| e.to_string()),
        "longphuong" => games::longphuong::Position::from_text_or_start(position)
            .map(|p| p.in_check())
            .map_err(|e| e.to_string()),
        _ => Err(format!("{game} has no check (data-gives-check)")),
    }
}

/// Shogi's impasse count of a position where both kings have entered their
/// zones: "<sente points> <gote points>".
fn impasse(game: &str, position: &str) -> Result<String, String> {
    use games::shogi::{impasse_applies, impasse_count, Position};
    if game != "shogi" {
        return Err(format!("{game} has no impasse count"));
    }
    let pos = Position::from_text_or_start(position).map_err(|e| e.to_string())?;
    if !impasse_applies(&pos) {
        return Err("the kings are not both in their promotion zones".into());
    }
    let [sente, gote] = impasse_count(&pos).points;
    Ok(format!("{sente} {gote}"))
}

/// Whether `square` names a square of `game`'s board (marks, arrows).
fn is_square(game: &str, square: &str) -> bool {
    let b = square.as_bytes();
    match game {
        "xiangqi" => b.len() == 2 && (b'a'..=b'i').contains(&b[0]) && b[1].is_ascii_digit(),
        "shogi" => b.len() == 2 && (b'1'..=b'9').contains(&b[0]) && (b'a'..=b'i').contains(&b[1]),
        "oanquan" => square.parse::<u8>().is_ok_and(|n| n < 12) && !square.starts_with('+'),
        _ => {
            b.len() >= 2
                && b[0].is_ascii_lowercase()
                && square[1..]
                    .parse::<u8>()
                    .is_ok_and(|n| (1..=9).contains(&n))
        }
    }
}

#[derive(Default)]
struct Counts {
    diagrams: usize,
    exercises: usize,
    refusals: usize,
}

/// Checks one board; returns its problems (empty when it holds).
fn check_board(board: &Board, counts: &mut Counts) -> Vec<String> {
    let mut problems = Vec::new();
    let a = &board.attrs;
    let Some(game) = a.get("game").map(String::as_str) else {
        return vec!["no game attribute".into()];
    };
    if games::find(game).is_none() || game == "121" {
        return vec![format!("unknown game '{game}'")];
    }
    for name in a.keys() {
        let known = [
            "game",
            "position",
            "moves",
            "ply",
            "orientation",
            "lang",
            "mode",
            "solution",
            "marks",
            "arrows",
            "options",
            "pieces",
            "class",
            "id",
        ];
        if !known.contains(&name.as_str())
            && !name.starts_with("data-")
            && !name.starts_with("aria-")
        {
            problems.push(format!("unknown attribute {name}"));
        }
    }
    let position = a.get("position").map_or("startpos", String::as_str);
    let options = words(a.get("options"));
    let moves = words(a.get("moves"));
    counts.diagrams += 1;

    if let Err(e) = play(game, position, &[], &options) {
        problems.push(format!("position '{position}': {e}"));
        return problems;
    }
    let shown = match play(game, position, &moves, &options) {
        Ok(lines) => lines,
        Err(e) => {
            problems.push(format!("moves '{}': {e}", moves.join(" ")));
            return problems;
        }
    };
    if let Some(ply) = a.get("ply") {
        match ply.parse::<usize>() {
            Ok(n) if n <= moves.len() => {}
            _ => problems.push(format!("ply {ply} is not within the {} moves", moves.len())),
        }
    }
    for name in ["marks", "arrows"] {
        for item in words(a.get(name)) {
            let squares: Vec<&str> = if name == "arrows" {
                item.split('-').collect()
            } else {
                vec![&item]
            };
            let ok = squares.len() == if name == "arrows" { 2 } else { 1 }
                && squares.iter().all(|s| is_square(game, s));
            if !ok {
                problems.push(format!(
                    "{name}: '{item}' is not a {game} square{}",
                    if name == "arrows" {
                        " pair from-to"
                    } else {
                        ""
                    }
                ));
            }
        }
    }
    match a.get("mode").map(String::as_str) {
        None | Some("view" | "play" | "exercise") => {}
        Some(other) => problems.push(format!("mode '{other}' is not view, play or exercise")),
    }

    // Refusals, from the position after the moves.
    let refuse: Vec<&str> = a
        .get("data-refuse")
        .map_or_else(Vec::new, |r| r.split(" | ").map(str::trim).collect());
    let because: Vec<&str> = a
        .get("data-because")
        .map_or_else(Vec::new, |r| r.split(" | ").map(str::trim).collect());
    if refuse.len() != because.len() {
        problems.push(format!(
            "{} refusals but {} reasons (data-refuse and data-because, separated by ' | ')",
            refuse.len(),
            because.len()
        ));
    }
    for (refused, words_expected) in refuse.iter().zip(&because) {
        counts.refusals += 1;
        let mut line = moves.clone();
        line.extend(refused.split_whitespace().map(str::to_string));
        match play(game, position, &line, &options) {
            Ok(_) => problems.push(format!("{refused} is accepted, but the page says it is refused")),
            Err(e) if !e.contains(words_expected) => {
                problems.push(format!("{refused} is refused, but for another reason: \"{e}\" (expected words: \"{words_expected}\")"))
            }
            Err(_) => {}
        }
    }

    // The end: after the moves, and an exercise's solution.
    let exercise = a.get("mode").map(String::as_str) == Some("exercise");
    let solution = words(a.get("solution"));
    let mut end = shown;
    let mut line = moves.clone();
    if exercise {
        counts.exercises += 1;
        if solution.is_empty() {
            problems.push("an exercise without a solution".into());
        }
        line.extend(solution.iter().cloned());
        match play(game, position, &line, &options) {
            Ok(lines) => end = lines,
            Err(e) => {
                problems.push(format!("solution '{}': {e}", solution.join(" ")));
                return problems;
            }
        }
    } else if !solution.is_empty() {
        problems.push("a solution outside mode=\"exercise\"".into());
    }
    let result = end.iter().find_map(|l| l.strip_prefix("result "));
    match (a.get("data-result"), result) {
        (Some(want), Some(got)) if want.split_whitespace().eq(got.split_whitespace()) => {}
        (Some(want), got) => problems.push(format!(
            "data-result \"{want}\", but the game ends with {}",
            got.map_or("no result (it goes on)".to_string(), |g| format!("\"{g}\""))
        )),
        (None, _) => {}
    }
    if let Some(want) = a.get("data-after") {
        if end[0] != want.trim() {
            problems.push(format!(
                "data-after \"{want}\", but the position is \"{}\"",
                end[0]
            ));
        }
    }
    if let Some(want) = a.get("data-impasse") {
        // Shogi's impasse count is called, not played: checked through the
        // game's API on the end position.
        match impasse(game, &end[0]) {
            Ok(got) if got.split_whitespace().eq(want.split_whitespace()) => {}
            Ok(got) => problems.push(format!(
                "data-impasse \"{want}\", but the count is \"{got}\""
            )),
            Err(e) => problems.push(format!("data-impasse: {e}")),
        }
    }
    if a.contains_key("data-gives-check") {
        let mut upto = moves.clone();
        if exercise {
            upto.extend(solution.first().cloned());
        }
        let checked = play(game, position, &upto, &options).and_then(|l| in_check(game, &l[0]));
        match checked {
            Ok(true) => {}
            Ok(false) => problems.push(format!(
                "data-gives-check, but after {} the side to move is not in check",
                upto.join(" ")
            )),
            Err(e) => problems.push(format!("data-gives-check: {e}")),
        }
    }
    problems
}

/// Every problem of one source, and its counts.
fn check_source(source: &Source) -> (Counts, Vec<String>) {
    let mut counts = Counts::default();
    let mut problems = pairing(source);
    problems.extend(sections_end_with_exercises(source));
    for (at, inside) in start_tags(&source.text, "rulebook-board") {
        let line = line_of(&source.text, at);
        let where_ = format!("{}:{line}", source.path);
        match attributes(inside) {
            Ok(attrs) => {
                let board = Board { attrs };
                for p in check_board(&board, &mut counts) {
                    problems.push(format!("{where_}: <rulebook-board>: {p}"));
                }
            }
            Err(e) => problems.push(format!("{where_}: <rulebook-board>: {e}")),
        }
    }
    (counts, problems)
}

#[test]
fn every_diagram_of_every_rules_source_holds_in_the_engine() {
    let mut problems = Vec::new();
    let sources = sources();
    for source in &sources {
        let (counts, found) = check_source(source);
        let game = source
            .path
            .trim_start_matches("www/rules/")
            .trim_end_matches(".rules.html");
        println!(
            "{game}: {} diagrams, {} exercises, {} refusals checked",
            counts.diagrams, counts.exercises, counts.refusals
        );
        problems.extend(found);
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn the_checker_refuses_what_is_wrong() {
    // The checker itself, on boards that are wrong in each way it knows.
    let cases = [
        (r#"game="xiangqi" position="9/9/9 w""#, "position"),
        (r#"game="xiangqi" moves="h2e2 h2e2""#, "moves"),
        (r#"game="xiangqi" moves="h2e2" ply="2""#, "ply"),
        (
            r#"game="xiangqi" data-refuse="h2e2" data-because="anything""#,
            "accepted",
        ),
        (
            r#"game="xiangqi" data-refuse="h0h2" data-because="the elephant""#,
            "another reason",
        ),
        (
            r#"game="oanquan" mode="exercise" solution="3+" data-result="south quans_empty""#,
            "data-result",
        ),
        (r#"game="shogi" mode="exercise" solution="7g7f""#, ""),
        (
            r#"game="shogi" mode="exercise" solution="7g7f" data-gives-check"#,
            "check",
        ),
        (
            r#"game="oanquan" moves="1-" data-after="0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0 0+0-0""#,
            "data-after",
        ),
        (
            r#"game="oanquan" options="quan_non=on" moves="3+" marks="12""#,
            "marks",
        ),
        (r#"game="chess""#, "unknown game"),
        (r#"game="shogi" data-impasse="27 27""#, "zones"),
    ];
    for (inside, expected) in cases {
        let board = Board {
            attrs: attributes(inside).unwrap(),
        };
        let problems = check_board(&board, &mut Counts::default());
        if expected.is_empty() {
            assert!(problems.is_empty(), "{inside}: {problems:?}");
        } else {
            assert!(
                problems.iter().any(|p| p.contains(expected)),
                "{inside}: expected a problem with '{expected}', got {problems:?}"
            );
        }
    }
    let source = Source {
        path: "x".into(),
        text: "<p><vi>a</vi> b <en>c</en></p><vi><en>d</en></vi>".into(),
    };
    assert_eq!(pairing(&source).len(), 2, "{:?}", pairing(&source));
}
