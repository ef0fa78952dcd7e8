//! The 121 rules page's source (www/rules/card121.rules.html, read in
//! each language as tools/rules-pages.mjs writes the pages) against the
//! engine: every hand drawn as a `<rulebook-cards>` is scored by
//! `card121::score` and must be what the page says (the Thế, its points,
//! the bonuses, the indicator points, the refusal), its `|` groups must be
//! groups of that reading, and every Thế has an example in each language.
//! Each section's exercise (a hand with mode="exercise" and a question, the
//! answer in the `<details>` after it) is checked the same way: its marks
//! (`data-the`, `data-total`, `data-bonuses`, `data-indicator-points`,
//! `data-shares`, `data-group`, `data-refusal`, `data-white`,
//! `data-honour`) hold in the engine, and the answer names them. Also the
//! page's 3-4-3 table, and the two "same cards" decisions the page states,
//! checked over every hand they concern.

use std::collections::{BTreeMap, BTreeSet};

use rulebook::core::Lang;
use rulebook::games::card121::{
    doi, is_white_hand, link, parse_card, phe, phien, readings, score, split_343, Bonus, Card,
    Figure, Group, Pattern, PheKind, Situation, Suit,
};

const SOURCE: &str = "www/rules/card121.rules.html";
const LANGS: [Lang; 2] = [Lang::Vi, Lang::En];

/// The source's text in one language: each `<vi>…</vi><en>…</en>` pair
/// replaced by the content of `lang`'s element, as the generator does
/// (tests/rules_sources.rs checks the pairing itself).
fn select(text: &str, lang: Lang) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("<vi>") {
        out.push_str(&rest[..i]);
        let after = &rest[i + "<vi>".len()..];
        let vi_end = after.find("</vi>").expect("</vi>");
        let vi = &after[..vi_end];
        let after = &after[vi_end + "</vi>".len()..];
        let en_start = after.find("<en>").expect("<en>");
        assert!(
            after[..en_start].trim().is_empty(),
            "only whitespace between </vi> and <en>"
        );
        let after = &after[en_start + "<en>".len()..];
        let en_end = after.find("</en>").expect("</en>");
        out.push_str(if lang == Lang::Vi {
            vi
        } else {
            &after[..en_end]
        });
        rest = &after[en_end + "</en>".len()..];
    }
    out.push_str(rest);
    out
}

/// The page of one language.
fn page(lang: Lang) -> String {
    let full = format!("{}/{SOURCE}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{full}: {e}"));
    select(&text, lang)
}

fn lang_name(lang: Lang) -> &'static str {
    if lang == Lang::Vi {
        "vi"
    } else {
        "en"
    }
}

/// One `<rulebook-cards …>` of a page: its attributes, its caption (the
/// element's content) and, for an exercise, the answer (the `<details>`
/// right after it).
struct Example {
    attrs: BTreeMap<String, String>,
    figure: String,
    answer: Option<String>,
}

impl Example {
    fn get(&self, name: &str) -> Option<&str> {
        self.attrs.get(name).map(String::as_str)
    }

    fn has(&self, name: &str) -> bool {
        self.attrs.contains_key(name)
    }

    fn exercise(&self) -> bool {
        self.get("mode") == Some("exercise")
    }

    fn name(&self) -> String {
        format!(
            "[{}]{}",
            self.get("cards").unwrap_or(""),
            self.get("data-pattern")
                .or(self.get("data-the"))
                .map(|p| format!(" {p}"))
                .unwrap_or_default()
        )
    }

    /// The groups of `cards` (`|` between them); `??` is a card face
    /// down and is left out.
    fn groups(&self) -> Vec<Vec<Card>> {
        self.get("cards")
            .expect("cards")
            .split('|')
            .map(|g| {
                g.split_whitespace()
                    .filter(|t| *t != "??")
                    .map(|t| parse_card(t).unwrap_or_else(|e| panic!("{}: {e}", self.name())))
                    .collect::<Vec<Card>>()
            })
            .filter(|g| !g.is_empty())
            .collect()
    }

    fn cards(&self) -> Vec<Card> {
        self.groups().concat()
    }

    fn card_list(&self, name: &str) -> Vec<Card> {
        self.get(name)
            .unwrap_or("")
            .split_whitespace()
            .map(|t| parse_card(t).unwrap_or_else(|e| panic!("{} {name}: {e}", self.name())))
            .collect()
    }

