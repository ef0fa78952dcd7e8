//! `bench121`: a fixed 121 workload, timed by the benchmarks.

use wasm_bindgen::prelude::*;

use crate::api::{args, js_error};

/// Runs a fixed 121 workload (`kind` "score": `count` random hands scored;
/// "rounds": `count` bot rounds) and returns its checksum, the same as
/// `rulebook bench 121 <kind> <count>` prints. For benchmarks.
#[wasm_bindgen(js_name = bench121)]
pub fn bench_121(
    #[wasm_bindgen(unchecked_param_type = "string")] kind: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] count: JsValue,
) -> Result<f64, JsValue> {
    use crate::games::card121::workload;
    let kind = args::text(&kind, "bench121: kind")?;
    let count = args::whole(&count, "bench121: count", 1_000_000)?;
    match kind.as_str() {
        "score" => Ok(workload::score_random_hands(121, count) as f64),
        "rounds" => Ok(workload::bot_rounds(121, count) as f64),
        _ => Err(js_error(format!(
            "unknown 121 workload '{kind}': score or rounds"
        ))),
    }
}
