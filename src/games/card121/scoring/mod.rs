//! What a hand is worth (§4–§5): complete hands, every Thế with its points,
//! the bonuses, the indicator points and their exclusions, cấm thủ and Đền.
//!
//! Patterns are properties of the six cards as a set (the brief's
//! decision): the scorer tries every split of the six (3+3, 2+2+2, 4+2, a
//! Củng and a 3-group sharing one card, 5+1, all six) and keeps, for each
//! Thế, the first reading that forms it. The best reading is the one with
//! the most points.
//!
//! This file holds the verdict on a declared Ù (`score`, `Score`): the
//! situation at the table, the best reading, bonuses, indicator points
//! and their exclusions, refusals, and Thế trắng.
//!
//! - `patterns`: every Thế, its level and points, and the order of
//!   preference among equals.
//! - `readings`: the splits of the six, complete hands, and every Thế the
//!   six form.

mod patterns;
mod readings;

pub use patterns::Pattern;
pub use readings::{complete_split, is_complete, readings, Reading};

use super::cards::{mutually_unrelated, Card, Facing};
use super::groups::{Group, Kind};
use super::Error;

/// The table around a declared Ù: what the scorer needs besides the six.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Situation {
    /// Chỉ Điểm: the face-up indicator.
    pub indicator: Option<Card>,
    /// Ẩn Sĩ turned up so far, in the order turned (at most 4).
    pub revealed: Vec<Card>,
    /// How many of the six are locked face up after a steal (Bội ước when
    /// one or more).
    pub locked: u8,
    /// Nhất Bản was declared.
    pub nhat_ban: bool,
    /// Thắng cái: the winner deals this round.
    pub dealer: bool,
    /// Tự thân: won with a card the winner flipped from the deck.
    pub self_drawn: bool,
    /// Kết chung: won with the deck's last card.
    pub last_card: bool,
}

impl Situation {
    /// The indicators on the table: the face-up one, then each revealed
    /// hidden one.
    pub fn indicators(&self) -> Vec<(IndicatorRole, Card)> {
        let mut out = Vec::new();
        if let Some(c) = self.indicator {
            out.push((IndicatorRole::FaceUp, c));
        }
        for (i, &c) in self.revealed.iter().enumerate() {
            out.push((IndicatorRole::Hidden(i as u8 + 1), c));
        }
        out
    }

    /// Bội ước: a locked card.
    pub fn boi_uoc(&self) -> bool {
        self.locked > 0
    }
}

/// Thưởng: +1 each, never enough to win alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum Bonus {
    /// Toàn quân thường: all six regular.
    AllRegular,
    /// Toàn quân danh dự: all six honour cards.
    AllHonour,
    /// Cùng một màu: all six in regular suits of one colour.
    OneColour,
    /// Cùng gia huy: all six in regular suits of one clan.
    OneClan,
    /// Cùng nhìn phải: all six facing right.
    AllRight,
    /// Cùng nhìn trái: all six facing left.
    AllLeft,
    /// Thắng cái: the dealer wins.
    Dealer,
    /// Tự thân: won with a card the winner flipped.
    SelfDrawn,
    /// Kết chung: won with the deck's last card.
    LastCard,
    /// Nhất Bản declared, on top of a Thế.
    NhatBan,
}

/// Which indicator a point comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum IndicatorRole {
    /// Chỉ Điểm: the face-up one.
    FaceUp,
    /// Ẩn Sĩ number 1–4, in the order turned up.
    Hidden(u8),
}

/// One indicator point: the hand holds the indicator's suit or figure.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct IndicatorPoint {
    pub role: IndicatorRole,
    pub indicator: Card,
    /// Suit or figure.
    pub by: Kind,
    /// The hand's cards of that suit or figure.
    pub held_by: Vec<Card>,
}

/// Why indicator points do not count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum IndicatorBar {
    /// Bội ước: the winner holds a locked card.
    BoiUoc,
    /// Nhất Bản was declared.
    NhatBan,
    /// Plain Quốc Sĩ.
    QuocSi,
}

/// Why a declared Ù is not a win (the declarer pays Đền).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Refusal {
    /// The six form no complete hand.
    NotComplete,
    /// Cấm thủ: a complete hand with no Thế.
    CamThu,
    /// Bội ước: the only Thế (plain Quốc Sĩ) or the Nhất Bản the hand relies
    /// on is barred by a locked card.
    BoiUoc,
}