    /// The situation the element is given (`indicator`, `revealed`,
    /// `locked`, `nhat-ban`, `dealer`, `self-drawn`, `last-card`); `locked`
    /// names the locked cards, which must be in the hand.
    fn situation(&self) -> Situation {
        let locked = self.card_list("locked");
        let cards = self.cards();
        for c in &locked {
            assert!(
                cards.contains(c),
                "{}: locked {c} is in the hand",
                self.name()
            );
        }
        assert!(
            self.card_list("indicator").len() <= 1,
            "{}: one indicator",
            self.name()
        );
        Situation {
            indicator: self.card_list("indicator").first().copied(),
            revealed: self.card_list("revealed"),
            locked: locked.len() as u8,
            nhat_ban: self.has("nhat-ban"),
            dealer: self.has("dealer"),
            self_drawn: self.has("self-drawn"),
            last_card: self.has("last-card"),
        }
    }
}

/// The attributes of one start tag (`name="value"` or a bare `name`).
fn attributes(tag: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut rest = tag;
    loop {
        rest = rest.trim_start();
        let end = rest
            .find(|c: char| c.is_whitespace() || c == '=' || c == '>')
            .unwrap_or(rest.len());
        if end == 0 {
            break;
        }
        let name = rest[..end].to_string();
        rest = &rest[end..];
        if let Some(after) = rest.strip_prefix("=\"") {
            let close = after.find('"').expect("a closing quote");
            out.insert(name, after[..close].to_string());
            rest = &after[close + 1..];
        } else {
            out.insert(name, String::new());
        }
    }
    out
}

fn examples(html: &str) -> Vec<Example> {
    const OPEN: &str = "<rulebook-cards";
    const CLOSE: &str = "</rulebook-cards>";
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = html[from..].find(OPEN) {
        let start = from + i;
        let end = start + html[start..].find('>').expect("a closed tag");
        let attrs = attributes(&html[start + OPEN.len()..end]);
        let close = end + html[end..].find(CLOSE).expect("</rulebook-cards>");
        let figure = html[end + 1..close].to_string();
        from = close + CLOSE.len();
        let after = html[from..].trim_start();
        let answer = after
            .starts_with("<details>")
            .then(|| after[..after.find("</details>").expect("</details>")].to_string());
        out.push(Example {
            attrs,
            figure,
            answer,
        });
    }
    out
}

fn pattern_named(name: &str) -> Pattern {
    Pattern::ALL
        .into_iter()
        .find(|p| format!("{p:?}") == name)
        .unwrap_or_else(|| panic!("{name} is not a Pattern"))
}

fn bonus_named(name: &str) -> Bonus {
    use Bonus::*;
    [
        AllRegular, AllHonour, OneColour, OneClan, AllRight, AllLeft, Dealer, SelfDrawn, LastCard,
        NhatBan,
    ]
    .into_iter()
    .find(|b| format!("{b:?}") == name)
    .unwrap_or_else(|| panic!("{name} is not a Bonus"))
}

/// The first whole number in the text of the element after `class="pts"`.
fn shown_points(figure: &str) -> Option<u32> {
    let i = figure.find("class=\"pts\"")?;
    let text = &figure[i..];
    let text = &text[text.find('>')? + 1..];
    let digits: String = text
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits.parse().ok()
}

/// Checks one scored example; returns the Thế it names.
fn check_pattern_example(ex: &Example, lang: Lang) -> Pattern {
    let name = ex.name();
    let pattern = pattern_named(ex.get("data-pattern").unwrap());
    let hand = ex.cards();
    assert_eq!(hand.len(), 6, "{name}: six cards");
    let situation = ex.situation();
    let s = score(&hand, &situation).unwrap_or_else(|e| panic!("{name}: {e}"));

    // The Thế: the best reading, or (data-read-as) the same six read as a
    // Thế worth as much or more, the named one listed with it.
    match ex.get("data-read-as") {
        None => assert_eq!(s.pattern, Some(pattern), "{name}: the best reading"),
        Some(other) => {
            let other = pattern_named(other);
            assert_eq!(s.pattern, Some(other), "{name}: read as {other:?}");
            assert!(s.also.contains(&pattern), "{name}: also forms it");
            assert!(other.points() >= pattern.points(), "{name}");
        }
    }
    let points: u32 = ex
        .get("data-points")
        .unwrap_or_else(|| panic!("{name}: data-points"))
        .parse()
        .unwrap();
    assert_eq!(points, pattern.points(), "{name}: data-points");
    assert_eq!(
        shown_points(&ex.figure),
        Some(points),
        "{name}: the points shown"
    );
    if let Some(total) = ex.get("data-total") {
        assert_eq!(total.parse::<u32>().unwrap(), s.total(), "{name}: total");
    }
    if let Some(list) = ex.get("data-bonuses") {
        let want: BTreeSet<Bonus> = list.split_whitespace().map(bonus_named).collect();
        let got: BTreeSet<Bonus> = s.bonuses.iter().copied().collect();
        assert_eq!(got, want, "{name}: bonuses");
    }
    if let Some(n) = ex.get("data-indicator-points") {
        assert_eq!(
            n.parse::<usize>().unwrap(),
            s.indicator_points.len(),
            "{name}: indicator points"
        );
    }

    // The page names the Thế as the engine does.
    assert!(
        ex.figure.contains(pattern.name(Lang::Vi)),
        "{name}: the figure names {}",
        pattern.name(Lang::Vi)
    );
    if lang == Lang::En {
        assert!(
            ex.figure.contains(pattern.name(Lang::En)),
            "{name}: the figure names {}",
            pattern.name(Lang::En)
        );
    }

    check_groups(ex, pattern, &s.groups, &situation);
    pattern
}

