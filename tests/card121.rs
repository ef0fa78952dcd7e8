//! 121: worked hands for every Thế of the brief (docs/rules/card121.md)
//! with a near miss for each, every bonus and exclusion, the brief's
//! "precise points" decisions, Thế trắng, the 3-4-3 payment split,
//! properties of the cards and the scorer, and the command line.
//!
//! Figures and their facing (the brief's table): CR Crest (front), GE L,
//! IN R, ME L, CO R, DA L, MO R, MU L, NI R, AS L, PR R. Suits: KY Kyoto,
//! ED Edo (honour), then clan F/B/L × colour R/B/P. Each hand below says
//! why it forms its Thế; its near miss changes one card (or one indicator)
//! so that it no longer does.

use std::process::Command;

use rulebook::core::{Lang, Rng};
use rulebook::games::card121::{
    den_payments, doi, is_complete, is_white_hand, link, mutually_unrelated, phe, phien, readings,
    score, split_343, win_payments, Bonus, Card, Deal, Error, Facing, Figure, GroupForm,
    IndicatorBar, IndicatorRole, Kind, Link, Pattern, PheKind, Refusal, Score, Seat, Situation,
    Suit,
};

// ---- helpers ----

fn card(text: &str) -> Card {
    Card::from_text(text).unwrap_or_else(|| panic!("{text} is a card"))
}

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(card).collect()
}

fn six(text: &str) -> [Card; 6] {
    let mut h: [Card; 6] = cards(text).try_into().expect("six cards");
    h.sort();
    h
}

/// A situation with the indicator first, then the revealed Ẩn Sĩ.
fn table(text: &str) -> Situation {
    let all = cards(text);
    Situation {
        indicator: all.first().copied(),
        revealed: all.iter().skip(1).copied().collect(),
        ..Situation::default()
    }
}

fn score_in(hand: &str, situation: &Situation) -> Score {
    score(&cards(hand), situation).unwrap_or_else(|e| panic!("{hand}: {e}"))
}

fn plain(hand: &str) -> Score {
    score_in(hand, &Situation::default())
}

/// Every Thế the six form (with the indicators of `situation`).
fn found_in(hand: &str, situation: &Situation) -> Vec<Pattern> {
    readings(&six(hand), situation)
        .into_iter()
        .map(|r| r.pattern)
        .collect()
}

fn found(hand: &str) -> Vec<Pattern> {
    found_in(hand, &Situation::default())
}

fn best(hand: &str) -> Option<Pattern> {
    plain(hand).pattern
}

// ---- every Thế: a worked hand, its best reading, and a near miss ----

struct Case {
    pattern: Pattern,
    /// The brief's points for this Thế.
    points: u32,
    hand: &'static str,
    /// Indicator, then revealed Ẩn Sĩ.
    table: &'static str,
    /// The best reading of `hand`: the Thế itself unless the six also form
    /// something better.
    best: Pattern,
    /// One card (of the hand or the table) changed: no longer this Thế.
    near_hand: &'static str,
    near_table: &'static str,
}

const fn case(pattern: Pattern, points: u32, hand: &'static str, near_hand: &'static str) -> Case {
    Case {
        pattern,
        points,
        hand,
        table: "",
        best: pattern,
        near_hand,
        near_table: "",
    }
}

/// The "-Sĩ" family: the same six mutually unrelated cards (3 facing left,
/// 3 right), with more and more unrelated indicators.
const SCHOLARS: &str = "GE-FR IN-FB ME-FP CO-BR DA-BB MO-BP";

const fn scholars(pattern: Pattern, points: u32, table: &'static str, near: &'static str) -> Case {
    Case {
        pattern,
        points,
        hand: SCHOLARS,
        table,
        best: pattern,
        near_hand: SCHOLARS,
        near_table: near,
    }
}