/// The verdict on six cards declared as Ù.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Score {
    /// The six, sorted.
    pub hand: [Card; 6],
    /// The six form a complete hand (§4.2).
    pub complete: bool,
    /// The Thế scored; `None` when the Ù is refused.
    pub pattern: Option<Pattern>,
    /// The groups of the best reading (for a refused complete hand, one
    /// complete split).
    pub groups: Vec<Group>,
    pub bonuses: Vec<Bonus>,
    pub indicator_points: Vec<IndicatorPoint>,
    /// Why indicator points do not count, when indicators are on the table.
    pub indicators_barred: Option<IndicatorBar>,
    /// The other Thế the six form, best first.
    pub also: Vec<Pattern>,
    /// Thế the six form that the winner is barred from (Bội ước).
    pub barred: Vec<Pattern>,
    /// Why the Ù is refused.
    pub refusal: Option<Refusal>,
}

impl Score {
    pub fn win(&self) -> bool {
        self.pattern.is_some()
    }

    /// Quốc Sĩ Vô Song: the winner takes the whole match.
    pub fn wins_match(&self) -> bool {
        self.pattern == Some(Pattern::QuocSiVoSong)
    }

    pub fn pattern_points(&self) -> u32 {
        self.pattern.map_or(0, Pattern::points)
    }

    /// Thế + bonuses + indicator points (0 for a refusal and for Vô Song).
    pub fn total(&self) -> u32 {
        if self.wins_match() {
            return 0;
        }
        self.pattern_points() + self.bonuses.len() as u32 + self.indicator_points.len() as u32
    }
}

/// Scores six cards declared as Ù in `situation`: the best reading, its
/// bonuses and indicator points, or why the Ù is refused.
pub fn score(cards: &[Card], situation: &Situation) -> Result<Score, Error> {
    let hand = validate(cards, situation)?;
    let mut all = readings(&hand, situation);
    let complete = !all.is_empty() || complete_split(&hand).is_some();
    let boi_uoc = situation.boi_uoc();
    let mut barred = Vec::new();
    if boi_uoc {
        all.retain(|r| {
            let open = r.pattern != Pattern::QuocSi;
            if !open {
                barred.push(r.pattern);
            }
            open
        });
    }
    let nhat_ban = situation.nhat_ban && !boi_uoc;
    if situation.nhat_ban && boi_uoc {
        barred.push(Pattern::NhatBan);
    }
    let base_bar = if boi_uoc {
        Some(IndicatorBar::BoiUoc)
    } else if situation.nhat_ban {
        Some(IndicatorBar::NhatBan)
    } else {
        None
    };
    let bar_for = |p: Pattern| base_bar.or((p == Pattern::QuocSi).then_some(IndicatorBar::QuocSi));
    let held = indicator_points(&hand, situation);

    // The most points wins; Vô Song beats all. `all` is already in order
    // of preference, so the first of the best is kept.
    let worth = |r: &Reading| {
        let ind = if bar_for(r.pattern).is_none() {
            held.len() as u32
        } else {
            0
        };
        (
            r.pattern == Pattern::QuocSiVoSong,
            r.pattern.points() + ind,
            r.pattern.points(),
        )
    };
    let best = (0..all.len()).fold(None, |best: Option<usize>, i| match best {
        Some(b) if worth(&all[b]) >= worth(&all[i]) => Some(b),
        _ => Some(i),
    });

    let mut score = Score {
        hand,
        complete,
        pattern: None,
        groups: Vec::new(),
        bonuses: Vec::new(),
        indicator_points: Vec::new(),
        indicators_barred: None,
        also: Vec::new(),
        barred,
        refusal: None,
    };
    match best {
        Some(b) => {
            let reading = all.remove(b);
            score.pattern = Some(reading.pattern);
            score.groups = reading.groups;
            score.also = all.iter().map(|r| r.pattern).collect();
        }
        None if nhat_ban && complete => {
            score.pattern = Some(Pattern::NhatBan);
            score.groups = complete_split(&hand).unwrap_or_default();
        }
        None => {
            score.refusal = Some(if !complete {
                Refusal::NotComplete
            } else if !score.barred.is_empty() {
                Refusal::BoiUoc
            } else {
                Refusal::CamThu
            });
            score.groups = complete_split(&hand).unwrap_or_default();
            return Ok(score);
        }
    }
    let pattern = score.pattern.expect("a win has a Thế");
    if pattern == Pattern::QuocSiVoSong {
        // The match is won; the round pays nothing further.
        return Ok(score);
    }
    score.bonuses = bonuses(&hand, situation, nhat_ban && pattern != Pattern::NhatBan);
    if situation.indicator.is_some() {
        score.indicators_barred = bar_for(pattern);
    }
    if score.indicators_barred.is_none() {
        score.indicator_points = held;
    }
    Ok(score)
}

