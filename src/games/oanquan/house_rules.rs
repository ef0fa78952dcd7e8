//! The house rules as the engine publishes them: each rule's name (the
//! brief's), its values and default, and its words in English and
//! Vietnamese, so a page builds its settings from them and never repeats a
//! name, a value or a label. [`Options::set`](super::Options::set) reads the
//! same names and values.

use crate::core::Lang;

/// Words in English and Vietnamese.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    pub en: &'static str,
    pub vi: &'static str,
}

impl Words {
    pub const fn get(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Vi => self.vi,
        }
    }
}

/// One house rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HouseRule {
    /// The brief's name, as `--option name=value` and records write it.
    pub name: &'static str,
    /// The values, the default among them. A rule whose values are `off` and
    /// `on` is a switch.
    pub values: &'static [&'static str],
    pub default: &'static str,
    /// What the setting is called next to its control.
    pub label: Words,
    /// What it does, in a sentence (the rules pages' summary).
    pub explanation: Words,
    /// Each value's words, in `values` order; empty for a switch.
    pub value_labels: &'static [Words],
}

impl HouseRule {
    /// Whether the rule is an on/off switch.
    pub fn is_switch(&self) -> bool {
        self.values == SWITCH
    }
}

const SWITCH: &[&str] = &["off", "on"];

/// Every house rule, in the brief's order.
pub const HOUSE_RULES: [HouseRule; 7] = [
    HouseRule {
        name: "mandarin_value",
        values: &["10", "5"],
        default: "10",
        label: Words {
            en: "A mandarin is worth",
            vi: "Một quan bằng",
        },
        explanation: Words {
            en: "How many citizens a mandarin is worth.",
            vi: "Một quan bằng bao nhiêu dân.",
        },
        value_labels: &[
            Words {
                en: "10 citizens",
                vi: "10 dân",
            },
            Words {
                en: "5 citizens",
                vi: "5 dân",
            },
        ],
    },
    HouseRule {
        name: "mandarin_as_small_stones",
        values: SWITCH,
        default: "off",
        label: Words {
            en: "Ten small stones in each quan square instead of a mandarin (counted as citizens)",
            vi: "Mỗi ô quan đặt 10 quân nhỏ thay cho viên quan (tính như dân)",
        },
        explanation: Words {
            en: "Ten small stones in each quan square instead of a mandarin.",
            vi: "Mười sỏi nhỏ trong mỗi ô quan thay cho viên quan.",
        },
        value_labels: &[],
    },
    HouseRule {
        name: "empty_quan_gap",
        values: SWITCH,
        default: "off",
        label: Words {
            en: "An empty quan square counts as an empty gap for captures (instead of ending the turn)",
            vi: "Ô quan đã trống được coi như ô trống để ăn (không làm hết lượt)",
        },
        explanation: Words {
            en: "Whether an empty quan square ends the turn or counts as an empty square.",
            vi: "Ô quan trống làm hết lượt, hay được coi như ô trống.",
        },
        value_labels: &[],
    },
    HouseRule {
        name: "quan_non",
        values: SWITCH,
        default: "off",
        label: Words {
            en: "Quan non: a quan square with its mandarin and fewer than 5 citizens can’t be captured",
            vi: "Quan non: ô quan còn quan mà ít hơn 5 dân thì chưa được ăn",
        },
        explanation: Words {
            en: "A young mandarin (mandarin and fewer than 5 citizens) can’t be captured.",
            vi: "Quan non (còn quan, dưới 5 dân) chưa được ăn.",
        },
        value_labels: &[],
    },
    HouseRule {
        name: "short_refill",
        values: &["borrow", "go_negative", "lose_the_game"],
        default: "borrow",
        label: Words {
            en: "Refilling with fewer than 5 captured citizens",
            vi: "Phải rải lại mà không đủ 5 quân đã ăn",
        },
        explanation: Words {
            en: "A player short of stones for a refill borrows, goes into debt, or loses.",
            vi: "Phải rải lại mà thiếu quân thì vay, ghi nợ, hay thua.",
        },
        value_labels: &[
            Words {
                en: "borrow from the opponent",
                vi: "vay của đối phương",
            },
            Words {
                en: "take them anyway, going below zero",
                vi: "vẫn lấy, điểm xuống dưới 0",
            },
            Words {
                en: "the player loses the game",
                vi: "người đó thua ván",
            },
        ],
    },
    HouseRule {
        name: "refill_from_mandarin",
        values: SWITCH,
        default: "off",
        label: Words {
            en: "A short refill first breaks a captured mandarin into citizens",
            vi: "Thiếu quân rải lại thì đổi một quan đã ăn thành dân",
        },
        explanation: Words {
            en: "A captured mandarin is changed into citizens for a refill.",
            vi: "Đổi một quan đã ăn ra dân để rải lại.",
        },
        value_labels: &[],
    },
    HouseRule {
        name: "first_turn_no_quan",
        values: SWITCH,
        default: "off",
        label: Words {
            en: "The game’s first move may not capture a mandarin",
            vi: "Nước đi đầu tiên của ván không được ăn quan",
        },
        explanation: Words {
            en: "The game’s first move may not capture a mandarin.",
            vi: "Nước đầu tiên của ván không được ăn quan.",
        },
        value_labels: &[],
    },
];

#[cfg(test)]
mod tests {
    use super::super::Options;
    use super::*;

    /// The published rules are the ones `Options` reads: same names in the
    /// same order, every value accepted, the defaults `Options::default()`.
    #[test]
    fn the_published_rules_are_the_ones_options_read() {
        let names: Vec<&str> = HOUSE_RULES.iter().map(|r| r.name).collect();
        assert_eq!(names, Options::NAMES);
        for rule in HOUSE_RULES {
            assert_eq!(Options::default().value_text(rule.name), Some(rule.default));
            assert!(rule.values.contains(&rule.default), "{}", rule.name);
            assert!(rule.is_switch() || rule.value_labels.len() == rule.values.len());
            for value in rule.values {
                let mut options = Options::default();
                options.set(&format!("{}={value}", rule.name)).unwrap();
                assert_eq!(options.value_text(rule.name), Some(*value));
            }
        }
    }

    /// Players read words: no code name (`short_refill`, `go_negative`)
    /// in a rule's label or its values' words, in either language.
    #[test]
    fn the_rules_words_hold_no_code_names() {
        for rule in HOUSE_RULES {
            let words = rule.value_labels.iter().chain([&rule.label]);
            for w in words {
                for text in [w.en, w.vi] {
                    assert!(!text.contains('_'), "{}: {text}", rule.name);
                    for value in rule.values {
                        let coded = format!("{value} — ");
                        assert!(!text.starts_with(&coded), "{}: {text}", rule.name);
                    }
                }
            }
        }
    }
}