const CASES: &[Case] = &[
    // ---- Thế 1 ----
    // Three pairs by figure (GE, IN, ME); suits all different.
    case(
        Pattern::BaDoi,
        1,
        "GE-FR GE-BB IN-LP IN-KY ME-FB ME-ED",
        // MO-ED pairs with nothing.
        "GE-FR GE-BB IN-LP IN-KY ME-FB MO-ED",
    ),
    // Flower red/blue/purple twice: two Liên minh Phe on the same suits.
    case(
        Pattern::PhePheLienMinh,
        1,
        "GE-FR IN-FB ME-FP CO-FR DA-FB MO-FP",
        "GE-FR IN-FB ME-FP CO-FR DA-FB MO-BP",
    ),
    // Red in the three clans, twice.
    case(
        Pattern::PhePheDongSac,
        1,
        "GE-FR IN-BR ME-LR CO-FR DA-BR MO-LR",
        "GE-FR IN-BR ME-LR CO-FR DA-BR MO-LB",
    ),
    // FR BB LP: three clans, three colours, twice.
    case(
        Pattern::PhePhePhanTranh,
        1,
        "GE-FR IN-BB ME-LP CO-FR DA-BB MO-LP",
        "GE-FR IN-BB ME-LP CO-FR DA-BB MO-LB",
    ),
    // Flower alliance and Butterfly alliance, matched GE–GE, IN–IN, ME–ME.
    case(
        Pattern::PhePheBaDoi,
        1,
        "GE-FR IN-FB ME-FP GE-BR IN-BB ME-BP",
        // BB twice: the Butterfly cards are no longer a Phe.
        "GE-FR IN-FB ME-FP GE-BR IN-BB ME-BB",
    ),
    // Red same-colour Phe and three Kyoto cards of other figures.
    case(
        Pattern::PheCoDo,
        1,
        "GE-FR IN-BR ME-LR CO-KY DA-KY MO-KY",
        "GE-FR IN-BR ME-LR CO-KY DA-KY MO-ED",
    ),
    case(
        Pattern::PheGiangHo,
        1,
        "GE-FR IN-BR ME-LR CO-ED DA-ED MO-ED",
        "GE-FR IN-BR ME-LR CO-ED DA-ED MO-KY",
    ),
    // Three Generals and three Inspectors, no Phe among their suits.
    case(
        Pattern::PhuPhu,
        1,
        "GE-FR GE-BB GE-KY IN-FB IN-LP IN-ED",
        "GE-FR GE-BB GE-KY IN-FB IN-LP CO-ED",
    ),
    // Four Generals (only FR and FB regular: no Phiên) and two Inspectors.
    case(
        Pattern::CungDoi,
        1,
        "GE-FR GE-FB GE-KY GE-ED IN-BR IN-LB",
        // The pair is now by suit, the Củng by figure.
        "GE-FR GE-FB GE-KY GE-ED IN-BR ME-BR",
    ),
    // Four Flower-red cards; GE-FR with GE-KY and GE-ED is a Phu.
    case(
        Pattern::CungPhu,
        1,
        "GE-FR IN-FR ME-FR CO-FR GE-KY GE-ED",
        "GE-FR IN-FR ME-FR CO-FR GE-KY IN-ED",
    ),
    // ---- Thế 2 ----
    // Generals in the Flower alliance, Inspectors in the Butterfly one.
    case(
        Pattern::PhienPhien,
        2,
        "GE-FR GE-FB GE-FP IN-BR IN-BB IN-BP",
        "GE-FR GE-FB GE-FP IN-BR IN-BB IN-LP",
    ),
    case(
        Pattern::PhienCoDo,
        2,
        "GE-FR GE-FB GE-FP IN-KY ME-KY CO-KY",
        "GE-FR GE-FB GE-FP IN-KY ME-KY CO-ED",
    ),
    case(
        Pattern::PhienGiangHo,
        2,
        "GE-FR GE-FB GE-FP IN-ED ME-ED CO-ED",
        "GE-FR GE-FB GE-FP IN-ED ME-ED CO-KY",
    ),
    // Four Flower-red cards; GE-FR, GE-BB, GE-LP are a Phân tranh Phiên
    // sharing GE-FR. As a set of six this is always also Củng–Đôi Phiên
    // (one card of the Củng and the pair form a Phiên), worth 3.
    Case {
        best: Pattern::CungDoiPhien,
        ..case(
            Pattern::CungPhien,
            2,
            "GE-FR IN-FR ME-FR CO-FR GE-BB GE-LP",
            "GE-FR IN-FR ME-FR CO-FR GE-BB GE-LB",
        )
    },
    // Generals FR FB FP (alliance Phiên) + GE-BB; GE-BB, IN-BB, ME-BB are a
    // Phu by suit.
    case(
        Pattern::CungPhienDoiPhu,
        2,
        "GE-FR GE-FB GE-FP GE-BB IN-BB ME-BB",
        "GE-FR GE-FB GE-FP GE-BB IN-BB ME-LB",
    ),
    // No Phiên in the Củng; GE-FR with IN-BR, IN-LR is a red Phe.
    case(
        Pattern::CungDoiPhe,
        2,
        "GE-FR GE-KY GE-ED GE-FB IN-BR IN-LR",
        "GE-FR GE-KY GE-ED GE-FB IN-BR IN-LB",
    ),
    // Alliance Phiên + GE-KY in the Củng; any pair (BB).
    case(
        Pattern::CungPhienDoi,
        2,
        "GE-FR GE-FB GE-FP GE-KY IN-BB ME-BB",
        "GE-FR GE-FB GE-LP GE-KY IN-BB ME-BB",
    ),
    // Five Assassins (no Phe among FR FB BR) and GE-FR pairing with AS-FR.
    case(
        Pattern::NguLuanDoi,
        2,
        "AS-FR AS-FB AS-BR AS-KY AS-ED GE-FR",
        // The sixth is an honour card: Ngũ Luân–Đôi wants a regular one.
        "AS-FR AS-FB AS-BR AS-KY AS-ED GE-KY",
    ),
    case(
        Pattern::PhuCoDoGiangHo,
        2,
        "GE-KY IN-KY ME-KY CO-ED DA-ED MO-ED",
        "GE-KY IN-KY ME-KY CO-ED DA-ED MO-BB",
    ),
    // ---- Thế 3 ----
    // Alliance Phiên + GE-ED; GE-ED, IN-ED, ME-ED an Edo Phu.
    case(
        Pattern::CungPhienPhuGiangHo,
        3,
        "GE-FR GE-FB GE-FP GE-ED IN-ED ME-ED",
        "GE-FR GE-FB GE-FP GE-ED IN-ED ME-KY",
    ),
    case(
        Pattern::CungPhienPhuCoDo,
        3,
        "GE-FR GE-FB GE-FP GE-KY IN-KY ME-KY",
        "GE-FR GE-FB GE-FP GE-KY IN-KY ME-ED",
    ),
    // Four Generals; the Inspectors' suits FR and BB pair with GE-FR, GE-BB.
    case(
        Pattern::CungDoiHaiDoi,
        3,
        "GE-FR GE-BB GE-KY GE-ED IN-FR IN-BB",
        "GE-FR GE-BB GE-KY GE-ED IN-FR IN-LP",
    ),
    // Four Flower-red cards; GE-FR, GE-BB, GE-LP a Phân tranh Phiên.
    case(
        Pattern::CungDoiPhien,
        3,
        "GE-FR IN-FR ME-FR CO-FR GE-BB GE-LP",
        "GE-FR IN-FR ME-FR CO-FR GE-BB GE-LB",
    ),
    // Alliance Phiên + GE-BR; GE-BR, IN-LR, IN-FR a same-colour Phe.
    case(
        Pattern::CungPhienDoiPhe,
        3,
        "GE-FR GE-FB GE-FP GE-BR IN-LR IN-FR",
        "GE-FR GE-FB GE-FP GE-BR IN-LR IN-FB",
    ),
    // The five left-facing Flower-red cards and GE-BB (pairs with GE-FR).
    case(
        Pattern::NguLuanTrai,
        3,
        "GE-FR ME-FR DA-FR MU-FR AS-FR GE-BB",
        "GE-FR ME-FR DA-FR MU-FR PR-FR GE-BB",
    ),
    // The five right-facing ones and an honour card: any sixth will do.
    case(
        Pattern::NguLuanPhai,
        3,
        "IN-FR CO-FR MO-FR NI-FR PR-FR IN-KY",
        "IN-FR CO-FR MO-FR NI-FR AS-FR IN-KY",
    ),
    // Five Kyoto cards and GE-ED (honour, another suit, pairs with GE-KY).
    case(
        Pattern::NguLuanDanhDu,
        3,
        "GE-KY IN-KY ME-KY CO-KY DA-KY GE-ED",
        "GE-KY IN-KY ME-KY CO-KY DA-KY GE-FR",
    ),
    // ---- Thế 4 ----
    // Alliance Phiên + GE-KY; the Inspectors' FR and FB pair with the Củng.
    case(
        Pattern::CungPhienDoiHaiDoi,
        4,
        "GE-FR GE-FB GE-FP GE-KY IN-FR IN-FB",
        "GE-FR GE-FB GE-FP GE-KY IN-FR IN-BB",
    ),
    // Flower alliance Phiên; GE-BR, IN-BB, IN-BP the Butterfly alliance.
    case(
        Pattern::CungPhienDoiPheLienMinh,
        4,
        "GE-FR GE-FB GE-FP GE-BR IN-BB IN-BP",
        // BR BB LP is no Phe.
        "GE-FR GE-FB GE-FP GE-BR IN-BB IN-LP",
    ),
    // Red Phiên; GE-FB, IN-BB, IN-LB blue.
    case(
        Pattern::CungPhienDoiPheDongSac,
        4,
        "GE-FR GE-BR GE-LR GE-FB IN-BB IN-LB",
        "GE-FR GE-BR GE-LR GE-FB IN-BB IN-LP",
    ),
    // FR BB LP Phiên; GE-FB, IN-BP, IN-LR discord.
    case(
        Pattern::CungPhienDoiPhePhanTranh,
        4,
        "GE-FR GE-BB GE-LP GE-FB IN-BP IN-LR",
        "GE-FR GE-BB GE-LP GE-FB IN-BP IN-LB",
    ),
    // Unrelated; GE ME DA MU AS face left.
    case(
        Pattern::QuocSiTrai,
        4,
        "GE-FR ME-FB DA-FP MU-BR AS-BB IN-KY",
        "GE-FR ME-FB DA-FP MU-BR PR-BB IN-KY",
    ),
    case(
        Pattern::QuocSiPhai,
        4,
        "IN-FR CO-FB MO-FP NI-BR PR-BB CR-LP",
        "IN-FR CO-FB MO-FP NI-BR GE-BB CR-LP",
    ),
    // The indicator MU-LR shares nothing with the six; MU-FR shares FR.
    scholars(Pattern::ThatSi, 4, "MU-LR", "MU-FR"),
    // ---- Thế 5 ----
    // Suit pairs KY, ED, FR that are also figure pairs GE, IN, ME.
    case(
        Pattern::BaDoiBaDoi,
        5,
        "GE-KY GE-ED IN-ED IN-FR ME-FR ME-KY",
        "GE-KY GE-ED IN-ED IN-FR ME-FR ME-BB",
    ),
    // Generals and Inspectors in FR FB KY (no Phiên), matched by suit.
    case(
        Pattern::PhuPhuBaDoi,
        5,
        "GE-FR GE-FB GE-KY IN-FR IN-FB IN-KY",
        "GE-FR GE-FB GE-KY IN-FR IN-FB IN-ED",
    ),
    case(
        Pattern::LucBo,
        5,
        "GE-FR IN-FR ME-FR CO-FR DA-FR MO-FR",
        "GE-FR IN-FR ME-FR CO-FR DA-FR MO-FB",
    ),
    // The five left-facing Flower-red cards and the Crest of Flower-red.
    case(
        Pattern::SieuNguLuanTrai,
        5,
        "GE-FR ME-FR DA-FR MU-FR AS-FR CR-FR",
        // A sixth Flower-red card that is not the Crest: Lục Bộ.
        "GE-FR ME-FR DA-FR MU-FR AS-FR PR-FR",
    ),
    case(
        Pattern::SieuNguLuanPhai,
        5,
        "IN-BB CO-BB MO-BB NI-BB PR-BB CR-BB",
        "IN-BB CO-BB MO-BB NI-BB PR-BB GE-BB",
    ),
    // One Ẩn Sĩ revealed; MU-LB would share the Musician with MU-LR.
    scholars(Pattern::BatSi, 5, "MU-LR NI-LB", "MU-LR MU-LB"),
    // ---- Thế 6 ----
    // Generals and Assassins in FR BR LR (two red Phiên), matched by suit.
    case(
        Pattern::PhienPhienBaDoi,
        6,
        "GE-FR GE-BR GE-LR AS-FR AS-BR AS-LR",
        "GE-FR GE-BR GE-LR AS-FR AS-BR AS-LB",
    ),
    // Six Generals: Flower alliance and Butterfly alliance.
    case(
        Pattern::PhienPhienLucBo,
        6,
        "GE-FR GE-FB GE-FP GE-BR GE-BB GE-BP",
        "GE-FR GE-FB GE-FP GE-BR GE-BB GE-LP",
    ),
    // Red Phe GE IN ME and the Kyoto GE IN ME.
    case(
        Pattern::PheCoDoBaDoi,
        6,
        "GE-FR IN-BR ME-LR GE-KY IN-KY ME-KY",
        "GE-FR IN-BR ME-LR GE-KY IN-KY CO-KY",
    ),
    case(
        Pattern::PheGiangHoBaDoi,
        6,
        "GE-FR IN-BR ME-LR GE-ED IN-ED ME-ED",
        "GE-FR IN-BR ME-LR GE-ED IN-ED CO-ED",
    ),
    // Two Ẩn Sĩ; AS-FR would share Flower-red with GE-FR in the hand.
    scholars(Pattern::CuuSi, 6, "MU-LR NI-LB AS-LP", "MU-LR NI-LB AS-FR"),
    // ---- Thế 7 ----
    case(
        Pattern::PhuCoDoGiangHoBaDoi,
        7,
        "GE-KY IN-KY ME-KY GE-ED IN-ED ME-ED",
        "GE-KY IN-KY ME-KY GE-ED IN-ED CO-ED",
    ),
    // The same six read as three figure pairs: the same points, and the
    // first-listed name is shown.
    Case {
        best: Pattern::PhuCoDoGiangHoBaDoi,
        ..case(
            Pattern::BaDoiPhuCoDoGiangHo,
            7,
            "GE-KY IN-KY ME-KY GE-ED IN-ED ME-ED",
            "GE-KY IN-KY ME-KY GE-ED IN-ED ME-FR",
        )
    },
    case(
        Pattern::LucBoDanhDu,
        7,
        "GE-KY IN-KY ME-KY CO-KY DA-KY MO-KY",
        "GE-KY IN-KY ME-KY CO-KY DA-KY MO-FR",
    ),
    scholars(
        Pattern::ThapSi,
        7,
        "MU-LR NI-LB AS-LP PR-KY",
        "MU-LR NI-LB AS-LP PR-LR",
    ),
    // ---- Thế 0 ----
    // All 11 figures and all 11 suits once each.
    scholars(
        Pattern::QuocSiVoSong,
        0,
        "MU-LR NI-LB AS-LP PR-KY CR-ED",
        "MU-LR NI-LB AS-LP PR-KY CR-KY",
    ),
    // ---- special ----
    Case {
        best: Pattern::QuocSi,
        ..case(
            Pattern::QuocSi,
            1,
            SCHOLARS,
            "GE-FR IN-FB ME-FP CO-BR DA-BB MO-FR",
        )
    },
];

#[test]
fn every_the_has_a_worked_hand_and_a_near_miss() {
    for p in Pattern::ALL {
        if p == Pattern::NhatBan {
            continue; // a declaration, tested below
        }
        assert!(
            CASES.iter().any(|c| c.pattern == p),
            "no worked hand for {}",
            p.name(Lang::Vi)
        );
    }
    for c in CASES {
        let name = c.pattern.name(Lang::Vi);
        let situation = table(c.table);
        assert!(
            found_in(c.hand, &situation).contains(&c.pattern),
            "{name}: {} [{}] forms it",
            c.hand,
            c.table
        );
        let s = score_in(c.hand, &situation);
        assert_eq!(
            s.pattern,
            Some(c.best),
            "{name}: best reading of {}",
            c.hand
        );
        assert_eq!(c.pattern.points(), c.points, "{name}: points");
        assert!(s.complete, "{name}: complete");
        if c.best == c.pattern {
            assert_eq!(s.pattern_points(), c.points, "{name}");
        }
        let near = table(c.near_table);
        assert!(
            !found_in(c.near_hand, &near).contains(&c.pattern),
            "{name}: near miss {} [{}] must not form it",
            c.near_hand,
            c.near_table
        );
        // The near miss really is one card away.
        let mut a = cards(c.hand);
        a.extend(cards(c.table));
        let mut b = cards(c.near_hand);
        b.extend(cards(c.near_table));
        let changed = a.iter().zip(&b).filter(|(x, y)| x != y).count();
        assert_eq!(changed, 1, "{name}: the near miss changes one card");
    }
}