/// Checks the six and the indicators; returns the six sorted.
fn validate(cards: &[Card], situation: &Situation) -> Result<[Card; 6], Error> {
    let hand: [Card; 6] = cards
        .try_into()
        .map_err(|_| Error::CardCount(cards.len()))?;
    if situation.revealed.len() > 4 {
        return Err(Error::TooManyRevealed(situation.revealed.len()));
    }
    if !situation.revealed.is_empty() && situation.indicator.is_none() {
        return Err(Error::RevealedWithoutIndicator);
    }
    if situation.locked > 6 {
        return Err(Error::LockedCount(situation.locked as u32));
    }
    let mut seen = [false; Card::COUNT];
    let table = situation.indicators();
    for c in hand.iter().chain(table.iter().map(|(_, c)| c)) {
        if std::mem::replace(&mut seen[c.index()], true) {
            return Err(Error::Duplicate(*c));
        }
    }
    let mut hand = hand;
    hand.sort();
    Ok(hand)
}

/// The bonuses of a winning hand (`nhat_ban`: add the Nhất Bản bonus).
pub fn bonuses(hand: &[Card; 6], situation: &Situation, nhat_ban: bool) -> Vec<Bonus> {
    let mut out = Vec::new();
    let all = |f: &dyn Fn(&Card) -> bool| hand.iter().all(f);
    if all(&|c| c.is_regular()) {
        out.push(Bonus::AllRegular);
    }
    if all(&|c| c.is_honour()) {
        out.push(Bonus::AllHonour);
    }
    // A Crest has its suit's colour and clan; honour suits have neither.
    let colour = hand[0].suit().colour();
    if colour.is_some() && all(&|c| c.suit().colour() == colour) {
        out.push(Bonus::OneColour);
    }
    let clan = hand[0].suit().clan();
    if clan.is_some() && all(&|c| c.suit().clan() == clan) {
        out.push(Bonus::OneClan);
    }
    // The Crest faces neither way, so it breaks both.
    if all(&|c| c.facing() == Facing::Right) {
        out.push(Bonus::AllRight);
    }
    if all(&|c| c.facing() == Facing::Left) {
        out.push(Bonus::AllLeft);
    }
    if situation.dealer {
        out.push(Bonus::Dealer);
    }
    if situation.self_drawn {
        out.push(Bonus::SelfDrawn);
    }
    if situation.last_card {
        out.push(Bonus::LastCard);
    }
    if nhat_ban {
        out.push(Bonus::NhatBan);
    }
    out
}

/// Every indicator's suit and figure the hand holds (honour suits and the
/// Crest figure included), whether or not they count.
pub fn indicator_points(hand: &[Card; 6], situation: &Situation) -> Vec<IndicatorPoint> {
    let mut out = Vec::new();
    for (role, ind) in situation.indicators() {
        // The suit's point before the figure's.
        for by in [Kind::Suit, Kind::Figure] {
            let held_by: Vec<Card> = hand
                .iter()
                .copied()
                .filter(|&c| by.shared_by(c, ind))
                .collect();
            if !held_by.is_empty() {
                out.push(IndicatorPoint {
                    role,
                    indicator: ind,
                    by,
                    held_by,
                });
            }
        }
    }
    out
}

/// Thế trắng (§5.3): five mutually unrelated regular cards, declared before
/// the dealer's first flip.
pub fn is_white_hand(cards: &[Card]) -> bool {
    cards.len() == 5 && cards.iter().all(|c| c.is_regular()) && mutually_unrelated(cards)
}

/// Thế trắng's points: 1, with no bonuses or indicator points.
pub const WHITE_HAND_POINTS: u32 = 1;
