//! What a hand is worth (§4–§5): complete hands, every Thế with its points,
//! the bonuses, the indicator points and their exclusions, cấm thủ and Đền.
//!
//! Patterns are properties of the six cards as a set (the brief's
//! decision): the scorer tries every split of the six (3+3, 2+2+2, 4+2, a
//! Củng and a 3-group sharing one card, 5+1, all six) and keeps, for each
//! Thế, the first reading that forms it. The best reading is the one with
//! the most points.

use super::cards::{mutually_unrelated, Card, Facing, Figure, Suit};
use super::groups::{doi, link, phe, phien, Group, GroupForm, Kind, Link, PheKind};
use super::Error;

/// Thế: a winning pattern. Declared in the order of preference among Thế
/// of equal points: a Thế whose condition implies another's comes first
/// (Siêu Ngũ luân before Lục Bộ before Phu–Phu Ba Đôi; Phe–Phe, Củng–Đôi
/// before Ba Đôi), otherwise the brief's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum Pattern {
    // ---- Thế 1 ----
    /// Phe–Phe liên minh: two Liên minh Phe on the same three suits.
    PhePheLienMinh,
    /// Phe–Phe đồng sắc: two Đồng sắc Phe on the same three suits.
    PhePheDongSac,
    /// Phe–Phe phân tranh: two Phân tranh Phe on the same three suits.
    PhePhePhanTranh,
    /// Phe–Phe ba đôi: two Phe matched in 3 same-figure pairs.
    PhePheBaDoi,
    /// Phe–Cố Đô: a Phe and a Kyoto Phu.
    PheCoDo,
    /// Phe–Giang Hộ: a Phe and an Edo Phu.
    PheGiangHo,
    /// Phu–Phu: two Phu of the same kind.
    PhuPhu,
    /// Củng–Đôi: a Củng and a pair of the same kind, not all six of one
    /// figure or suit.
    CungDoi,
    /// Củng–Phu: a Củng and a Phu sharing one card.
    CungPhu,
    /// Ba Đôi: 3 pairs of the same kind. Last of its level: Phe–Phe of a
    /// type, Phe–Phe ba đôi and Củng–Đôi are all Ba Đôi as well.
    BaDoi,
    // ---- Thế 2 ----
    /// Phiên–Phiên: two Phiên of different figures.
    PhienPhien,
    /// Phiên–Cố Đô: a Phiên and a Kyoto Phu.
    PhienCoDo,
    /// Phiên–Giang Hộ: a Phiên and an Edo Phu.
    PhienGiangHo,
    /// Củng–Phiên: a Củng and a Phiên sharing one card.
    CungPhien,
    /// Củng Phiên–Đôi Phu: a Củng holding a Phiên; its 4th card and the
    /// pair are a Phu.
    CungPhienDoiPhu,
    /// Củng–Đôi Phe: one card of the Củng and the pair form a Phe.
    CungDoiPhe,
    /// Củng Phiên–Đôi: a Củng holding a Phiên, and any pair.
    CungPhienDoi,
    /// Ngũ Luân–Đôi: 5 of one suit or figure and a regular card pairing
    /// with one of them.
    NguLuanDoi,
    /// Phu Cố Đô–Giang Hộ: a Kyoto Phu and an Edo Phu.
    PhuCoDoGiangHo,
    // ---- Thế 3 ----
    /// Củng Phiên–Phu Giang Hộ: a Củng holding a Phiên; its 4th card and
    /// the pair form an Edo Phu.
    CungPhienPhuGiangHo,
    /// Củng Phiên–Phu Cố Đô: … a Kyoto Phu.
    CungPhienPhuCoDo,
    /// Củng–Đôi Hai Đôi: a Củng and a pair of the same kind whose two cards
    /// each pair with a card of the Củng by the other attribute.
    CungDoiHaiDoi,
    /// Củng–Đôi Phiên: one card of the Củng and the pair form a Phiên.
    CungDoiPhien,
    /// Củng Phiên–Đôi Phe: a Củng holding a Phiên; its 4th card and the
    /// pair form a Phe.
    CungPhienDoiPhe,
    /// Ngũ luân trái: 5 left-facing cards of one suit and any card pairing
    /// with one of them.
    NguLuanTrai,
    /// Ngũ luân phải: the same facing right.
    NguLuanPhai,
    /// Ngũ Luân danh dự: 5 honour cards of one suit or figure and an honour
    /// card of a suit none of them has, pairing with one of them.
    NguLuanDanhDu,
    // ---- Thế 4 ----
    /// Củng Phiên–Đôi Hai Đôi: a Củng–Đôi Hai Đôi whose Củng holds a Phiên.
    CungPhienDoiHaiDoi,
    /// Củng Phiên–Đôi Phe Liên minh: the Phiên and the Phe both Liên minh.
    CungPhienDoiPheLienMinh,
    /// Củng Phiên–Đôi Phe Đồng sắc.
    CungPhienDoiPheDongSac,
    /// Củng Phiên–Đôi Phe Phân tranh.
    CungPhienDoiPhePhanTranh,
    /// Quốc Sĩ Trái: a Quốc Sĩ with 5 cards facing left.
    QuocSiTrai,
    /// Quốc Sĩ Phải: a Quốc Sĩ with 5 cards facing right.
    QuocSiPhai,
    /// Thất Sĩ: the six and the face-up indicator, 7 mutually unrelated.
    ThatSi,
    // ---- Thế 5 ----
    /// Siêu Ngũ luân trái: the 5 left-facing cards of a suit and its Crest.
    SieuNguLuanTrai,
    /// Siêu Ngũ luân phải.
    SieuNguLuanPhai,
    /// Lục Bộ: 6 of one suit or figure.
    LucBo,
    /// Phu–Phu Ba Đôi: two Phu matched in 3 pairs.
    PhuPhuBaDoi,
    /// Ba Đôi–Ba Đôi: 3 same-suit pairs that also form 3 same-figure pairs.
    BaDoiBaDoi,
    /// Bát Sĩ: Quốc Sĩ, the indicator and 1 revealed Ẩn Sĩ, 8 unrelated.
    BatSi,
    // ---- Thế 6 ----
    /// Phiên–Phiên Ba Đôi: two Phiên matched in 3 same-suit pairs.
    PhienPhienBaDoi,
    /// Phiên–Phiên Lục Bộ: two Phiên of the same figure.
    PhienPhienLucBo,
    /// Phe–Cố Đô Ba Đôi: a Phe and a Kyoto Phu matched in 3 same-figure
    /// pairs.
    PheCoDoBaDoi,
    /// Phe–Giang Hộ Ba Đôi: … an Edo Phu.
    PheGiangHoBaDoi,
    /// Cửu Sĩ: 9 unrelated (2 Ẩn Sĩ revealed).
    CuuSi,
    // ---- Thế 7 ----
    /// Phu Cố Đô–Giang Hộ–Ba Đôi: a Kyoto Phu and an Edo Phu matched in 3
    /// same-figure pairs.
    PhuCoDoGiangHoBaDoi,
    /// Ba Đôi–Phu Cố Đô–Giang Hộ: 3 same-figure pairs that are also a Kyoto
    /// Phu and an Edo Phu (as a set, the same six cards as the one before).
    BaDoiPhuCoDoGiangHo,
    /// Lục Bộ Danh Dự: 6 honour cards of one suit or figure.
    LucBoDanhDu,
    /// Thập Sĩ: 10 unrelated (3 Ẩn Sĩ revealed).
    ThapSi,
    // ---- Thế 0 ----
    /// Quốc Sĩ Vô Song: 11 unrelated (all 4 Ẩn Sĩ revealed): wins the match.
    QuocSiVoSong,
    // ---- special ----
    /// Quốc Sĩ: 6 mutually unrelated cards. Barred by Bội ước; no
    /// indicator points.
    QuocSi,
    /// Nhất Bản as the Thế itself: a declared Nhất Bản hand that is
    /// complete but forms no other Thế.
    NhatBan,
}