/// The `|` groups of a hand read as `pattern` split the six, each inside
/// a group of that reading (Nhất Bản: of the engine's reading, `best`).
fn check_groups(ex: &Example, pattern: Pattern, best: &[Group], situation: &Situation) {
    let name = ex.name();
    let mut six = ex.cards();
    six.sort();
    six.dedup();
    assert_eq!(six.len(), 6, "{name}: six different cards");
    let reading_groups: Vec<Group> = if pattern == Pattern::NhatBan {
        best.to_vec()
    } else {
        let six: [Card; 6] = six.clone().try_into().unwrap();
        readings(&six, situation)
            .into_iter()
            .find(|r| r.pattern == pattern)
            .unwrap_or_else(|| panic!("{name}: a reading as {pattern:?}"))
            .groups
    };
    for g in &ex.groups() {
        assert!(
            reading_groups
                .iter()
                .any(|rg| g.iter().all(|c| rg.cards.contains(c))),
            "{name}: {g:?} lies inside one group of the reading"
        );
    }
}

fn check_group_example(ex: &Example) {
    let name = ex.name();
    let cards = ex.cards();
    let kind = ex.get("data-group").unwrap();
    let ok = match (kind, cards.as_slice()) {
        ("Doi", &[a, b]) => doi(a, b).is_some(),
        ("Phu", c @ &[_, _, _]) => link(c).is_some(),
        ("Cung", c @ &[_, _, _, _]) => link(c).is_some(),
        ("Phien", &[a, b, c]) => phien(&[a, b, c]).is_some(),
        ("PheLienMinh", &[a, b, c]) => phe(&[a, b, c]) == Some(PheKind::LienMinh),
        ("PheDongSac", &[a, b, c]) => phe(&[a, b, c]) == Some(PheKind::DongSac),
        ("PhePhanTranh", &[a, b, c]) => phe(&[a, b, c]) == Some(PheKind::PhanTranh),
        ("None", c) => c.len() == 3 && phe(&[c[0], c[1], c[2]]).is_none() && link(c).is_none(),
        _ => false,
    };
    assert!(ok, "{name}: a {kind}");
}

/// The Vietnamese words of a group kind, as a page names it.
fn group_words(kind: &str) -> &'static str {
    match kind {
        "Doi" => "Đôi",
        "Phu" => "Phu",
        "Cung" => "Củng",
        "Phien" => "Phiên",
        "PheLienMinh" => "liên minh",
        "PheDongSac" => "đồng sắc",
        "PhePhanTranh" => "phân tranh",
        _ => "Phe",
    }
}