#[test]
fn the_points_follow_the_brief() {
    use Pattern::*;
    let levels: [(u32, &[Pattern]); 8] = [
        (0, &[QuocSiVoSong]),
        (
            1,
            &[
                BaDoi,
                PhePheLienMinh,
                PhePheDongSac,
                PhePhePhanTranh,
                PhePheBaDoi,
                PheCoDo,
                PheGiangHo,
                PhuPhu,
                CungDoi,
                CungPhu,
                QuocSi,
                NhatBan,
            ],
        ),
        (
            2,
            &[
                PhienPhien,
                PhienCoDo,
                PhienGiangHo,
                CungPhien,
                CungPhienDoiPhu,
                CungDoiPhe,
                CungPhienDoi,
                NguLuanDoi,
                PhuCoDoGiangHo,
            ],
        ),
        (
            3,
            &[
                CungPhienPhuGiangHo,
                CungPhienPhuCoDo,
                CungDoiHaiDoi,
                CungDoiPhien,
                CungPhienDoiPhe,
                NguLuanTrai,
                NguLuanPhai,
                NguLuanDanhDu,
            ],
        ),
        (
            4,
            &[
                CungPhienDoiHaiDoi,
                CungPhienDoiPheLienMinh,
                CungPhienDoiPheDongSac,
                CungPhienDoiPhePhanTranh,
                QuocSiTrai,
                QuocSiPhai,
                ThatSi,
            ],
        ),
        (
            5,
            &[
                BaDoiBaDoi,
                PhuPhuBaDoi,
                LucBo,
                SieuNguLuanTrai,
                SieuNguLuanPhai,
                BatSi,
            ],
        ),
        (
            6,
            &[
                PhienPhienBaDoi,
                PhienPhienLucBo,
                PheCoDoBaDoi,
                PheGiangHoBaDoi,
                CuuSi,
            ],
        ),
        (
            7,
            &[
                PhuCoDoGiangHoBaDoi,
                BaDoiPhuCoDoGiangHo,
                LucBoDanhDu,
                ThapSi,
            ],
        ),
    ];
    let mut count = 0;
    for (points, list) in levels {
        for p in list {
            assert_eq!(p.points(), points, "{}", p.name(Lang::Vi));
            count += 1;
        }
    }
    assert_eq!(count, Pattern::ALL.len(), "every Thế listed once");
    // ALL is the declaration order, which is the preference order.
    for (i, p) in Pattern::ALL.iter().enumerate() {
        assert_eq!(*p as usize, i);
    }
}

#[test]
fn names_are_the_briefs_terms() {
    assert_eq!(Pattern::PhuPhuBaDoi.name(Lang::Vi), "Phu–Phu Ba Đôi");
    assert_eq!(
        Pattern::CungPhienDoiPheLienMinh.name(Lang::Vi),
        "Củng Phiên–Đôi Phe Liên minh"
    );
    assert_eq!(
        Pattern::PhuCoDoGiangHoBaDoi.name(Lang::Vi),
        "Phu Cố Đô–Giang Hộ–Ba Đôi"
    );
    assert_eq!(Pattern::QuocSiVoSong.name(Lang::Vi), "Quốc Sĩ Vô Song");
    assert_eq!(Bonus::OneClan.name(Lang::Vi), "Cùng gia huy");
    // Every name is distinct in each language.
    for lang in [Lang::Vi, Lang::En] {
        let mut names: Vec<&str> = Pattern::ALL.iter().map(|p| p.name(lang)).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), Pattern::ALL.len(), "{lang:?}");
    }
}

// ---- complete hands and cấm thủ ----

#[test]
fn a_complete_hand_with_no_the_is_not_a_win() {
    // Cấm thủ. Three pairs of mixed kinds (suit FR, figure ME, suit KY).
    let s = plain("GE-FR IN-FR ME-FB ME-BB DA-KY MO-KY");
    assert!(s.complete);
    assert!(!s.win());
    assert_eq!(s.refusal, Some(Refusal::CamThu));
    assert_eq!(s.total(), 0);
    assert_eq!(s.groups.len(), 3, "the complete split is shown");
    // A Phu by figure and a Phu by suit: two 3-groups of different kinds.
    let s = plain("GE-FR GE-BB GE-KY CO-LP DA-LP MO-LP");
    assert!(s.complete && !s.win());
    assert_eq!(s.refusal, Some(Refusal::CamThu));
    // A Củng (no Phiên: FR FB LP are not a Phe) and a pair of the other kind.
    let s = plain("GE-FR GE-FB GE-LP GE-KY IN-BB ME-BB");
    assert!(s.complete && !s.win());
    // The Flower and the Leaf alliances: complete, no Thế (not the same
    // suits, and the figures don't match up).
    let s = plain("GE-FR IN-FB ME-FP CO-LR GE-LB MO-LP");
    assert!(s.complete && !s.win(), "{:?}", s.pattern);
    // Bonuses never win alone.
    let s = score_in(
        "GE-FR IN-FR ME-FB ME-BB DA-KY MO-KY",
        &Situation {
            dealer: true,
            self_drawn: true,
            last_card: true,
            ..Situation::default()
        },
    );
    assert!(!s.win() && s.bonuses.is_empty() && s.total() == 0);
}

#[test]
fn an_incomplete_hand_is_refused() {
    let s = plain("GE-FR GE-BB IN-LP ME-KY CO-FB DA-ED");
    assert!(!s.complete);
    assert!(!is_complete(&six("GE-FR GE-BB IN-LP ME-KY CO-FB DA-ED")));
    assert_eq!(s.refusal, Some(Refusal::NotComplete));
    assert!(is_complete(&six("GE-FR IN-FR ME-FB ME-BB DA-KY MO-KY")));
}

// ---- the brief's precise points ----

#[test]
fn the_best_reading_has_the_most_points() {
    // Two red Phiên matched by suit: also Phu–Phu Ba Đôi (5), Phiên–Phiên
    // (2), Ba Đôi, Phe–Phe đồng sắc and Phu–Phu (1): 6 counts.
    let s = plain("GE-FR GE-BR GE-LR AS-FR AS-BR AS-LR");
    assert_eq!(s.pattern, Some(Pattern::PhienPhienBaDoi));
    for p in [
        Pattern::PhuPhuBaDoi,
        Pattern::PhienPhien,
        Pattern::BaDoi,
        Pattern::PhePheDongSac,
        Pattern::PhuPhu,
    ] {
        assert!(s.also.contains(&p), "{}", p.name(Lang::Vi));
    }
    // `also` is best first.
    assert!(s.also.windows(2).all(|w| w[0].points() >= w[1].points()));
    // Six Crests of two alliances: Lục Bộ Danh Dự (7) over Phiên–Phiên
    // Lục Bộ (6) and Lục Bộ (5).
    let s = plain("CR-FR CR-FB CR-FP CR-BR CR-BB CR-BP");
    assert_eq!(s.pattern, Some(Pattern::LucBoDanhDu));
    assert!(s.also.contains(&Pattern::PhienPhienLucBo));
    assert!(s.also.contains(&Pattern::LucBo));
}

#[test]
fn names_among_equal_points_are_the_more_specific() {
    // Lục Bộ before Phu–Phu Ba Đôi before Ba Đôi.
    let s = plain("GE-FR IN-FR ME-FR CO-FR DA-FR MO-FR");
    assert_eq!(s.pattern, Some(Pattern::LucBo));
    assert!(s.also.contains(&Pattern::PhuPhuBaDoi));
    assert!(s.also.contains(&Pattern::BaDoi));
    // Siêu Ngũ luân before Lục Bộ.
    let s = plain("GE-FR ME-FR DA-FR MU-FR AS-FR CR-FR");
    assert_eq!(s.pattern, Some(Pattern::SieuNguLuanTrai));
    assert!(s.also.contains(&Pattern::LucBo));
    // Phe–Phe liên minh (its six are always three suit pairs) before Ba Đôi.
    let s = plain("GE-FR IN-FB ME-FP CO-FR DA-FB MO-FP");
    assert_eq!(s.pattern, Some(Pattern::PhePheLienMinh));
    assert!(s.also.contains(&Pattern::BaDoi));
    // Củng–Đôi before Ba Đôi.
    assert_eq!(
        best("GE-FR GE-FB GE-KY GE-ED IN-BR IN-LB"),
        Some(Pattern::CungDoi)
    );
    // Củng Phiên–Đôi Phu before Củng Phiên–Đôi.
    let s = plain("GE-FR GE-FB GE-FP GE-BB IN-BB ME-BB");
    assert!(s.also.contains(&Pattern::CungPhienDoi));
}

#[test]
fn vo_song_beats_all_and_ends_the_match() {
    let s = score_in(
        SCHOLARS,
        &Situation {
            dealer: true,
            ..table("MU-LR NI-LB AS-LP PR-KY CR-ED")
        },
    );
    assert_eq!(s.pattern, Some(Pattern::QuocSiVoSong));
    assert!(s.wins_match());
    // The round pays nothing further: no points, bonuses or indicators.
    assert_eq!(s.total(), 0);
    assert!(s.bonuses.is_empty() && s.indicator_points.is_empty());
    // Even under Bội ước (the -Sĩ family stays open).
    let s = score_in(
        SCHOLARS,
        &Situation {
            locked: 1,
            ..table("MU-LR NI-LB AS-LP PR-KY CR-ED")
        },
    );
    assert!(s.wins_match());
}

#[test]
fn a_phien_counts_as_phu_and_as_phe() {
    // A Phiên and a Kyoto Phu: Phiên–Cố Đô, and also Phe–Cố Đô.
    let f = found("GE-FR GE-FB GE-FP IN-KY ME-KY CO-KY");
    assert!(f.contains(&Pattern::PheCoDo));
    // Two Phiên of different figures: also Phu–Phu.
    let f = found("GE-FR GE-FB GE-FP IN-BR IN-BB IN-BP");
    assert!(f.contains(&Pattern::PhuPhu));
    // A Phiên sharing a card with a Củng is a Phu sharing it: Củng–Phu.
    let f = found("GE-FR IN-FR ME-FR CO-FR GE-BB GE-LP");
    assert!(f.contains(&Pattern::CungPhu));
}

