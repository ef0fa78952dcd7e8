//! Mutations of texts and saved data: what a damaged file, a typo or a
//! hostile caller hands the engines.

use rulebook::core::Rng;
use serde_json::Value;

pub const HUGE_DIGITS: [&str; 16] = [
    "19",
    "39",
    "40",
    "99",
    "255",
    "256",
    "65535",
    "65536",
    "4294967295",
    "4294967296",
    "18446744073709551616",
    "99999999999999999999999",
    "0",
    "00",
    "-1",
    "2147483647",
];

const STRAY: [&str; 14] = [
    "(", ")", "/", " ", "+", "-", "*", "9", "0", "\n", "é", "漢", "\u{0}", "　",
];

pub fn pick<'a, T>(rng: &mut Rng, items: &'a [T]) -> &'a T {
    &items[rng.below(items.len() as u64) as usize]
}

/// Byte flips, insertions, deletions, truncations, huge numbers, repeated
/// letters: one to three of them.
pub fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(chars.len() as u64 + 1) as usize;
        match rng.below(8) {
            0 if !chars.is_empty() => {
                let i = at.min(chars.len() - 1);
                let flipped = (chars[i] as u32) ^ (1 << rng.below(7));
                chars[i] = char::from_u32(flipped).unwrap_or('?');
            }
            1 => {
                let c = if chars.is_empty() || rng.coin() {
                    pick(rng, &STRAY).chars().next().unwrap_or(' ')
                } else {
                    chars[rng.below(chars.len() as u64) as usize]
                };
                chars.insert(at, c);
            }
            2 => {
                let end = (at + 1 + rng.below(4) as usize).min(chars.len());
                chars.drain(at.min(end)..end);
            }
            3 => chars.truncate(at),
            4 => {
                // A number somewhere becomes a huge (or odd) one.
                let digits: Vec<usize> = (0..chars.len())
                    .filter(|&i| chars[i].is_ascii_digit())
                    .collect();
                let huge: Vec<char> = pick(rng, &HUGE_DIGITS).chars().collect();
                if digits.is_empty() {
                    chars.splice(at..at, huge);
                } else {
                    let start = *pick(rng, &digits);
                    let mut end = start;
                    while end < chars.len() && chars[end].is_ascii_digit() {
                        end += 1;
                    }
                    chars.splice(start..end, huge);
                }
            }
            5 => {
                let c = if chars.is_empty() {
                    'P'
                } else {
                    chars[rng.below(chars.len() as u64) as usize]
                };
                let n = 2 + rng.below(60) as usize;
                chars.splice(at..at, std::iter::repeat_n(c, n));
            }
            6 => {
                let end = (at + 1 + rng.below(20) as usize).min(chars.len());
                let slice: Vec<char> = chars[at.min(end)..end].to_vec();
                chars.splice(at..at, slice);
            }
            _ => {
                let at = at.min(chars.len());
                chars.rotate_left(at)
            }
        }
    }
    chars.into_iter().collect()
}

/// A saved record's JSON with fields dropped, retyped or made huge.
pub fn mutate_json(rng: &mut Rng, value: &Value, depth: u32) -> Value {
    match value {
        _ if depth > 6 => value.clone(),
        Value::Array(items) => {
            let mut out: Vec<Value> = items
                .iter()
                .map(|v| {
                    if rng.below(5) == 0 {
                        mutate_json(rng, v, depth + 1)
                    } else {
                        v.clone()
                    }
                })
                .collect();
            if !out.is_empty() && rng.below(5) == 0 {
                out.remove(rng.below(out.len() as u64) as usize);
            }
            if rng.below(10) == 0 {
                out.push(serde_json::json!("zz"));
            }
            Value::Array(out)
        }
        Value::Object(map) => {
            let mut out = serde_json::Map::new();
            for (k, v) in map {
                if rng.below(12) == 0 {
                    continue;
                }
                let v = if rng.below(4) == 0 {
                    mutate_json(rng, v, depth + 1)
                } else {
                    v.clone()
                };
                out.insert(k.clone(), v);
            }
            Value::Object(out)
        }
        Value::Number(_) => match rng.below(6) {
            0 => serde_json::json!(u64::MAX),
            1 => serde_json::json!(-1),
            2 => serde_json::json!(1e300),
            3 => serde_json::json!(4294967296u64),
            4 => serde_json::json!(255),
            _ => serde_json::json!(0.5),
        },
        Value::String(s) => match rng.below(4) {
            0 => serde_json::json!(1),
            1 => Value::String(String::new()),
            _ => Value::String(mutate(rng, s)),
        },
        Value::Bool(b) => Value::Bool(!b),
        Value::Null => serde_json::json!("x"),
    }
}