impl Pattern {
    /// Every Thế, in order of preference among equal points.
    pub const ALL: [Pattern; 52] = [
        Pattern::PhePheLienMinh,
        Pattern::PhePheDongSac,
        Pattern::PhePhePhanTranh,
        Pattern::PhePheBaDoi,
        Pattern::PheCoDo,
        Pattern::PheGiangHo,
        Pattern::PhuPhu,
        Pattern::CungDoi,
        Pattern::CungPhu,
        Pattern::BaDoi,
        Pattern::PhienPhien,
        Pattern::PhienCoDo,
        Pattern::PhienGiangHo,
        Pattern::CungPhien,
        Pattern::CungPhienDoiPhu,
        Pattern::CungDoiPhe,
        Pattern::CungPhienDoi,
        Pattern::NguLuanDoi,
        Pattern::PhuCoDoGiangHo,
        Pattern::CungPhienPhuGiangHo,
        Pattern::CungPhienPhuCoDo,
        Pattern::CungDoiHaiDoi,
        Pattern::CungDoiPhien,
        Pattern::CungPhienDoiPhe,
        Pattern::NguLuanTrai,
        Pattern::NguLuanPhai,
        Pattern::NguLuanDanhDu,
        Pattern::CungPhienDoiHaiDoi,
        Pattern::CungPhienDoiPheLienMinh,
        Pattern::CungPhienDoiPheDongSac,
        Pattern::CungPhienDoiPhePhanTranh,
        Pattern::QuocSiTrai,
        Pattern::QuocSiPhai,
        Pattern::ThatSi,
        Pattern::SieuNguLuanTrai,
        Pattern::SieuNguLuanPhai,
        Pattern::LucBo,
        Pattern::PhuPhuBaDoi,
        Pattern::BaDoiBaDoi,
        Pattern::BatSi,
        Pattern::PhienPhienBaDoi,
        Pattern::PhienPhienLucBo,
        Pattern::PheCoDoBaDoi,
        Pattern::PheGiangHoBaDoi,
        Pattern::CuuSi,
        Pattern::PhuCoDoGiangHoBaDoi,
        Pattern::BaDoiPhuCoDoGiangHo,
        Pattern::LucBoDanhDu,
        Pattern::ThapSi,
        Pattern::QuocSiVoSong,
        Pattern::QuocSi,
        Pattern::NhatBan,
    ];