#[test]
fn a_crest_of_a_regular_suit_may_be_in_a_phe() {
    assert_eq!(
        phe(&[card("CR-FR"), card("GE-FB"), card("IN-FP")]),
        Some(PheKind::LienMinh)
    );
    assert_eq!(
        phien(&[card("CR-FR"), card("CR-BR"), card("CR-LR")]),
        Some((Figure::Crest, PheKind::DongSac))
    );
    // Honour suits never.
    assert_eq!(phe(&[card("GE-KY"), card("IN-FB"), card("ME-FP")]), None);
    // A red Phe with a Crest, and its twin: Phe–Phe đồng sắc.
    assert_eq!(
        best("CR-FR IN-BR ME-LR CO-FR DA-BR MO-LR"),
        Some(Pattern::PhePheDongSac)
    );
}

#[test]
fn phe_kinds() {
    let p = |t: &str| {
        let c = cards(t);
        phe(&[c[0], c[1], c[2]])
    };
    assert_eq!(p("GE-BR IN-BB ME-BP"), Some(PheKind::LienMinh));
    assert_eq!(p("GE-FP IN-BP ME-LP"), Some(PheKind::DongSac));
    assert_eq!(p("GE-FP IN-BR ME-LB"), Some(PheKind::PhanTranh));
    // Two colours alike, or two clans alike: not a Phe.
    assert_eq!(p("GE-FR IN-BR ME-LB"), None);
    assert_eq!(p("GE-FR IN-FB ME-LP"), None);
    // The same suit twice is no Phe.
    assert_eq!(p("GE-FR IN-FR ME-FB"), None);
    assert_eq!(
        link(&cards("GE-FR IN-FR ME-FR")),
        Some(Link::Suit(Suit::FlowerRed))
    );
    assert_eq!(
        doi(card("GE-FR"), card("GE-ED")),
        Some(Link::Figure(Figure::General))
    );
    assert_eq!(doi(card("GE-FR"), card("IN-ED")), None);
    assert_eq!(Link::Suit(Suit::Kyoto).kind(), Kind::Suit);
}

#[test]
fn ngu_luan_forms() {
    // The five may be honour cards: five Kyoto cards + a regular pairing.
    assert!(found("GE-KY IN-KY ME-KY CO-KY DA-KY GE-FR").contains(&Pattern::NguLuanDoi));
    // Ngũ luân trái/phải's sixth may be any card, honour included.
    assert!(found("IN-FR CO-FR MO-FR NI-FR PR-FR IN-KY").contains(&Pattern::NguLuanPhai));
    // …but it must pair with one of the five.
    assert!(!found("IN-FR CO-FR MO-FR NI-FR PR-FR GE-KY").contains(&Pattern::NguLuanPhai));
    // Ngũ Luân danh dự: five Crests need a sixth honour card of a suit none
    // of them has pairing with one: only a sixth Crest, which is Lục Bộ Danh
    // Dự; with five Kyoto cards, a Crest of a regular suit pairs with CR-KY.
    assert_eq!(
        best("CR-KY GE-KY IN-KY ME-KY CO-KY CR-FR"),
        Some(Pattern::NguLuanDanhDu)
    );
    // Six Kyoto cards: the sixth has a suit the five have, so no Ngũ Luân
    // danh dự (the hand is Lục Bộ Danh Dự).
    let f = found("GE-KY IN-KY ME-KY CO-KY DA-KY MO-KY");
    assert!(!f.contains(&Pattern::NguLuanDanhDu));
    // Ngũ luân trái is only by suit: five left-facing Generals are one
    // figure, not one suit.
    assert!(!found("GE-FR GE-FB GE-FP GE-BR GE-BB IN-FR").contains(&Pattern::NguLuanTrai));
}

#[test]
fn cung_doi_needs_a_real_pair_and_no_six_set() {
    // Six Generals are a Lục Bộ, not a Củng–Đôi.
    let f = found("GE-FR GE-FB GE-KY GE-ED GE-BR GE-LB");
    assert!(f.contains(&Pattern::LucBo));
    assert!(!f.contains(&Pattern::CungDoi));
    // Củng–Đôi Phe's pair shares a figure: a pair by suit can't join a Phe.
    assert!(!found("GE-FR GE-KY GE-ED GE-FB IN-BR ME-BR").contains(&Pattern::CungDoiPhe));
}

#[test]
fn cung_phien_any_three_of_the_four() {
    // Generals in FR BR LR FB: the red Phiên is the first three; the
    // Inspectors' BB and LB with GE-FB make the blue Phe.
    assert_eq!(
        best("GE-FB GE-FR GE-BR GE-LR IN-BB IN-LB"),
        Some(Pattern::CungPhienDoiPheDongSac)
    );
    // Generals in FR BB LP LR: the only Phiên is FR BB LP (discord), so
    // GE-LR is the 4th card, and LR FP BP is no Phe (colours R P P): no
    // Củng Phiên–Đôi Phe. GE-LP of the Phiên with the pair is a purple Phe:
    // Củng–Đôi Phe, 2 like Củng Phiên–Đôi, and listed before it.
    let f = found("GE-FR GE-BB GE-LP GE-LR IN-FP IN-BP");
    assert!(f.contains(&Pattern::CungPhienDoi) && f.contains(&Pattern::CungDoiPhe));
    assert!(!f.contains(&Pattern::CungPhienDoiPhe));
    assert_eq!(
        best("GE-FR GE-BB GE-LP GE-LR IN-FP IN-BP"),
        Some(Pattern::CungDoiPhe)
    );
    // Củng Phiên–Đôi Phe of another type than the Phiên (alliance Phiên,
    // red Phe): 3, none of the typed forms.
    let f = found("GE-FR GE-FB GE-FP GE-BR IN-LR IN-FR");
    assert!(f.contains(&Pattern::CungPhienDoiPhe));
    for p in [
        Pattern::CungPhienDoiPheLienMinh,
        Pattern::CungPhienDoiPheDongSac,
        Pattern::CungPhienDoiPhePhanTranh,
    ] {
        assert!(!f.contains(&p), "{}", p.name(Lang::Vi));
    }
}

// ---- the -Sĩ family and Quốc Sĩ ----

#[test]
fn scholars_fall_back_to_plain_quoc_si() {
    // The face-up indicator related to a hand card.
    let s = score_in(SCHOLARS, &table("MU-FR"));
    assert_eq!(s.pattern, Some(Pattern::QuocSi));
    assert_eq!(
        s.indicator_points.len(),
        0,
        "plain Quốc Sĩ: no indicator points"
    );
    assert_eq!(s.indicators_barred, Some(IndicatorBar::QuocSi));
    assert_eq!(s.total(), 1 + s.bonuses.len() as u32);
    // Two indicators related to each other (NI-LR shares LR with MU-LR).
    assert_eq!(
        score_in(SCHOLARS, &table("MU-LR NI-LR")).pattern,
        Some(Pattern::QuocSi)
    );
    // No indicator at all: plain Quốc Sĩ.
    assert_eq!(best(SCHOLARS), Some(Pattern::QuocSi));
}

#[test]
fn the_level_of_a_si_hand_is_set_by_the_revealed_count() {
    let tables = [
        ("MU-LR", Pattern::ThatSi),
        ("MU-LR NI-LB", Pattern::BatSi),
        ("MU-LR NI-LB AS-LP", Pattern::CuuSi),
        ("MU-LR NI-LB AS-LP PR-KY", Pattern::ThapSi),
        ("MU-LR NI-LB AS-LP PR-KY CR-ED", Pattern::QuocSiVoSong),
    ];
    for (t, p) in tables {
        let s = score_in(SCHOLARS, &table(t));
        assert_eq!(s.pattern, Some(p), "{t}");
        // Unrelated indicators are never held: no indicator points.
        assert!(s.indicator_points.is_empty());
        assert_eq!(s.groups[0].form, GroupForm::QuocSi);
        assert_eq!(s.groups[0].cards.len(), 6 + cards(t).len());
    }
}

#[test]
fn quoc_si_trai_with_indicators_counts_them() {
    // QS Trái and an indicator sharing Flower-red with GE-FR: plain Quốc Sĩ
    // for the -Sĩ family, but Quốc Sĩ Trái stands and counts the indicator.
    let s = score_in("GE-FR ME-FB DA-FP MU-BR AS-BB IN-KY", &table("PR-FR"));
    assert_eq!(s.pattern, Some(Pattern::QuocSiTrai));
    assert_eq!(s.indicator_points.len(), 1);
    assert_eq!(s.indicator_points[0].by, Kind::Suit);
    assert_eq!(s.total(), 4 + s.bonuses.len() as u32 + 1);
    // With the indicator unrelated it is also Thất Sĩ (both 4): the name
    // shown is Quốc Sĩ Trái, listed first; the points are the same.
    let s = score_in("GE-FR ME-FB DA-FP MU-BR AS-BB IN-KY", &table("PR-LR"));
    assert_eq!(s.pattern, Some(Pattern::QuocSiTrai));
    assert!(s.also.contains(&Pattern::ThatSi));
}

// ---- Bội ước, Nhất Bản and the indicator exclusions ----

fn locked(situation: Situation) -> Situation {
    Situation {
        locked: 1,
        ..situation
    }
}

#[test]
fn boi_uoc_bars_indicator_points_nhat_ban_and_plain_quoc_si() {
    // Lục Bộ Flower-red; the indicator AS-FR: suit held, figure not.
    let hand = "GE-FR IN-FR ME-FR CO-FR DA-FR MO-FR";
    let open = score_in(hand, &table("AS-FR"));
    assert_eq!(open.indicator_points.len(), 1);
    let barred = score_in(hand, &locked(table("AS-FR")));
    assert!(barred.win());
    assert!(barred.indicator_points.is_empty());
    assert_eq!(barred.indicators_barred, Some(IndicatorBar::BoiUoc));
    assert_eq!(barred.total(), open.total() - 1);
    // Plain Quốc Sĩ under Bội ước: Đền.
    let s = score_in(SCHOLARS, &locked(Situation::default()));
    assert!(!s.win());
    assert_eq!(s.refusal, Some(Refusal::BoiUoc));
    assert_eq!(s.barred, vec![Pattern::QuocSi]);
    // Nhất Bản under Bội ước: no +1, and a hand with no Thế is Đền.
    let s = score_in(
        hand,
        &Situation {
            nhat_ban: true,
            locked: 1,
            ..Situation::default()
        },
    );
    assert!(s.win() && !s.bonuses.contains(&Bonus::NhatBan));
    let s = score_in(
        "GE-FR IN-FR ME-FB ME-BB DA-KY MO-KY",
        &Situation {
            nhat_ban: true,
            locked: 2,
            ..Situation::default()
        },
    );
    assert!(!s.win());
    assert_eq!(s.refusal, Some(Refusal::BoiUoc));
}

