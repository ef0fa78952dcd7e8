//! The `rulebook` command line; the commands themselves are
//! [`rulebook::cli`]. Errors are one line on stderr with exit status 2.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use std::process::ExitCode;
    let args = rulebook::cli::text_args(std::env::args_os().skip(1));
    match args.and_then(|a| rulebook::cli::run(&a)) {
        Ok(lines) => {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            // A closed pipe (`| head`) is not an error worth a panic.
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
