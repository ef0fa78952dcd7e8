//! `rulebook record shogi`: a KIF, KI2, CSA, SFEN or `position … moves …`
//! record written as `kif` (the default), `ki2`, `csa` or `usi`/`sfen`.

use super::{read_record, RecordFormat};

/// The registry's [`RecordConverter`](crate::games::registry::RecordConverter).
pub(crate) fn convert(text: &str, format: Option<&str>) -> Result<String, String> {
    let format: RecordFormat = format.unwrap_or("kif").parse()?;
    let (game, names) = read_record(text).map_err(|e| {
        let message = e.to_string();
        message
            .strip_prefix("record ")
            .unwrap_or(&message)
            .to_string()
    })?;
    Ok(game.to_record([&names[0], &names[1]], format))
}