#[test]
fn boi_uoc_leaves_quoc_si_trai_phai_and_the_si_family_open() {
    let s = score_in(
        "GE-FR ME-FB DA-FP MU-BR AS-BB IN-KY",
        &locked(Situation::default()),
    );
    assert_eq!(s.pattern, Some(Pattern::QuocSiTrai));
    let s = score_in(
        "IN-FR CO-FB MO-FP NI-BR PR-BB CR-LP",
        &locked(Situation::default()),
    );
    assert_eq!(s.pattern, Some(Pattern::QuocSiPhai));
    for (t, p) in [
        ("MU-LR", Pattern::ThatSi),
        ("MU-LR NI-LB", Pattern::BatSi),
        ("MU-LR NI-LB AS-LP", Pattern::CuuSi),
        ("MU-LR NI-LB AS-LP PR-KY", Pattern::ThapSi),
    ] {
        let s = score_in(SCHOLARS, &locked(table(t)));
        assert_eq!(s.pattern, Some(p), "{t}");
    }
}

#[test]
fn nhat_ban_with_no_the_scores_one() {
    // The cấm thủ hand of three mixed pairs, declared Nhất Bản.
    let s = score_in(
        "GE-FR IN-FR ME-FB ME-BB DA-KY MO-KY",
        &Situation {
            nhat_ban: true,
            ..table("GE-BB")
        },
    );
    assert!(s.win());
    assert_eq!(s.pattern, Some(Pattern::NhatBan));
    assert_eq!(s.pattern_points(), 1);
    assert!(!s.bonuses.contains(&Bonus::NhatBan), "not counted twice");
    // GE-BB's figure and suit are held, but Nhất Bản gives them up.
    assert!(s.indicator_points.is_empty());
    assert_eq!(s.indicators_barred, Some(IndicatorBar::NhatBan));
    assert_eq!(s.total(), 1);
    // An incomplete hand is not saved by Nhất Bản.
    let s = score_in(
        "GE-FR GE-BB IN-LP ME-KY CO-FB DA-ED",
        &Situation {
            nhat_ban: true,
            ..Situation::default()
        },
    );
    assert_eq!(s.refusal, Some(Refusal::NotComplete));
}

#[test]
fn nhat_ban_adds_one_and_gives_up_indicator_points() {
    // Phu–Phu (1) + Nhất Bản (+1); the indicator GE-ED is held twice over.
    let hand = "GE-FR GE-BB GE-KY IN-FB IN-LP IN-ED";
    let without = score_in(hand, &table("GE-ED"));
    assert_eq!(without.pattern, Some(Pattern::PhuPhu));
    assert_eq!(without.indicator_points.len(), 2);
    assert_eq!(without.total(), 3);
    let with = score_in(
        hand,
        &Situation {
            nhat_ban: true,
            ..table("GE-ED")
        },
    );
    assert_eq!(with.pattern, Some(Pattern::PhuPhu));
    assert_eq!(with.bonuses, vec![Bonus::NhatBan]);
    assert!(with.indicator_points.is_empty());
    assert_eq!(with.total(), 2);
    // Plain Quốc Sĩ with Nhất Bản: 1 + all regular + Nhất Bản.
    let s = score_in(
        SCHOLARS,
        &Situation {
            nhat_ban: true,
            ..Situation::default()
        },
    );
    assert_eq!(s.pattern, Some(Pattern::QuocSi));
    assert_eq!(s.bonuses, vec![Bonus::AllRegular, Bonus::NhatBan]);
    assert_eq!(s.total(), 3);
}

#[test]
fn indicators_count_honour_suits_and_the_crest_figure() {
    // Ngũ Luân danh dự: CR-KY GE-KY IN-KY ME-KY CO-KY + CR-FR.
    // CR-ED: figure Crest held (CR-KY, CR-FR): +1; Edo not held.
    // Ẩn Sĩ 1 GE-FB: figure General held (GE-KY): +1; Flower-blue not.
    // Ẩn Sĩ 2 DA-KY: suit Kyoto held (five cards, still +1); Dancer not.
    let s = score_in(
        "CR-KY GE-KY IN-KY ME-KY CO-KY CR-FR",
        &table("CR-ED GE-FB DA-KY"),
    );
    assert_eq!(s.pattern, Some(Pattern::NguLuanDanhDu));
    let points: Vec<(IndicatorRole, Kind, usize)> = s
        .indicator_points
        .iter()
        .map(|p| (p.role, p.by, p.held_by.len()))
        .collect();
    assert_eq!(
        points,
        vec![
            (IndicatorRole::FaceUp, Kind::Figure, 2),
            (IndicatorRole::Hidden(1), Kind::Figure, 1),
            (IndicatorRole::Hidden(2), Kind::Suit, 5),
        ]
    );
    // All honour: +1.
    assert_eq!(s.bonuses, vec![Bonus::AllHonour]);
    assert_eq!(s.total(), 3 + 1 + 3);
    // An indicator whose suit and figure are both held: +2.
    let s = score_in("GE-KY IN-KY ME-KY CO-ED DA-ED MO-ED", &table("GE-ED"));
    assert_eq!(s.indicator_points.len(), 2);
}

// ---- bonuses ----

fn with(flags: &[&str]) -> Situation {
    Situation {
        dealer: flags.contains(&"dealer"),
        self_drawn: flags.contains(&"self"),
        last_card: flags.contains(&"last"),
        nhat_ban: flags.contains(&"nhat_ban"),
        ..Situation::default()
    }
}

#[test]
fn every_bonus() {
    // Lục Bộ Flower-red, mixed facing: all regular, one colour, one clan.
    let s = plain("GE-FR IN-FR ME-FR CO-FR DA-FR MO-FR");
    assert_eq!(
        s.bonuses,
        vec![Bonus::AllRegular, Bonus::OneColour, Bonus::OneClan]
    );
    assert_eq!(s.total(), 5 + 3);
    // Lục Bộ Danh Dự of Kyoto: all honour (no colour, no clan).
    assert_eq!(
        plain("GE-KY IN-KY ME-KY CO-KY DA-KY MO-KY").bonuses,
        vec![Bonus::AllHonour]
    );
    // Flower alliance twice: one clan, three colours.
    assert_eq!(
        plain("GE-FR IN-FB ME-FP CO-FR DA-FB MO-FP").bonuses,
        vec![Bonus::AllRegular, Bonus::OneClan]
    );
    // Two red Phiên of left-facing figures: one colour, all left.
    assert_eq!(
        plain("GE-FR GE-BR GE-LR AS-FR AS-BR AS-LR").bonuses,
        vec![Bonus::AllRegular, Bonus::OneColour, Bonus::AllLeft]
    );
    // Ngũ luân phải with IN-KY: all facing right, not all regular.
    assert_eq!(
        plain("IN-FR CO-FR MO-FR NI-FR PR-FR IN-KY").bonuses,
        vec![Bonus::AllRight]
    );
    // The table's bonuses.
    let s = score_in(
        "GE-KY IN-KY ME-KY CO-ED DA-ED MO-ED",
        &with(&["dealer", "self", "last"]),
    );
    assert_eq!(
        s.bonuses,
        vec![
            Bonus::AllHonour,
            Bonus::Dealer,
            Bonus::SelfDrawn,
            Bonus::LastCard
        ]
    );
    assert_eq!(s.total(), 2 + 4);
    let s = score_in("GE-KY IN-KY ME-KY CO-ED DA-ED MO-ED", &with(&["nhat_ban"]));
    assert_eq!(s.bonuses, vec![Bonus::AllHonour, Bonus::NhatBan]);
}

#[test]
fn colour_and_clan_need_every_card_in_a_regular_suit() {
    // A red Phe and three Kyoto cards: not one colour.
    let s = plain("GE-FR IN-BR ME-LR CO-KY DA-KY MO-KY");
    assert!(!s.bonuses.contains(&Bonus::OneColour));
    // A Crest has its suit's colour and clan: Siêu Ngũ luân Flower-red is
    // one colour and one clan, but not all regular and not all left.
    let s = plain("GE-FR ME-FR DA-FR MU-FR AS-FR CR-FR");
    assert_eq!(s.bonuses, vec![Bonus::OneColour, Bonus::OneClan]);
    // Without the Crest (Ngũ luân trái + GE-BB) all six face left.
    let s = plain("GE-FR ME-FR DA-FR MU-FR AS-FR GE-BB");
    assert!(s.bonuses.contains(&Bonus::AllLeft));
    assert!(!s.bonuses.contains(&Bonus::OneColour));
    // Six right-facing Crests don't exist; five right-facing cards and a
    // Crest break "all facing right".
    let s = plain("IN-BB CO-BB MO-BB NI-BB PR-BB CR-BB");
    assert!(!s.bonuses.contains(&Bonus::AllRight));
}

// ---- Thế trắng ----

#[test]
fn the_trang_is_five_unrelated_regular_cards() {
    assert!(is_white_hand(&cards("GE-FR IN-FB ME-BR CO-BB DA-LP")));
    // An honour card (Crest or honour suit) spoils it.
    assert!(!is_white_hand(&cards("GE-FR IN-FB ME-BR CO-BB CR-LP")));
    assert!(!is_white_hand(&cards("GE-FR IN-FB ME-BR CO-BB DA-KY")));
    // Two related cards spoil it (colour and clan don't matter).
    assert!(!is_white_hand(&cards("GE-FR IN-FB ME-BR CO-BB DA-FR")));
    assert!(is_white_hand(&cards("GE-FR IN-FB ME-FP CO-BR DA-BB")));
    // Five cards only.
    assert!(!is_white_hand(&cards("GE-FR IN-FB ME-BR CO-BB")));
    assert_eq!(rulebook::games::card121::WHITE_HAND_POINTS, 1);
    // Paid 3-4-3: one point goes to the seat opposite.
    assert_eq!(split_343(1), [0, 1, 0]);
}

