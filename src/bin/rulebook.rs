//! The `rulebook` command line; the commands themselves are
//! [`rulebook::cli`]. Errors are one line on stderr with exit status 2.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use std::io::Write;
    use std::process::ExitCode;
    let args = rulebook::cli::text_args(std::env::args_os().skip(1));
    if let Some(protocol) = args
        .as_deref()
        .ok()
        .and_then(rulebook::cli::engine_protocol)
    {
        return match protocol {
            Ok(protocol) => {
                serve(protocol);
                ExitCode::SUCCESS
            }
            Err(message) => {
                eprintln!("{message}");
                ExitCode::from(2)
            }
        };
    }
    // Lines written as they come (`think`'s), flushed at once so a reader
    // sees each iteration; a closed pipe (`| head`) is not worth a panic.
    let mut write = |line: String| {
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{line}").and_then(|_| out.flush());
    };
    match args.and_then(|a| rulebook::cli::run_streaming(&a, &mut write)) {
        Ok(lines) => {
            let mut out = std::io::stdout().lock();
            for line in lines {
                if writeln!(out, "{line}").is_err() {
                    break;
                }
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{}", message.replace('\n', " "));
            ExitCode::from(2)
        }
    }
}

/// `rulebook usi` / `rulebook uci`: standard input's lines into a
/// [`rulebook::protocol::Session`] until `quit` or the end of the input;
/// its lines to standard output, each flushed at once (a GUI waits on them).
#[cfg(not(target_arch = "wasm32"))]
fn serve(protocol: rulebook::protocol::Protocol) {
    use rulebook::protocol::{Flow, Session, Sink};
    use std::io::{BufRead, Write};
    let sink: Sink = std::sync::Arc::new(|line: &str| {
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{line}").and_then(|_| out.flush());
    });
    let mut session = Session::new(protocol, sink);
    let mut input = std::io::stdin().lock();
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => break,
            // A line that is not UTF-8 is read as far as it is (and refused).
            Ok(_) => {
                if session.handle(&String::from_utf8_lossy(&line)) == Flow::Quit {
                    return;
                }
            }
        }
    }
    session.finish();
}

/// The command line is native only; the wasm build has the API instead.
#[cfg(target_arch = "wasm32")]
fn main() {}