/// Checks one exercise: its marks hold in the engine, the question does
/// not give the answer away, and the answer (the `<details>`) names it.
fn check_exercise(ex: &Example, lang: Lang) {
    let name = ex.name();
    let answer = ex
        .answer
        .as_deref()
        .unwrap_or_else(|| panic!("{name}: an exercise with its answer in a <details>"));
    assert!(
        answer.contains("<summary>"),
        "{name}: the answer's <summary>"
    );
    assert!(
        !ex.has("score"),
        "{name}: an exercise does not show the engine's reading"
    );
    assert!(
        !ex.has("data-pattern"),
        "{name}: an exercise's Thế is data-the"
    );
    assert!(
        !ex.figure.contains("class=\"pts\""),
        "{name}: the question gives the points away"
    );
    let marks = [
        "data-the",
        "data-group",
        "data-refusal",
        "data-white",
        "data-honour",
    ];
    assert!(
        marks.iter().any(|m| ex.has(m)),
        "{name}: an exercise with a mark the checker verifies"
    );
    let cards = ex.cards();
    let situation = ex.situation();

    if let Some(the) = ex.get("data-the") {
        let pattern = pattern_named(the);
        let s = score(&cards, &situation).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(s.pattern, Some(pattern), "{name}: the engine's reading");
        assert!(s.win(), "{name}: a win");
        // Its groups, if the hand shows them (an exercise may not).
        if ex.groups().len() > 1 {
            check_groups(ex, pattern, &s.groups, &situation);
        }
        assert!(
            answer.contains(pattern.name(Lang::Vi)),
            "{name}: the answer names {}",
            pattern.name(Lang::Vi)
        );
        if lang == Lang::En {
            assert!(
                answer.contains(pattern.name(Lang::En)),
                "{name}: the answer names {}",
                pattern.name(Lang::En)
            );
        }
        if pattern.points() > 0 {
            assert!(
                answer.contains(&format!("{} ", pattern.points())),
                "{name}: the answer gives its points"
            );
        }
        if let Some(total) = ex.get("data-total") {
            let total: u32 = total.parse().unwrap();
            assert_eq!(total, s.total(), "{name}: total");
            assert!(
                answer.contains(&format!("{total} ")),
                "{name}: the answer gives the total {total}"
            );
        }
        if let Some(list) = ex.get("data-bonuses") {
            let want: BTreeSet<Bonus> = list.split_whitespace().map(bonus_named).collect();
            let got: BTreeSet<Bonus> = s.bonuses.iter().copied().collect();
            assert_eq!(got, want, "{name}: bonuses");
        }
        if let Some(n) = ex.get("data-indicator-points") {
            let n: usize = n.parse().unwrap();
            assert_eq!(n, s.indicator_points.len(), "{name}: indicator points");
            assert!(
                answer.contains(&n.to_string()),
                "{name}: the answer gives the indicator points"
            );
        }
        if let Some(shares) = ex.get("data-shares") {
            let shares: Vec<u32> = shares
                .split_whitespace()
                .map(|s| s.parse().unwrap())
                .collect();
            let want: Vec<u32> = split_343(s.total()).iter().map(|s| s * 100).collect();
            assert_eq!(shares, want, "{name}: the 3-4-3 shares");
            for s in &shares {
                assert!(
                    answer.contains(&format!("{s}")),
                    "{name}: the answer gives {s}"
                );
            }
        }
    } else {
        for m in [
            "data-total",
            "data-bonuses",
            "data-indicator-points",
            "data-shares",
        ] {
            assert!(!ex.has(m), "{name}: {m} goes with data-the");
        }
    }
    if let Some(kind) = ex.get("data-group") {
        check_group_example(ex);
        assert!(
            answer.contains(group_words(kind)),
            "{name}: the answer names the group"
        );
    }
    if let Some(refusal) = ex.get("data-refusal") {
        let s = score(&cards, &situation).unwrap();
        assert_eq!(
            s.refusal.map(|r| format!("{r:?}")).as_deref(),
            Some(refusal),
            "{name}: refused"
        );
        assert!(!s.win());
        let words = match refusal {
            "CamThu" => "cấm thủ",
            "BoiUoc" => "Bội ước",
            _ => "",
        };
        assert!(answer.contains(words), "{name}: the answer says {words}");
    }
    if let Some(white) = ex.get("data-white") {
        assert_eq!(
            is_white_hand(&cards),
            white != "no",
            "{name}: Thế trắng or not"
        );
    }
    if let Some(list) = ex.get("data-honour") {
        let want: BTreeSet<Card> = ex.card_list("data-honour").into_iter().collect();
        let got: BTreeSet<Card> = cards.iter().copied().filter(|c| c.is_honour()).collect();
        assert_eq!(got, want, "{name}: the honour cards ({list})");
        for c in &cards {
            assert!(
                answer.contains(&c.text()),
                "{name}: the answer names {}",
                c.text()
            );
        }
    }
}