// ---- Đền and payments ----

#[test]
fn the_seeds_example_splits_7_points_200_300_200() {
    assert_eq!(split_343(7), [2, 3, 2]);
    // #3 wins 7 points: #2 and #4 pay 200 each, #1 pays 300.
    let s3 = Seat::new(3).unwrap();
    assert_eq!(win_payments(s3, 7), [-300, -200, 700, -200]);
}

#[test]
fn largest_remainder_and_ties_go_to_the_next_seat() {
    // 2 points: 0.6 / 0.8 / 0.6: the opposite seat first, then the tie of
    // the neighbours goes to the seat after the winner.
    assert_eq!(split_343(2), [1, 1, 0]);
    // 5 points: 1.5 / 2.0 / 1.5: one point left, tied: the next seat.
    assert_eq!(split_343(5), [2, 2, 1]);
    // 3 points: 0.9 / 1.2 / 0.9: two left, to both neighbours.
    assert_eq!(split_343(3), [1, 1, 1]);
    assert_eq!(split_343(4), [1, 2, 1]);
    assert_eq!(split_343(6), [2, 2, 2]);
    assert_eq!(split_343(10), [3, 4, 3]);
    assert_eq!(split_343(0), [0, 0, 0]);
    // The seat after the winner wraps: #4 wins 2 points, #1 is next.
    let s4 = Seat::new(4).unwrap();
    assert_eq!(win_payments(s4, 2), [-100, -100, 0, 200]);
    for points in 0..200u32 {
        let [a, b, c] = split_343(points);
        assert_eq!(a + b + c, points, "{points}: whole split");
        // Each share is its quota rounded down or up.
        for (share, w) in [(a, 3), (b, 4), (c, 3)] {
            let quota = points * w;
            assert!(
                share * 10 <= quota + 9 && share * 10 + 10 > quota,
                "{points}"
            );
        }
        assert!(a >= c, "ties favour the next seat");
    }
}

#[test]
fn den_pays_one_point_to_each_other_player() {
    let s2 = Seat::new(2).unwrap();
    assert_eq!(den_payments(s2), [100, -300, 100, 100]);
    assert_eq!(Seat::new(0), None);
    assert_eq!(Seat::new(5), None);
    assert_eq!(s2.after(3).number(), 1);
}

// ---- properties ----

#[test]
fn the_121_cards_are_distinct_and_their_text_round_trips() {
    let all: Vec<Card> = Card::all().collect();
    assert_eq!(all.len(), 121);
    let mut texts: Vec<String> = all.iter().map(|c| c.text()).collect();
    for c in &all {
        assert_eq!(Card::from_text(&c.text()), Some(*c));
        assert_eq!(c.to_string(), c.text());
        assert_eq!(Card::new(c.figure(), c.suit()), *c);
        assert_eq!(Card::from_index(c.index()), Some(*c));
    }
    texts.sort();
    texts.dedup();
    assert_eq!(texts.len(), 121);
    assert_eq!(all.iter().filter(|c| c.is_honour()).count(), 31);
    assert_eq!(all.iter().filter(|c| c.is_regular()).count(), 90);
    let facing = |f: Facing| Figure::ALL.iter().filter(|x| x.facing() == f).count();
    assert_eq!((facing(Facing::Left), facing(Facing::Right)), (5, 5));
    assert_eq!(Figure::Crest.facing(), Facing::Front);
    for bad in [
        "as-fr", "AS-FRX", "XX-FR", "ASFR", "AS-", "-FR", "AS_FR", " AS-FR", "",
    ] {
        assert_eq!(Card::from_text(bad), None, "{bad:?}");
    }
    assert_eq!(card("AS-FR").name(Lang::En), "Assassin of Flower-red");
    assert_eq!(card("AS-FR").name(Lang::Vi), "Ám giả Hoa đỏ");
    assert_eq!(card("CR-KY").name(Lang::Vi), "Gia huy Cố Đô");
}

fn random_six(rng: &mut Rng) -> Vec<Card> {
    let mut deck: Vec<Card> = Card::all().collect();
    rng.shuffle(&mut deck);
    deck.truncate(6);
    deck
}

#[test]
fn the_score_does_not_depend_on_card_order() {
    let mut rng = Rng::from_seed(121);
    let mut hands: Vec<Vec<Card>> = CASES.iter().map(|c| cards(c.hand)).collect();
    // Random hands (few are complete), and hands biased towards groups:
    // six cards from three figures and three suits.
    for _ in 0..400 {
        hands.push(random_six(&mut rng));
    }
    for _ in 0..400 {
        let mut pool: Vec<Card> = Card::all()
            .filter(|c| c.figure().index() % 4 == 1 || c.suit().index() % 4 == 2)
            .collect();
        rng.shuffle(&mut pool);
        pool.truncate(6);
        hands.push(pool);
    }
    let situation = Situation {
        indicator: Some(card("AS-LB")),
        ..Situation::default()
    };
    for hand in hands {
        let situation = if hand.contains(&card("AS-LB")) {
            Situation::default()
        } else {
            situation.clone()
        };
        let first = score(&hand, &situation).unwrap();
        for _ in 0..6 {
            let mut shuffled = hand.clone();
            rng.shuffle(&mut shuffled);
            assert_eq!(score(&shuffled, &situation).unwrap(), first, "{hand:?}");
        }
    }
}

/// Every group a reading shows is what it says it is, and a reading covers
/// the six.
fn check_group(form: GroupForm, cards: &[Card]) {
    let three = |c: &[Card]| [c[0], c[1], c[2]];
    match form {
        GroupForm::Doi(l) => assert!(cards.len() == 2 && link(cards) == Some(l)),
        GroupForm::Phu(l) => assert!(cards.len() == 3 && link(cards) == Some(l)),
        GroupForm::Cung(l) => assert!(cards.len() == 4 && link(cards) == Some(l)),
        GroupForm::NguLuan(l) => assert!(cards.len() == 5 && link(cards) == Some(l)),
        GroupForm::LucBo(l) => assert!(cards.len() == 6 && link(cards) == Some(l)),
        GroupForm::Phe(k) => assert!(cards.len() == 3 && phe(&three(cards)) == Some(k)),
        GroupForm::Phien(f, k) => {
            assert!(cards.len() == 3 && phien(&three(cards)) == Some((f, k)))
        }
        GroupForm::QuocSi => assert!(mutually_unrelated(cards)),
    }
}

#[test]
fn every_reading_shows_true_groups_covering_the_six() {
    let mut rng = Rng::from_seed(7);
    let mut wins = 0;
    let mut complete = 0;
    for i in 0..6000 {
        // Draw from a small corner of the deck so that groups are common.
        let mut pool: Vec<Card> = Card::all()
            .filter(|c| c.figure().index() < 4 + i % 5 && c.suit().index() % 3 != (i % 3))
            .collect();
        rng.shuffle(&mut pool);
        pool.truncate(6);
        let hand: [Card; 6] = {
            let mut h: [Card; 6] = pool.try_into().unwrap();
            h.sort();
            h
        };
        let s = score(&hand, &Situation::default()).unwrap();
        if s.complete {
            complete += 1;
        }
        if s.win() {
            wins += 1;
            assert!(s.complete, "a win is a complete hand");
        }
        for r in readings(&hand, &Situation::default()) {
            let mut covered: Vec<Card> = Vec::new();
            for g in &r.groups {
                check_group(g.form, &g.cards);
                covered.extend(&g.cards);
            }
            covered.sort();
            covered.dedup();
            assert_eq!(
                covered,
                hand.to_vec(),
                "{}: {hand:?}",
                r.pattern.name(Lang::Vi)
            );
        }
        if s.complete && !s.win() {
            // A refused complete hand shows a complete split of the six.
            let mut covered: Vec<Card> = s.groups.iter().flat_map(|g| g.cards.clone()).collect();
            covered.sort();
            covered.dedup();
            assert_eq!(covered, hand.to_vec());
        }
    }
    assert!(
        wins > 300 && complete > wins,
        "{wins} wins, {complete} complete"
    );
}

#[test]
fn errors_are_refused() {
    let s = Situation::default();
    assert_eq!(
        score(&cards("GE-FR IN-FR ME-FR CO-FR DA-FR"), &s),
        Err(Error::CardCount(5))
    );
    assert_eq!(
        score(&cards("GE-FR IN-FR ME-FR CO-FR DA-FR GE-FR"), &s),
        Err(Error::Duplicate(card("GE-FR")))
    );
    // A hand card given again as the indicator.
    assert_eq!(
        score(
            &cards("GE-FR IN-FR ME-FR CO-FR DA-FR MO-FR"),
            &table("MO-FR")
        ),
        Err(Error::Duplicate(card("MO-FR")))
    );
    assert_eq!(
        score(
            &cards(SCHOLARS),
            &table("MU-LR NI-LB AS-LP PR-KY CR-ED NI-KY")
        ),
        Err(Error::TooManyRevealed(5))
    );
    let no_indicator = Situation {
        revealed: vec![card("MU-LR")],
        ..Situation::default()
    };
    assert_eq!(
        score(&cards(SCHOLARS), &no_indicator),
        Err(Error::RevealedWithoutIndicator)
    );
    for e in [
        Error::CardText("x".into()),
        Error::CardCount(5),
        Error::LockedCount(7),
    ] {
        assert!(!e.text(Lang::En).is_empty() && !e.text(Lang::Vi).is_empty());
        assert_ne!(e.text(Lang::En), e.text(Lang::Vi));
    }
}

#[test]
fn the_explanation_names_every_point() {
    let s = score_in(
        "GE-FR IN-FR ME-FR CO-FR DA-FR MO-FR",
        &Situation {
            dealer: true,
            ..table("AS-FR")
        },
    );
    let vi = s.lines(Lang::Vi);
    assert_eq!(vi[0], "Lục Bộ: 5 điểm");
    assert!(vi
        .iter()
        .any(|l| l.starts_with("Lục Bộ cùng chất Hoa đỏ: ")));
    assert!(vi.iter().any(|l| l.starts_with("Thắng cái: +1")));
    assert!(vi.iter().any(|l| l.starts_with("Chỉ Điểm AS-FR: +1")));
    assert_eq!(vi.last().unwrap(), "Tổng: 10 điểm");
    let en = s.lines(Lang::En);
    assert!(en
        .iter()
        .any(|l| l.contains("the hand holds its suit, Flower-red")));
    assert_eq!(en.last().unwrap(), "Total: 10 points");
    let refused = plain("GE-FR IN-FR ME-FB ME-BB DA-KY MO-KY");
    assert!(refused.lines(Lang::Vi)[0].starts_with("cấm thủ"));
}

