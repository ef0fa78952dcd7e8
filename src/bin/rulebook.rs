//! The `rulebook` command line; the commands themselves are
//! [`rulebook::cli`]. Errors are one line on stderr with exit status 2.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use std::io::Write;
    use std::process::ExitCode;
    let args = rulebook::cli::text_args(std::env::args_os().skip(1));
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

/// The command line is native only; the wasm build has the API instead.
#[cfg(target_arch = "wasm32")]
fn main() {}