#[test]
fn every_example_is_what_the_page_says() {
    for lang in LANGS {
        let html = page(lang);
        let all = examples(&html);
        let where_ = format!("{SOURCE} ({})", lang_name(lang));
        assert!(all.len() > 60, "{where_}: {} hands", all.len());
        let mut named = BTreeSet::new();
        let mut exercises = 0;
        for ex in &all {
            // Every card text is a card.
            let _ = ex.groups();
            let _ = ex.situation();
            if ex.exercise() {
                check_exercise(ex, lang);
                exercises += 1;
                continue;
            }
            assert!(
                ex.answer.is_none(),
                "{}: a <details> after a hand that is not an exercise",
                ex.name()
            );
            assert!(
                !ex.has("data-the"),
                "{}: data-the outside an exercise",
                ex.name()
            );
            if ex.has("data-pattern") {
                named.insert(check_pattern_example(ex, lang));
            }
            if ex.has("data-group") {
                check_group_example(ex);
            }
            if let Some(refusal) = ex.get("data-refusal") {
                let s = score(&ex.cards(), &ex.situation()).unwrap();
                assert_eq!(
                    s.refusal.map(|r| format!("{r:?}")).as_deref(),
                    Some(refusal),
                    "{}: refused",
                    ex.name()
                );
                assert!(!s.win());
            }
            if ex.has("data-white") {
                assert!(is_white_hand(&ex.cards()), "{}: Thế trắng", ex.name());
            }
        }
        for p in Pattern::ALL {
            assert!(named.contains(&p), "{where_}: no example of {p:?}");
        }
        // Every section ends with its exercise.
        let sections = html.matches("<section ").count();
        assert_eq!(exercises, sections, "{where_}: an exercise per section");
        println!(
            "{where_}: {} hands checked, {exercises} of them exercises",
            all.len()
        );
    }
}

#[test]
fn both_languages_show_the_same_hands() {
    let [vi, en] = LANGS.map(|lang| {
        examples(&page(lang))
            .into_iter()
            .map(|ex| ex.attrs)
            .collect::<Vec<_>>()
    });
    assert_eq!(vi, en);
}

#[test]
fn the_343_table_is_the_engines() {
    for lang in LANGS {
        let html = page(lang);
        let path = format!("{SOURCE} ({})", lang_name(lang));
        let mut rows = 0;
        let mut from = 0;
        while let Some(i) = html[from..].find("<tr data-points=") {
            let start = from + i;
            let end = start + html[start..].find('>').unwrap();
            let attrs = attributes(&html[start + "<tr ".len()..end]);
            from = end;
            let points: u32 = attrs["data-points"].parse().unwrap();
            let shares: Vec<u32> = attrs["data-shares"]
                .split_whitespace()
                .map(|s| s.parse().unwrap())
                .collect();
            let want: Vec<u32> = split_343(points).iter().map(|s| s * 100).collect();
            assert_eq!(shares, want, "{path}: {points} points");
            // The row shows the same numbers.
            let row = &html[end..end + html[end..].find("</tr>").unwrap()];
            for s in &shares {
                assert!(row.contains(&s.to_string()), "{path}: row {points}");
            }
            rows += 1;
        }
        assert!(rows >= 10, "{path}: {rows} rows");
    }
    // The seed's example: 7 points, neighbours 200 each, opposite 300.
    assert_eq!(split_343(7), [2, 3, 2]);
}

// ---- the decisions the pages state, checked over every hand concerned ----

/// The 12 suit triples that form a Phe.
fn phe_triples() -> Vec<[Suit; 3]> {
    let regular: Vec<Suit> = Suit::ALL.into_iter().filter(|s| !s.is_honour()).collect();
    let mut out = Vec::new();
    for (i, &a) in regular.iter().enumerate() {
        for (j, &b) in regular.iter().enumerate().skip(i + 1) {
            for &c in regular.iter().skip(j + 1) {
                let cards = [a, b, c].map(|s| Card::new(Figure::General, s));
                if phe(&cards).is_some() {
                    out.push([a, b, c]);
                }
            }
        }
    }
    out
}

fn combinations<T: Copy>(items: &[T], k: usize) -> Vec<Vec<T>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for (i, &x) in items.iter().enumerate() {
        for mut rest in combinations(&items[i + 1..], k - 1) {
            rest.insert(0, x);
            out.push(rest);
        }
    }
    out
}