    /// The Thế's level: 1–7, 0 for Quốc Sĩ Vô Song; Quốc Sĩ and Nhất Bản
    /// are worth 1.
    pub const fn level(self) -> u32 {
        use Pattern::*;
        match self {
            BaDoi | PhePheLienMinh | PhePheDongSac | PhePhePhanTranh | PhePheBaDoi | PheCoDo
            | PheGiangHo | PhuPhu | CungDoi | CungPhu | QuocSi | NhatBan => 1,
            PhienPhien | PhienCoDo | PhienGiangHo | CungPhien | CungPhienDoiPhu | CungDoiPhe
            | CungPhienDoi | NguLuanDoi | PhuCoDoGiangHo => 2,
            CungPhienPhuGiangHo | CungPhienPhuCoDo | CungDoiHaiDoi | CungDoiPhien
            | CungPhienDoiPhe | NguLuanTrai | NguLuanPhai | NguLuanDanhDu => 3,
            CungPhienDoiHaiDoi
            | CungPhienDoiPheLienMinh
            | CungPhienDoiPheDongSac
            | CungPhienDoiPhePhanTranh
            | QuocSiTrai
            | QuocSiPhai
            | ThatSi => 4,
            SieuNguLuanTrai | SieuNguLuanPhai | LucBo | PhuPhuBaDoi | BaDoiBaDoi | BatSi => 5,
            PhienPhienBaDoi | PhienPhienLucBo | PheCoDoBaDoi | PheGiangHoBaDoi | CuuSi => 6,
            PhuCoDoGiangHoBaDoi | BaDoiPhuCoDoGiangHo | LucBoDanhDu | ThapSi => 7,
            QuocSiVoSong => 0,
        }
    }

