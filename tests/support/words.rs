//! What the engines say, checked in both of their languages.

/// `$said` (an error, a reason: anything worded by `text(Lang)`) reads
/// `$en` in English and `$vi` in Vietnamese.
#[allow(unused_macros)]
macro_rules! assert_words {
    ($said:expr, $en:expr, $vi:expr $(,)?) => {{
        let said = &$said;
        assert_eq!(said.text(rulebook::core::Lang::En), $en);
        assert_eq!(said.text(rulebook::core::Lang::Vi), $vi);
    }};
}
