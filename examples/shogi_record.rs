//! A stand-in for `rulebook record shogi [--to <format>] [file]` until the
//! command line has it, with the same arguments and output, so that
//! tests/differential/shogi_records.py can run against either:
//!
//! ```text
//! cargo build --release --example shogi_record
//! target/release/examples/shogi_record record shogi --to ki2 game.kif
//! ```
//!
//! Reads a record in any form `read_record` tells apart (stdin without a
//! file) and writes it in the named format (`kif` by default), ending with
//! its result. A record that cannot be read exits 2 with `record line N:
//! why` on stderr.

use std::process::ExitCode;

use rulebook::games::shogi::read_record;

fn run(args: &[String]) -> Result<String, String> {
    let usage = "usage: shogi_record record shogi [--to kif|ki2|csa|usi|sfen] [file]";
    let rest = match args {
        [record, game, rest @ ..] if record == "record" && game == "shogi" => rest,
        _ => return Err(usage.into()),
    };
    let (format, file) = match rest {
        [] => ("kif", None),
        [file] => ("kif", Some(file)),
        [to, format] if to == "--to" => (format.as_str(), None),
        [to, format, file] if to == "--to" => (format.as_str(), Some(file)),
        _ => return Err(usage.into()),
    };
    let text = match file {
        Some(path) => std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?,
        None => std::io::read_to_string(std::io::stdin()).map_err(|e| e.to_string())?,
    };
    let (game, names) = read_record(&text).map_err(|e| e.to_string())?;
    Ok(game.to_record([&names[0], &names[1]], format.parse()?))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{}", message.replace('\n', " "));
            ExitCode::from(2)
        }
    }
}