    /// The points the Thế scores: its level (Vô Song ends the match
    /// instead, and pays nothing further).
    pub const fn points(self) -> u32 {
        self.level()
    }

    /// Preference among Thế of equal points: lower comes first.
    fn preference(self) -> usize {
        self as usize
    }
}

/// One way of reading the six cards: the Thế and the groups that form it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Reading {
    pub pattern: Pattern,
    pub groups: Vec<Group>,
}

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
        let suit: Vec<Card> = hand
            .iter()
            .copied()
            .filter(|c| c.suit() == ind.suit())
            .collect();
        if !suit.is_empty() {
            out.push(IndicatorPoint {
                role,
                indicator: ind,
                by: Kind::Suit,
                held_by: suit,
            });
        }
        let figure: Vec<Card> = hand
            .iter()
            .copied()
            .filter(|c| c.figure() == ind.figure())
            .collect();
        if !figure.is_empty() {
            out.push(IndicatorPoint {
                role,
                indicator: ind,
                by: Kind::Figure,
                held_by: figure,
            });
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

/// The six form a complete hand (§4.2): two 3-groups, three pairs, a Củng
/// and a pair, a Củng and a 3-group sharing one card, or a Thế.
pub fn is_complete(hand: &[Card; 6]) -> bool {
    complete_split(hand).is_some() || !readings(hand, &Situation::default()).is_empty()
}

// ---------------------------------------------------------------------------
// Splits of the six

/// The cards of `hand` picked by the bits of `mask`, in order.
fn pick<const N: usize>(hand: &[Card; 6], mask: u8) -> [Card; N] {
    let mut out = [hand[0]; N];
    let mut n = 0;
    for (i, &c) in hand.iter().enumerate() {
        if mask & (1 << i) != 0 {
            out[n] = c;
            n += 1;
        }
    }
    debug_assert_eq!(n, N);
    out
}

/// The masks of `size` cards out of six.
fn masks(size: u32) -> impl Iterator<Item = u8> {
    (0u8..64).filter(move |m| m.count_ones() == size)
}

/// The 15 ways to split six cards into three pairs (card indices).
fn pairings() -> Vec<[(usize, usize); 3]> {
    let mut out = Vec::with_capacity(15);
    for j in 1..6 {
        let rest: Vec<usize> = (1..6).filter(|&k| k != j).collect();
        for k in 1..4 {
            let last: Vec<usize> = (1..4).filter(|&m| m != k).map(|m| rest[m]).collect();
            out.push([(0, j), (rest[0], rest[k]), (last[0], last[1])]);
        }
    }
    out
}

/// One complete split without regard to Thế, for Nhất Bản and for showing
/// a refused hand: two 3-groups, three pairs, Củng + pair, Củng + 3-group
/// sharing one card.
pub fn complete_split(hand: &[Card; 6]) -> Option<Vec<Group>> {
    for m in masks(3).filter(|m| m & 1 != 0) {
        let (a, b) = (pick::<3>(hand, m), pick::<3>(hand, !m & 63));
        if let (Some(ga), Some(gb)) = (Group::triple(&a), Group::triple(&b)) {
            return Some(vec![ga, gb]);
        }
    }
    for p in pairings() {
        let groups: Option<Vec<Group>> = p
            .iter()
            .map(|&(i, j)| Group::linked(&[hand[i], hand[j]]))
            .collect();
        if groups.is_some() {
            return groups;
        }
    }
    for m in masks(4) {
        let (q, p) = (pick::<4>(hand, m), pick::<2>(hand, !m & 63));
        let Some(gq) = Group::linked(&q) else {
            continue;
        };
        if let Some(gp) = Group::linked(&p) {
            return Some(vec![gq, gp]);
        }
        for &c in &q {
            if let Some(gt) = Group::triple(&[c, p[0], p[1]]) {
                return Some(vec![gq, gt]);
            }
        }
    }
    None
}

/// Collects one reading per Thế, the first found.
struct Found(Vec<Reading>);

impl Found {
    fn add(&mut self, pattern: Pattern, groups: impl FnOnce() -> Vec<Group>) {
        if !self.0.iter().any(|r| r.pattern == pattern) {
            self.0.push(Reading {
                pattern,
                groups: groups(),
            });
        }
    }
}

/// Every Thế the six form (one reading each), best first: Vô Song, then by
/// points, then by preference. The -Sĩ family reads the indicators of
/// `situation`; nothing else of it matters here.
pub fn readings(hand: &[Card; 6], situation: &Situation) -> Vec<Reading> {
    let mut found = Found(Vec::new());
    for m in masks(3).filter(|m| m & 1 != 0) {
        let (a, b) = (pick::<3>(hand, m), pick::<3>(hand, !m & 63));
        two_triples(&mut found, &a, &b);
        two_triples(&mut found, &b, &a);
    }
    three_pairs(&mut found, hand);
    for m in masks(4) {
        quad(&mut found, &pick::<4>(hand, m), &pick::<2>(hand, !m & 63));
    }
    for x in 0..6 {
        five(&mut found, &pick::<5>(hand, !(1 << x) & 63), hand[x]);
    }
    six(&mut found, hand, situation);
    let mut out = found.0;
    out.sort_by_key(|r| {
        (
            r.pattern != Pattern::QuocSiVoSong,
            std::cmp::Reverse(r.pattern.points()),
            r.pattern.preference(),
        )
    });
    out
}

fn kyoto(l: Option<Link>) -> bool {
    l == Some(Link::Suit(Suit::Kyoto))
}

fn edo(l: Option<Link>) -> bool {
    l == Some(Link::Suit(Suit::Edo))
}

/// `b` reordered so that each of its cards faces the card of `a` at the
/// same position with `ok` holding for every pair, if such an order exists.
fn matching(a: &[Card; 3], b: &[Card; 3], ok: fn(Card, Card) -> bool) -> Option<[Card; 3]> {
    const ORDERS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    ORDERS.iter().find_map(|o| {
        let m = [b[o[0]], b[o[1]], b[o[2]]];
        (0..3).all(|i| ok(a[i], m[i])).then_some(m)
    })
}

fn same_figure(a: Card, b: Card) -> bool {
    a.figure() == b.figure()
}

fn same_suit(a: Card, b: Card) -> bool {
    a.suit() == b.suit()
}

fn related(a: Card, b: Card) -> bool {
    a.related(b)
}

fn triple_group(cards: &[Card; 3]) -> Group {
    Group::triple(cards).expect("a 3-group")
}

/// Two 3-groups, then the three pairs their matching positions form.
fn matched_groups(a: &[Card; 3], m: &[Card; 3]) -> Vec<Group> {
    let mut g = vec![triple_group(a), triple_group(m)];
    for i in 0..3 {
        g.push(Group::linked(&[a[i], m[i]]).expect("a matched pair"));
    }
    g
}

/// The Thế of a 3+3 split, with `a` read first.
fn two_triples(found: &mut Found, a: &[Card; 3], b: &[Card; 3]) {
    let (la, lb) = (link(a), link(b));
    let (pa, pb) = (phe(a), phe(b));
    let (fa, fb) = (phien(a), phien(b));
    let two = || vec![triple_group(a), triple_group(b)];

    if let (Some(ka), Some(kb)) = (pa, pb) {
        let mut sa = a.map(|c| c.suit());
        let mut sb = b.map(|c| c.suit());
        sa.sort();
        sb.sort();
        if ka == kb && sa == sb {
            let p = match ka {
                PheKind::LienMinh => Pattern::PhePheLienMinh,
                PheKind::DongSac => Pattern::PhePheDongSac,
                PheKind::PhanTranh => Pattern::PhePhePhanTranh,
            };
            found.add(p, two);
        }
        if let Some(m) = matching(a, b, same_figure) {
            found.add(Pattern::PhePheBaDoi, || matched_groups(a, &m));
        }
    }
    if pa.is_some() && kyoto(lb) {
        found.add(Pattern::PheCoDo, two);
        if let Some(m) = matching(a, b, same_figure) {
            found.add(Pattern::PheCoDoBaDoi, || matched_groups(a, &m));
        }
    }
    if pa.is_some() && edo(lb) {
        found.add(Pattern::PheGiangHo, two);
        if let Some(m) = matching(a, b, same_figure) {
            found.add(Pattern::PheGiangHoBaDoi, || matched_groups(a, &m));
        }
    }
    if let (Some(x), Some(y)) = (la, lb) {
        if x.kind() == y.kind() {
            found.add(Pattern::PhuPhu, two);
        }
        if let Some(m) = matching(a, b, related) {
            found.add(Pattern::PhuPhuBaDoi, || matched_groups(a, &m));
        }
    }
    if let (Some((f1, _)), Some((f2, _))) = (fa, fb) {
        if f1 != f2 {
            found.add(Pattern::PhienPhien, two);
        } else {
            found.add(Pattern::PhienPhienLucBo, two);
        }
        if let Some(m) = matching(a, b, same_suit) {
            found.add(Pattern::PhienPhienBaDoi, || matched_groups(a, &m));
        }
    }
    if fa.is_some() && kyoto(lb) {
        found.add(Pattern::PhienCoDo, two);
    }
    if fa.is_some() && edo(lb) {
        found.add(Pattern::PhienGiangHo, two);
    }
    if kyoto(la) && edo(lb) {
        found.add(Pattern::PhuCoDoGiangHo, two);
        if let Some(m) = matching(a, b, same_figure) {
            found.add(Pattern::PhuCoDoGiangHoBaDoi, || matched_groups(a, &m));
        }
    }
}

/// The Thế of 2+2+2 splits: Ba Đôi, Ba Đôi–Ba Đôi, Ba Đôi–Phu Cố Đô–Giang Hộ.
fn three_pairs(found: &mut Found, hand: &[Card; 6]) {
    let mut by_suit: Option<Vec<Group>> = None;
    let mut by_figure: Option<Vec<Group>> = None;
    for p in pairings() {
        let pairs = p.map(|(i, j)| [hand[i], hand[j]]);
        let Some(links) = pairs
            .iter()
            .map(|&[x, y]| doi(x, y))
            .collect::<Option<Vec<Link>>>()
        else {
            continue;
        };
        let groups = || {
            pairs
                .iter()
                .map(|pair| Group::linked(pair).expect("a pair"))
                .collect::<Vec<Group>>()
        };
        let kinds = links.iter().map(|l| l.kind());
        if kinds.clone().all(|k| k == Kind::Suit) {
            found.add(Pattern::BaDoi, groups);
            by_suit.get_or_insert_with(groups);
        } else if kinds.clone().all(|k| k == Kind::Figure) {
            found.add(Pattern::BaDoi, groups);
            by_figure.get_or_insert_with(groups);
            // Each pair one Kyoto and one Edo card of a figure: the Kyoto
            // cards are a Phu, and so are the Edo cards.
            let ky_ed = pairs.iter().all(|pair| {
                let mut s = pair.map(|c| c.suit());
                s.sort();
                s == [Suit::Kyoto, Suit::Edo]
            });
            if ky_ed {
                found.add(Pattern::BaDoiPhuCoDoGiangHo, || {
                    let mut g = groups();
                    let side =
                        |s: Suit| pairs.map(|pair| *pair.iter().find(|c| c.suit() == s).unwrap());
                    g.push(triple_group(&side(Suit::Kyoto)));
                    g.push(triple_group(&side(Suit::Edo)));
                    g
                });
            }
        }
    }
    if let (Some(s), Some(f)) = (by_suit, by_figure) {
        found.add(Pattern::BaDoiBaDoi, || [s, f].concat());
    }
}

/// The Thế of a Củng `q` and the other two cards `p`: the Củng–Đôi family
/// and a Củng with a 3-group sharing one card.
fn quad(found: &mut Found, q: &[Card; 4], p: &[Card; 2]) {
    let Some(lq) = link(q) else {
        return;
    };
    let cung = || Group::linked(q).expect("a Củng");
    // A Củng and a 3-group sharing one card: that card and the other two.
    for &c in q {
        let t = [c, p[0], p[1]];
        if link(&t).is_some() {
            found.add(Pattern::CungPhu, || vec![cung(), triple_group(&t)]);
        }
        if phien(&t).is_some() {
            found.add(Pattern::CungPhien, || vec![cung(), triple_group(&t)]);
        }
    }
    // The rest needs a real Đôi.
    let Some(lp) = doi(p[0], p[1]) else {
        return;
    };
    let pair = || Group::linked(p).expect("a pair");
    let same_kind = lp.kind() == lq.kind();
    let mut six = q.to_vec();
    six.extend_from_slice(p);
    if same_kind && link(&six).is_none() {
        found.add(Pattern::CungDoi, || vec![cung(), pair()]);
    }
    // Each card of the pair pairs with a card of the Củng by the other
    // attribute (distinct cards, since the pair's cards differ in it).
    let two_pairs = same_kind
        && p.iter().all(|x| {
            q.iter().any(|y| match lq.kind() {
                Kind::Figure => x.suit() == y.suit(),
                Kind::Suit => x.figure() == y.figure(),
            })
        });
    if two_pairs {
        found.add(Pattern::CungDoiHaiDoi, || vec![cung(), pair()]);
    }
    for &c in q {
        let t = [c, p[0], p[1]];
        if phe(&t).is_some() {
            found.add(Pattern::CungDoiPhe, || {
                vec![cung(), pair(), triple_group(&t)]
            });
        }
        if phien(&t).is_some() {
            found.add(Pattern::CungDoiPhien, || {
                vec![cung(), pair(), triple_group(&t)]
            });
        }
    }
    // A Củng holding a Phiên: any three of the four; the 4th card is `d`.
    if lq.kind() != Kind::Figure {
        return;
    }
    for skip in 0..4 {
        let d = q[skip];
        let mut t = [d; 3];
        let mut n = 0;
        for (i, &c) in q.iter().enumerate() {
            if i != skip {
                t[n] = c;
                n += 1;
            }
        }
        let Some(kt) = phe(&t) else {
            continue;
        };
        let base = || vec![cung(), triple_group(&t), pair()];
        found.add(Pattern::CungPhienDoi, base);
        if two_pairs {
            found.add(Pattern::CungPhienDoiHaiDoi, base);
        }
        let r = [d, p[0], p[1]];
        let with_r = || {
            let mut g = base();
            g.push(triple_group(&r));
            g
        };
        if let Some(lr) = link(&r) {
            found.add(Pattern::CungPhienDoiPhu, with_r);
            if lr == Link::Suit(Suit::Edo) {
                found.add(Pattern::CungPhienPhuGiangHo, with_r);
            }
            if lr == Link::Suit(Suit::Kyoto) {
                found.add(Pattern::CungPhienPhuCoDo, with_r);
            }
        }
        if let Some(kr) = phe(&r) {
            found.add(Pattern::CungPhienDoiPhe, with_r);
            if kr == kt {
                let p = match kt {
                    PheKind::LienMinh => Pattern::CungPhienDoiPheLienMinh,
                    PheKind::DongSac => Pattern::CungPhienDoiPheDongSac,
                    PheKind::PhanTranh => Pattern::CungPhienDoiPhePhanTranh,
                };
                found.add(p, with_r);
            }
        }
    }
}

/// The Thế of five of one suit or figure `f` and a sixth card `x`.
fn five(found: &mut Found, f: &[Card; 5], x: Card) {
    let Some(lf) = link(f) else {
        return;
    };
    let ngu_luan = || Group::linked(f).expect("a Ngũ Luân");
    let by_suit = lf.kind() == Kind::Suit;
    let facing = |side: Facing| f.iter().all(|c| c.facing() == side);
    if let Some(&mate) = f.iter().find(|c| c.related(x)) {
        let groups = || vec![ngu_luan(), Group::linked(&[mate, x]).expect("a pair")];
        if x.is_regular() {
            found.add(Pattern::NguLuanDoi, groups);
        }
        if by_suit && facing(Facing::Left) {
            found.add(Pattern::NguLuanTrai, groups);
        }
        if by_suit && facing(Facing::Right) {
            found.add(Pattern::NguLuanPhai, groups);
        }
        if f.iter().all(|c| c.is_honour())
            && x.is_honour()
            && f.iter().all(|c| c.suit() != x.suit())
        {
            found.add(Pattern::NguLuanDanhDu, groups);
        }
    }
    if let Link::Suit(s) = lf {
        if x == Card::new(Figure::Crest, s) {
            let groups = || {
                let mut six = f.to_vec();
                six.push(x);
                vec![ngu_luan(), Group::linked(&six).expect("a Lục Bộ")]
            };
            if facing(Facing::Left) {
                found.add(Pattern::SieuNguLuanTrai, groups);
            }
            if facing(Facing::Right) {
                found.add(Pattern::SieuNguLuanPhai, groups);
            }
        }
    }
}

/// The Thế of all six: Lục Bộ and the Quốc Sĩ family.
fn six(found: &mut Found, hand: &[Card; 6], situation: &Situation) {
    if link(hand).is_some() {
        let groups = || vec![Group::linked(hand).expect("a Lục Bộ")];
        found.add(Pattern::LucBo, groups);
        if hand.iter().all(|c| c.is_honour()) {
            found.add(Pattern::LucBoDanhDu, groups);
        }
    }
    if !mutually_unrelated(hand) {
        return;
    }
    let quoc_si = |cards: &[Card]| {
        vec![Group {
            form: GroupForm::QuocSi,
            cards: cards.to_vec(),
        }]
    };
    found.add(Pattern::QuocSi, || quoc_si(hand));
    let count = |side: Facing| hand.iter().filter(|c| c.facing() == side).count();
    if count(Facing::Left) == 5 {
        found.add(Pattern::QuocSiTrai, || quoc_si(hand));
    }
    if count(Facing::Right) == 5 {
        found.add(Pattern::QuocSiPhai, || quoc_si(hand));
    }
    // The -Sĩ family counts every indicator on the table; one related card
    // leaves plain Quốc Sĩ.
    if situation.indicator.is_none() {
        return;
    }
    let mut all = hand.to_vec();
    all.extend(situation.indicators().iter().map(|&(_, c)| c));
    if !mutually_unrelated(&all) {
        return;
    }
    let p = match situation.revealed.len() {
        0 => Pattern::ThatSi,
        1 => Pattern::BatSi,
        2 => Pattern::CuuSi,
        3 => Pattern::ThapSi,
        _ => Pattern::QuocSiVoSong,
    };
    found.add(p, || quoc_si(&all));
}