/// Củng–Phiên (2) never counts: every six cards that are a Củng and a
/// Phiên sharing one card are also Củng–Đôi Phiên (3), since the Phiên's
/// two other cards are a pair that forms the Phiên with the shared card.
#[test]
fn cung_phien_is_always_cung_doi_phien() {
    assert_eq!(phe_triples().len(), 12);
    let mut hands = 0;
    for figure in Figure::ALL {
        for suits in phe_triples() {
            let phien_cards = suits.map(|s| Card::new(figure, s));
            for &shared in &phien_cards {
                // The Củng's three other cards: of the shared card's suit
                // or of its figure, outside the Phiên.
                let mut quads = Vec::new();
                let same_suit: Vec<Card> = Figure::ALL
                    .into_iter()
                    .filter(|&f| f != figure)
                    .map(|f| Card::new(f, shared.suit()))
                    .collect();
                quads.extend(combinations(&same_suit, 3));
                let same_figure: Vec<Card> = Suit::ALL
                    .into_iter()
                    .map(|s| Card::new(figure, s))
                    .filter(|c| !phien_cards.contains(c))
                    .collect();
                quads.extend(combinations(&same_figure, 3));
                for q in quads {
                    let mut six: Vec<Card> = phien_cards.to_vec();
                    six.extend(q);
                    six.sort();
                    let six: [Card; 6] = six.try_into().unwrap();
                    let found: Vec<Pattern> = readings(&six, &Situation::default())
                        .into_iter()
                        .map(|r| r.pattern)
                        .collect();
                    assert!(found.contains(&Pattern::CungPhien), "{six:?}");
                    assert!(found.contains(&Pattern::CungDoiPhien), "{six:?}");
                    let s = score(&six, &Situation::default()).unwrap();
                    assert_ne!(s.pattern, Some(Pattern::CungPhien), "{six:?}");
                    assert!(s.pattern_points() >= 3, "{six:?}");
                    hands += 1;
                }
            }
        }
    }
    // 132 Phiên × 3 shared cards × (120 + 56) Củng.
    assert_eq!(hands, 132 * 3 * 176);
}

/// Ba Đôi–Phu Cố Đô–Giang Hộ and Phu Cố Đô–Giang Hộ–Ba Đôi are the same
/// hands: both need three Kyoto and three Edo cards, and both hold exactly
/// when the Kyoto and the Edo cards have the same three figures.
#[test]
fn the_two_kyoto_edo_ba_doi_are_the_same_hands() {
    let figure_sets = combinations(&Figure::ALL, 3);
    let mut same = 0;
    for ky in &figure_sets {
        for ed in &figure_sets {
            let mut six: Vec<Card> = ky.iter().map(|&f| Card::new(f, Suit::Kyoto)).collect();
            six.extend(ed.iter().map(|&f| Card::new(f, Suit::Edo)));
            six.sort();
            let six: [Card; 6] = six.try_into().unwrap();
            let found: Vec<Pattern> = readings(&six, &Situation::default())
                .into_iter()
                .map(|r| r.pattern)
                .collect();
            let a = found.contains(&Pattern::BaDoiPhuCoDoGiangHo);
            let b = found.contains(&Pattern::PhuCoDoGiangHoBaDoi);
            assert_eq!(a, b, "{six:?}");
            assert_eq!(a, ky == ed, "{six:?}");
            if a {
                same += 1;
                let s = score(&six, &Situation::default()).unwrap();
                assert_eq!(s.pattern, Some(Pattern::PhuCoDoGiangHoBaDoi));
                assert!(s.also.contains(&Pattern::BaDoiPhuCoDoGiangHo));
            }
        }
    }
    assert_eq!(same, 165);
}

/// Phiên–Phiên Ba Đôi at 4 (one reading of the seed) could never count:
/// every such hand is also Phu–Phu Ba Đôi, worth 5. At 6 (the brief) it is
/// the best reading.
#[test]
fn phien_phien_ba_doi_is_always_phu_phu_ba_doi() {
    let mut hands = 0;
    for pair in combinations(&Figure::ALL, 2) {
        for suits in phe_triples() {
            let mut six: Vec<Card> = suits.iter().map(|&s| Card::new(pair[0], s)).collect();
            six.extend(suits.iter().map(|&s| Card::new(pair[1], s)));
            six.sort();
            let six: [Card; 6] = six.try_into().unwrap();
            let s = score(&six, &Situation::default()).unwrap();
            assert_eq!(s.pattern, Some(Pattern::PhienPhienBaDoi), "{six:?}");
            assert!(s.also.contains(&Pattern::PhuPhuBaDoi), "{six:?}");
            hands += 1;
        }
    }
    assert_eq!(hands, 55 * 12);
}