#[test]
fn the_deal_is_the_whole_deck() {
    let deal = Deal::new(&mut Rng::from_seed(5));
    let mut all: Vec<Card> = deal.hands.iter().flatten().copied().collect();
    all.push(deal.indicator);
    all.extend(deal.hidden);
    all.extend(&deal.deck);
    assert_eq!(all.len(), 121);
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 121);
    assert_eq!(deal, Deal::new(&mut Rng::from_seed(5)));
    assert_ne!(deal, Deal::new(&mut Rng::from_seed(6)));
}

// ---- the command line ----

fn cli(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_rulebook"))
        .args(args)
        .output()
        .expect("run rulebook");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn score_line(args: &[&str]) -> String {
    let mut all = vec!["score", "121"];
    all.extend_from_slice(args);
    let (code, out, err) = cli(&all);
    assert_eq!(code, 0, "{args:?}: {err}");
    assert!(err.is_empty());
    assert_eq!(out.lines().count(), 1, "one line: {out}");
    out.trim_end().to_string()
}

#[test]
fn cli_score_prints_one_line_of_json() {
    let out = score_line(&[
        "GE-FR",
        "IN-FR",
        "ME-FR",
        "CO-FR",
        "DA-FR",
        "MO-FR",
        "--indicator",
        "AS-FR",
        "--dealer",
    ]);
    assert!(out.starts_with('{') && out.ends_with('}'));
    for part in [
        "\"win\":true",
        "\"the\":\"Lục Bộ\"",
        "\"the_points\":5",
        "\"bonuses\":[\"Toàn quân thường\",\"Cùng một màu\",\"Cùng gia huy\",\"Thắng cái\"]",
        "\"indicator_points\":1",
        "\"total\":10",
        "\"payments\":{\"declarer\":1000,\"next\":-300,\"opposite\":-400,\"previous\":-300}",
        "\"indicator\":\"AS-FR\",\"role\":\"Chỉ Điểm\",\"by\":\"suit\",\"held_by\":[\"GE-FR\",\"IN-FR\",\"ME-FR\",\"CO-FR\",\"DA-FR\",\"MO-FR\"]",
        "\"group\":\"Lục Bộ cùng chất Hoa đỏ\"",
    ] {
        assert!(out.contains(part), "{part} in {out}");
    }
    // The seed's 7 points: Phiên–Phiên (2) + 2 indicator points + Nhất Bản
    // would be against the rules; a real 7: Phe–Cố Đô Ba Đôi (6) + dealer.
    let out = score_line(&[
        "GE-FR", "IN-BR", "ME-LR", "GE-KY", "IN-KY", "ME-KY", "--dealer",
    ]);
    assert!(out.contains("\"the\":\"Phe–Cố Đô Ba Đôi\""), "{out}");
    assert!(out.contains("\"total\":7"), "{out}");
    assert!(
        out.contains("\"next\":-200,\"opposite\":-300,\"previous\":-200"),
        "{out}"
    );
}

#[test]
fn cli_score_flags() {
    let scholars: Vec<&str> = SCHOLARS.split(' ').collect();
    let mut args = scholars.clone();
    args.extend([
        "--indicator",
        "MU-LR",
        "--revealed",
        "NI-LB,AS-LP",
        "--locked",
        "1",
    ]);
    let out = score_line(&args);
    assert!(
        out.contains("\"the\":\"Cửu Sĩ\"") && out.contains("\"the_points\":6"),
        "{out}"
    );
    let mut args = scholars.clone();
    args.extend(["--locked", "1"]);
    let out = score_line(&args);
    assert!(
        out.contains("\"win\":false") && out.contains("\"den\":true"),
        "{out}"
    );
    assert!(out.contains("\"refusal\":\"boi_uoc\""), "{out}");
    assert!(
        out.contains(
            "\"payments\":{\"declarer\":-300,\"next\":100,\"opposite\":100,\"previous\":100}"
        ),
        "{out}"
    );
    let out = score_line(&[
        "GE-FR",
        "IN-FR",
        "ME-FB",
        "ME-BB",
        "DA-KY",
        "MO-KY",
        "--nhat-ban",
        "--self-drawn",
        "--last-card",
    ]);
    assert!(out.contains("\"the\":\"Nhất Bản\""), "{out}");
    assert!(
        out.contains("\"bonuses\":[\"Tự thân\",\"Kết chung\"]"),
        "{out}"
    );
    assert!(out.contains("\"total\":3"), "{out}");
    let out = score_line(&["GE-FR", "IN-FR", "ME-FB", "ME-BB", "DA-KY", "MO-KY"]);
    assert!(
        out.contains("\"the\":null") && out.contains("\"refusal\":\"cam_thu\""),
        "{out}"
    );
    let out = score_line(&[
        "GE-FR",
        "IN-FB",
        "ME-FP",
        "CO-BR",
        "DA-BB",
        "MO-BP",
        "--indicator",
        "MU-LR",
        "--revealed",
        "NI-LB,AS-LP,PR-KY,CR-ED",
    ]);
    assert!(out.contains("\"the\":\"Quốc Sĩ Vô Song\"") && out.contains("\"wins_match\":true"));
}

#[test]
fn cli_score_errors_exit_2_with_one_line() {
    let bad: &[&[&str]] = &[
        &["GE-FR", "IN-FR", "ME-FR", "CO-FR", "DA-FR", "as-fr"],
        &["GE-FR", "IN-FR", "ME-FR", "CO-FR", "DA-FR", "GE-FR"],
        &["GE-FR", "IN-FR", "ME-FR", "CO-FR", "DA-FR"],
        &[
            "GE-FR", "IN-FR", "ME-FR", "CO-FR", "DA-FR", "MO-FR", "PR-FR",
        ],
        &[
            "GE-FR",
            "IN-FR",
            "ME-FR",
            "CO-FR",
            "DA-FR",
            "MO-FR",
            "--indicator",
            "MO-FR",
        ],
        &[
            "GE-FR", "IN-FR", "ME-FR", "CO-FR", "DA-FR", "MO-FR", "--locked", "x",
        ],
        &[
            "GE-FR",
            "IN-FR",
            "ME-FR",
            "CO-FR",
            "DA-FR",
            "MO-FR",
            "--revealed",
            "AS-KY",
        ],
        &[
            "GE-FR", "IN-FR", "ME-FR", "CO-FR", "DA-FR", "MO-FR", "--bogus",
        ],
        &[
            "GE-FR",
            "IN-FR",
            "ME-FR",
            "CO-FR",
            "DA-FR",
            "MO-FR",
            "--indicator",
        ],
    ];
    for args in bad {
        let mut all = vec!["score", "121"];
        all.extend_from_slice(args);
        let (code, out, err) = cli(&all);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
    let (_, _, err) = cli(&[
        "score", "121", "GE-FR", "IN-FR", "ME-FR", "CO-FR", "DA-FR", "GE-FR",
    ]);
    assert!(err.contains("GE-FR is given twice"), "{err}");
    let (_, _, err) = cli(&["score", "121", "GE-FR"]);
    assert!(err.contains("6 cards"), "{err}");
    let (code, _, _) = cli(&["moves", "121", "startpos"]);
    assert_eq!(code, 2);
}

#[test]
fn cli_deal() {
    let (code, out, err) = cli(&["deal", "121", "--seed", "42"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 1);
    let deal = Deal::new(&mut Rng::from_seed(42));
    let hand1: Vec<String> = deal.hands[0].iter().map(|c| format!("\"{c}\"")).collect();
    assert!(out.starts_with("{\"seed\":42,\"hands\":[["), "{out}");
    assert!(out.contains(&format!("[{}]", hand1.join(","))), "{out}");
    assert!(out.contains(&format!("\"indicator\":\"{}\"", deal.indicator)));
    // Every card once.
    for c in Card::all() {
        assert_eq!(out.matches(&format!("\"{c}\"")).count(), 1, "{c}");
    }
    let (again, _, _) = cli(&["deal", "121", "--seed", "42"]);
    assert_eq!(again, 0);
    assert_eq!(cli(&["deal", "121", "--seed", "42"]).1, out);
    assert_eq!(cli(&["deal", "121", "--seed", "x"]).0, 2);
}

// ---- an independent check of every reading's witness ----

/// Restates each Thế's definition over the groups its reading shows, so a
/// reading that names a Thế its groups don't justify fails here.
fn justified(
    p: Pattern,
    g: &[rulebook::games::card121::Group],
    hand: &[Card; 6],
    s: &Situation,
) -> bool {
    use Pattern::*;
    let c = |i: usize| g[i].cards.clone();
    let t = |i: usize| -> [Card; 3] { g[i].cards.clone().try_into().expect("3 cards") };
    let suits = |v: &[Card]| {
        let mut x: Vec<Suit> = v.iter().map(|c| c.suit()).collect();
        x.sort();
        x
    };
    let kind = |v: &[Card]| link(v).map(|l| l.kind());
    let is_phu_of = |v: &[Card], suit: Suit| link(v) == Some(Link::Suit(suit));
    let pairs_ok = |from: usize, f: fn(Card, Card) -> bool| {
        (from..from + 3).all(|i| g[i].cards.len() == 2 && f(g[i].cards[0], g[i].cards[1]))
    };
    let same_figure = |a: Card, b: Card| a.figure() == b.figure();
    let same_suit = |a: Card, b: Card| a.suit() == b.suit();
    // The matched pairs take one card of each 3-group.
    let matched = |a: usize, b: usize, from: usize| {
        (from..from + 3)
            .all(|i| g[a].cards.contains(&g[i].cards[0]) && g[b].cards.contains(&g[i].cards[1]))
    };
    let common = |a: &[Card], b: &[Card]| a.iter().filter(|x| b.contains(x)).count();
    let inside = |a: &[Card], b: &[Card]| a.iter().all(|x| b.contains(x));
    let rest_of = |q: &[Card], ph: &[Card]| -> Card {
        *q.iter().find(|x| !ph.contains(x)).expect("a 4th card")
    };
    // Củng Phiên: [Củng, Phiên inside it, pair, (4th card + pair)].
    let cung_phien = || {
        link(&c(0)).map(|l| l.kind()) == Some(Kind::Figure)
            && c(0).len() == 4
            && inside(&c(1), &c(0))
            && phien(&t(1)).is_some()
            && doi(c(2)[0], c(2)[1]).is_some()
    };
    let fourth_with_pair = || {
        g.len() == 4 && {
            let mut r = vec![rest_of(&c(0), &c(1))];
            r.extend(c(2));
            inside(&r, &c(3)) && r.len() == 3
        }
    };
    let hai_doi = |q: &[Card], p: &[Card]| {
        let kq = kind(q);
        kq.is_some()
            && kq == kind(p)
            && p.iter().all(|x| {
                q.iter().any(|y| match kq {
                    Some(Kind::Figure) => x.suit() == y.suit(),
                    _ => x.figure() == y.figure(),
                })
            })
    };
    let five_pair = || {
        c(0).len() == 5
            && link(&c(0)).is_some()
            && common(&c(1), &c(0)) == 1
            && doi(c(1)[0], c(1)[1]).is_some()
    };
    let sixth = || *hand.iter().find(|x| !g[0].cards.contains(x)).unwrap();
    let facing_all = |v: &[Card], f: Facing| v.iter().all(|c| c.facing() == f);
    let si = |n: usize| {
        let mut all = hand.to_vec();
        all.extend(s.indicator);
        all.extend(&s.revealed);
        g[0].cards.len() == 6 + n && s.revealed.len() + 1 == n && mutually_unrelated(&all)
    };
    match p {
        PhePheLienMinh | PhePheDongSac | PhePhePhanTranh => {
            let k = match p {
                PhePheLienMinh => PheKind::LienMinh,
                PhePheDongSac => PheKind::DongSac,
                _ => PheKind::PhanTranh,
            };
            phe(&t(0)) == Some(k) && phe(&t(1)) == Some(k) && suits(&c(0)) == suits(&c(1))
        }
        PhePheBaDoi => {
            phe(&t(0)).is_some()
                && phe(&t(1)).is_some()
                && pairs_ok(2, same_figure)
                && matched(0, 1, 2)
        }
        PheCoDo => phe(&t(0)).is_some() && is_phu_of(&c(1), Suit::Kyoto),
        PheGiangHo => phe(&t(0)).is_some() && is_phu_of(&c(1), Suit::Edo),
        PhuPhu => kind(&c(0)).is_some() && kind(&c(0)) == kind(&c(1)) && c(0).len() == 3,
        CungDoi => {
            c(0).len() == 4
                && kind(&c(0)).is_some()
                && kind(&c(0)) == kind(&c(1))
                && link(hand).is_none()
        }
        CungPhu => {
            c(0).len() == 4
                && link(&c(0)).is_some()
                && link(&c(1)).is_some()
                && common(&c(0), &c(1)) == 1
        }
        BaDoi => {
            pairs_ok(0, |a, b| a.related(b))
                && kind(&c(0)) == kind(&c(1))
                && kind(&c(1)) == kind(&c(2))
        }
        PhienPhien => {
            matches!((phien(&t(0)), phien(&t(1))), (Some((f1, _)), Some((f2, _))) if f1 != f2)
        }
        PhienCoDo => phien(&t(0)).is_some() && is_phu_of(&c(1), Suit::Kyoto),
        PhienGiangHo => phien(&t(0)).is_some() && is_phu_of(&c(1), Suit::Edo),
        CungPhien => {
            c(0).len() == 4
                && link(&c(0)).is_some()
                && phien(&t(1)).is_some()
                && common(&c(0), &c(1)) == 1
        }
        CungPhienDoiPhu => cung_phien() && fourth_with_pair() && link(&c(3)).is_some(),
        CungDoiPhe => {
            c(0).len() == 4
                && link(&c(0)).is_some()
                && doi(c(1)[0], c(1)[1]).is_some()
                && phe(&t(2)).is_some()
                && inside(&c(1), &c(2))
                && common(&c(0), &c(2)) == 1
        }
        CungPhienDoi => cung_phien(),
        NguLuanDoi => five_pair() && sixth().is_regular(),
        PhuCoDoGiangHo => is_phu_of(&c(0), Suit::Kyoto) && is_phu_of(&c(1), Suit::Edo),
        CungPhienPhuGiangHo => cung_phien() && fourth_with_pair() && is_phu_of(&c(3), Suit::Edo),
        CungPhienPhuCoDo => cung_phien() && fourth_with_pair() && is_phu_of(&c(3), Suit::Kyoto),
        CungDoiHaiDoi => c(0).len() == 4 && hai_doi(&c(0), &c(1)),
        CungDoiPhien => {
            c(0).len() == 4
                && link(&c(0)).is_some()
                && phien(&t(2)).is_some()
                && inside(&c(1), &c(2))
                && common(&c(0), &c(2)) == 1
        }
        CungPhienDoiPhe => cung_phien() && fourth_with_pair() && phe(&t(3)).is_some(),
        NguLuanTrai => {
            five_pair()
                && matches!(link(&c(0)), Some(Link::Suit(_)))
                && facing_all(&c(0), Facing::Left)
        }
        NguLuanPhai => {
            five_pair()
                && matches!(link(&c(0)), Some(Link::Suit(_)))
                && facing_all(&c(0), Facing::Right)
        }
        NguLuanDanhDu => {
            five_pair()
                && c(0).iter().all(|x| x.is_honour())
                && sixth().is_honour()
                && c(0).iter().all(|x| x.suit() != sixth().suit())
        }
        CungPhienDoiHaiDoi => cung_phien() && hai_doi(&c(0), &c(2)),
        CungPhienDoiPheLienMinh | CungPhienDoiPheDongSac | CungPhienDoiPhePhanTranh => {
            let k = match p {
                CungPhienDoiPheLienMinh => PheKind::LienMinh,
                CungPhienDoiPheDongSac => PheKind::DongSac,
                _ => PheKind::PhanTranh,
            };
            cung_phien() && fourth_with_pair() && phe(&t(1)) == Some(k) && phe(&t(3)) == Some(k)
        }
        QuocSiTrai => {
            mutually_unrelated(hand)
                && hand.iter().filter(|c| c.facing() == Facing::Left).count() == 5
        }
        QuocSiPhai => {
            mutually_unrelated(hand)
                && hand.iter().filter(|c| c.facing() == Facing::Right).count() == 5
        }
        QuocSi => mutually_unrelated(&c(0)) && c(0).len() == 6,
        ThatSi => si(1) && s.revealed.is_empty(),
        BatSi => si(2) && s.revealed.len() == 1,
        CuuSi => si(3) && s.revealed.len() == 2,
        ThapSi => si(4) && s.revealed.len() == 3,
        QuocSiVoSong => si(5) && s.revealed.len() == 4,
        BaDoiBaDoi => pairs_ok(0, same_suit) && pairs_ok(3, same_figure),
        PhuPhuBaDoi => {
            link(&c(0)).is_some()
                && link(&c(1)).is_some()
                && pairs_ok(2, |a, b| a.related(b))
                && matched(0, 1, 2)
        }
        LucBo => link(&c(0)).is_some() && c(0).len() == 6,
        SieuNguLuanTrai | SieuNguLuanPhai => {
            let f = if p == SieuNguLuanTrai {
                Facing::Left
            } else {
                Facing::Right
            };
            match link(&c(0)) {
                Some(Link::Suit(s)) => {
                    facing_all(&c(0), f) && sixth() == Card::new(Figure::Crest, s)
                }
                _ => false,
            }
        }
        PhienPhienBaDoi => {
            phien(&t(0)).is_some()
                && phien(&t(1)).is_some()
                && pairs_ok(2, same_suit)
                && matched(0, 1, 2)
        }
        PhienPhienLucBo => {
            matches!((phien(&t(0)), phien(&t(1))), (Some((f1, _)), Some((f2, _))) if f1 == f2)
        }
        PheCoDoBaDoi => {
            phe(&t(0)).is_some()
                && is_phu_of(&c(1), Suit::Kyoto)
                && pairs_ok(2, same_figure)
                && matched(0, 1, 2)
        }
        PheGiangHoBaDoi => {
            phe(&t(0)).is_some()
                && is_phu_of(&c(1), Suit::Edo)
                && pairs_ok(2, same_figure)
                && matched(0, 1, 2)
        }
        PhuCoDoGiangHoBaDoi => {
            is_phu_of(&c(0), Suit::Kyoto)
                && is_phu_of(&c(1), Suit::Edo)
                && pairs_ok(2, same_figure)
                && matched(0, 1, 2)
        }
        BaDoiPhuCoDoGiangHo => {
            pairs_ok(0, same_figure) && is_phu_of(&c(3), Suit::Kyoto) && is_phu_of(&c(4), Suit::Edo)
        }
        LucBoDanhDu => {
            link(&c(0)).is_some() && c(0).len() == 6 && hand.iter().all(|c| c.is_honour())
        }
        NhatBan => false,
    }
}

#[test]
fn every_reading_is_justified_by_its_groups() {
    let mut rng = Rng::from_seed(2024);
    let mut cases: Vec<(Vec<Card>, Situation)> = CASES
        .iter()
        .map(|c| (cards(c.hand), table(c.table)))
        .collect();
    for i in 0..20000usize {
        // Few figures and suits, so that groups are common.
        let mut pool: Vec<Card> = Card::all()
            .filter(|c| {
                let (f, s) = (c.figure().index(), c.suit().index());
                (f + i) % 11 < 3 + i % 4 || (s + i) % 11 < 2 + i % 3
            })
            .collect();
        rng.shuffle(&mut pool);
        pool.truncate(6);
        cases.push((pool, Situation::default()));
    }
    let mut seen = std::collections::BTreeSet::new();
    for (hand, situation) in cases {
        let mut h: [Card; 6] = hand.try_into().unwrap();
        h.sort();
        for r in readings(&h, &situation) {
            assert!(
                justified(r.pattern, &r.groups, &h, &situation),
                "{} is not what {:?} shows",
                r.pattern.name(Lang::Vi),
                r.groups
            );
            seen.insert(r.pattern);
        }
    }
    assert_eq!(
        seen.len(),
        Pattern::ALL.len() - 1,
        "every Thế but Nhất Bản was checked"
    );
}
