//! What the 121 engine says to a player, worded in English and Vietnamese.
//! The Vietnamese names of Thế, groups and bonuses are the game's own
//! terms; the English ones are ours.

use super::cards::{Card, Clan, Colour, Facing, Figure, Suit};
use super::groups::{Group, GroupForm, Kind, Link, PheKind};
use super::scoring::{Bonus, IndicatorBar, IndicatorPoint, IndicatorRole, Pattern, Refusal, Score};
use crate::core::wording::{bilingual, say};
use crate::core::Lang;

/// A text in English and in Vietnamese.
type EnVi = (&'static str, &'static str);

impl Figure {
    pub const fn name(self, lang: Lang) -> &'static str {
        use Figure::*;
        let (en, vi) = match self {
            Crest => ("Crest", "Gia huy"),
            General => ("General", "Tướng quân"),
            Inspector => ("Inspector", "Thanh tra"),
            Merchant => ("Merchant", "Thương nhân"),
            Courtesan => ("Courtesan", "Kĩ nữ"),
            Dancer => ("Dancer", "Vũ nữ"),
            Monk => ("Monk", "Tăng lữ"),
            Musician => ("Musician", "Nhạc sư"),
            Ninja => ("Ninja", "Nhẫn giả"),
            Assassin => ("Assassin", "Ám giả"),
            Priest => ("Priest", "Linh mục"),
        };
        lang.pick(en, vi)
    }
}

impl Clan {
    pub const fn name(self, lang: Lang) -> &'static str {
        let (en, vi) = match self {
            Clan::Flower => ("Flower", "Hoa"),
            Clan::Butterfly => ("Butterfly", "Bướm"),
            Clan::Leaf => ("Leaf", "Lá"),
        };
        lang.pick(en, vi)
    }
}

impl Colour {
    pub const fn name(self, lang: Lang) -> &'static str {
        let (en, vi) = match self {
            Colour::Red => ("red", "đỏ"),
            Colour::Blue => ("blue", "xanh"),
            Colour::Purple => ("purple", "tím"),
        };
        lang.pick(en, vi)
    }
}

impl Suit {
    /// `Cố Đô`, `Hoa đỏ`; `Kyoto`, `Flower-red`.
    pub fn name(self, lang: Lang) -> String {
        bilingual!(
            lang,
            match self {
                Suit::Kyoto => ("Kyoto", "Cố Đô"),
                Suit::Edo => ("Edo", "Giang Hộ"),
                _ => {
                    let (Some(clan), Some(colour)) = (self.clan(), self.colour()) else {
                        unreachable!("a regular suit has a clan and a colour")
                    };
                    say!(lang, "{}-{}", "{} {}", clan.name(lang), colour.name(lang))
                }
            }
        )
    }
}

impl Facing {
    pub const fn name(self, lang: Lang) -> &'static str {
        let (en, vi) = match self {
            Facing::Front => ("facing front", "nhìn thẳng"),
            Facing::Left => ("facing left", "nhìn trái"),
            Facing::Right => ("facing right", "nhìn phải"),
        };
        lang.pick(en, vi)
    }
}

impl Card {
    /// `Ám giả Hoa đỏ`; `Assassin of Flower-red`.
    pub fn name(self, lang: Lang) -> String {
        let (figure, suit) = (self.figure().name(lang), self.suit().name(lang));
        say!(lang, "{figure} of {suit}", "{figure} {suit}")
    }
}

impl PheKind {
    pub const fn name(self, lang: Lang) -> &'static str {
        let (en, vi) = match self {
            PheKind::LienMinh => ("alliance", "liên minh"),
            PheKind::DongSac => ("same colour", "đồng sắc"),
            PheKind::PhanTranh => ("discord", "phân tranh"),
        };
        lang.pick(en, vi)
    }
}

impl Link {
    /// `cùng hình Ám giả`; `figure Assassin`.
    pub fn text(self, lang: Lang) -> String {
        bilingual!(
            lang,
            match self {
                Link::Figure(f) => ("figure {}", "cùng hình {}", f.name(lang)),
                Link::Suit(s) => ("suit {}", "cùng chất {}", s.name(lang)),
            }
        )
    }
}

impl GroupForm {
    /// `Phu Cố Đô`, `Đôi cùng hình Ám giả`, `Phiên liên minh (Ám giả)`.
    pub fn text(self, lang: Lang) -> String {
        let sized = |en_name: &str, vi_name: &str, l: Link| {
            say!(lang, "{en_name} ({})", "{vi_name} {}", l.text(lang))
        };
        bilingual!(
            lang,
            match self {
                GroupForm::Phu(Link::Suit(Suit::Kyoto)) => ("Kyoto Triple", "Phu Cố Đô"),
                GroupForm::Phu(Link::Suit(Suit::Edo)) => ("Edo Triple", "Phu Giang Hộ"),
                GroupForm::Doi(l) => sized("Pair", "Đôi", l),
                GroupForm::Phu(l) => sized("Triple", "Phu", l),
                GroupForm::Cung(l) => sized("Quad", "Củng", l),
                GroupForm::NguLuan(l) => sized("Five", "Ngũ Luân", l),
                GroupForm::LucBo(l) => sized("Six", "Lục Bộ", l),
                GroupForm::Phe(k) => ("Faction ({})", "Phe {}", k.name(lang)),
                GroupForm::Phien(f, k) => (
                    "Faction Triple ({}, {})",
                    "Phiên {} ({})",
                    k.name(lang),
                    f.name(lang),
                ),
                GroupForm::QuocSi => (
                    "Unrelated cards (no two share a figure or a suit)",
                    "Quốc Sĩ (không hai lá nào cùng hình hay cùng chất)",
                ),
            }
        )
    }
}

impl Group {
    /// `Đôi cùng hình Ám giả: AS-FR AS-ED`.
    fn line(&self, lang: Lang) -> String {
        format!("{}: {}", self.form.text(lang), cards_text(&self.cards))
    }
}

impl Pattern {
    /// The Thế's name: the brief's Vietnamese term, or our English one.
    pub const fn name(self, lang: Lang) -> &'static str {
        use Pattern::*;
        let (en, vi) = match self {
            BaDoi => ("Three Pairs", "Ba Đôi"),
            PhePheLienMinh => ("Two Alliance Factions", "Phe–Phe liên minh"),
            PhePheDongSac => ("Two Same-Colour Factions", "Phe–Phe đồng sắc"),
            PhePhePhanTranh => ("Two Discord Factions", "Phe–Phe phân tranh"),
            PhePheBaDoi => ("Two Factions in Three Pairs", "Phe–Phe ba đôi"),
            PheCoDo => ("Faction and Kyoto Triple", "Phe–Cố Đô"),
            PheGiangHo => ("Faction and Edo Triple", "Phe–Giang Hộ"),
            PhuPhu => ("Two Triples", "Phu–Phu"),
            CungDoi => ("Quad and Pair", "Củng–Đôi"),
            CungPhu => ("Quad and Triple", "Củng–Phu"),
            PhienPhien => ("Two Faction Triples", "Phiên–Phiên"),
            PhienCoDo => ("Faction Triple and Kyoto Triple", "Phiên–Cố Đô"),
            PhienGiangHo => ("Faction Triple and Edo Triple", "Phiên–Giang Hộ"),
            CungPhien => ("Quad and Faction Triple", "Củng–Phiên"),
            CungPhienDoiPhu => ("Faction Quad, Pair into a Triple", "Củng Phiên–Đôi Phu"),
            CungDoiPhe => ("Quad, Pair into a Faction", "Củng–Đôi Phe"),
            CungPhienDoi => ("Faction Quad and Pair", "Củng Phiên–Đôi"),
            NguLuanDoi => ("Five and Pair", "Ngũ Luân–Đôi"),
            PhuCoDoGiangHo => ("Kyoto and Edo Triples", "Phu Cố Đô–Giang Hộ"),
            CungPhienPhuGiangHo => (
                "Faction Quad, Pair into an Edo Triple",
                "Củng Phiên–Phu Giang Hộ",
            ),
            CungPhienPhuCoDo => (
                "Faction Quad, Pair into a Kyoto Triple",
                "Củng Phiên–Phu Cố Đô",
            ),
            CungDoiHaiDoi => ("Quad, Pair into Two Pairs", "Củng–Đôi Hai Đôi"),
            CungDoiPhien => ("Quad, Pair into a Faction Triple", "Củng–Đôi Phiên"),
            CungPhienDoiPhe => ("Faction Quad, Pair into a Faction", "Củng Phiên–Đôi Phe"),
            NguLuanTrai => ("Five Facing Left", "Ngũ luân trái"),
            NguLuanPhai => ("Five Facing Right", "Ngũ luân phải"),
            NguLuanDanhDu => ("Honour Five", "Ngũ Luân danh dự"),
            CungPhienDoiHaiDoi => (
                "Faction Quad, Pair into Two Pairs",
                "Củng Phiên–Đôi Hai Đôi",
            ),
            CungPhienDoiPheLienMinh => (
                "Faction Quad, Pair into an Alliance",
                "Củng Phiên–Đôi Phe Liên minh",
            ),
            CungPhienDoiPheDongSac => (
                "Faction Quad, Pair into a Same-Colour Faction",
                "Củng Phiên–Đôi Phe Đồng sắc",
            ),
            CungPhienDoiPhePhanTranh => (
                "Faction Quad, Pair into a Discord Faction",
                "Củng Phiên–Đôi Phe Phân tranh",
            ),
            QuocSiTrai => ("Scholars Facing Left", "Quốc Sĩ Trái"),
            QuocSiPhai => ("Scholars Facing Right", "Quốc Sĩ Phải"),
            ThatSi => ("Seven Scholars", "Thất Sĩ"),
            SieuNguLuanTrai => ("Super Five Facing Left", "Siêu Ngũ luân trái"),
            SieuNguLuanPhai => ("Super Five Facing Right", "Siêu Ngũ luân phải"),
            LucBo => ("Six of One", "Lục Bộ"),
            PhuPhuBaDoi => ("Two Triples in Three Pairs", "Phu–Phu Ba Đôi"),
            BaDoiBaDoi => ("Three Pairs Both Ways", "Ba Đôi–Ba Đôi"),
            BatSi => ("Eight Scholars", "Bát Sĩ"),
            PhienPhienBaDoi => ("Two Faction Triples in Three Pairs", "Phiên–Phiên Ba Đôi"),
            PhienPhienLucBo => ("Two Faction Triples of One Figure", "Phiên–Phiên Lục Bộ"),
            PheCoDoBaDoi => (
                "Faction and Kyoto Triple in Three Pairs",
                "Phe–Cố Đô Ba Đôi",
            ),
            PheGiangHoBaDoi => (
                "Faction and Edo Triple in Three Pairs",
                "Phe–Giang Hộ Ba Đôi",
            ),
            CuuSi => ("Nine Scholars", "Cửu Sĩ"),
            PhuCoDoGiangHoBaDoi => (
                "Kyoto and Edo Triples in Three Pairs",
                "Phu Cố Đô–Giang Hộ–Ba Đôi",
            ),
            BaDoiPhuCoDoGiangHo => (
                "Three Pairs into Kyoto and Edo Triples",
                "Ba Đôi–Phu Cố Đô–Giang Hộ",
            ),
            LucBoDanhDu => ("Honour Six", "Lục Bộ Danh Dự"),
            ThapSi => ("Ten Scholars", "Thập Sĩ"),
            QuocSiVoSong => ("Peerless Scholars", "Quốc Sĩ Vô Song"),
            QuocSi => ("Scholars", "Quốc Sĩ"),
            NhatBan => ("Sealed Hand", "Nhất Bản"),
        };
        lang.pick(en, vi)
    }
}

impl Bonus {
    /// The name and what earned it, each as (English, Vietnamese).
    const fn words(self) -> (EnVi, EnVi) {
        use Bonus::*;
        match self {
            AllRegular => (
                ("All Regular", "Toàn quân thường"),
                ("all six are regular cards", "cả sáu lá là quân thường"),
            ),
            AllHonour => (
                ("All Honours", "Toàn quân danh dự"),
                ("all six are honour cards", "cả sáu lá là quân danh dự"),
            ),
            OneColour => (
                ("One Colour", "Cùng một màu"),
                (
                    "all six are in regular suits of one colour",
                    "cả sáu lá thuộc chất thường cùng một màu",
                ),
            ),
            OneClan => (
                ("One Clan", "Cùng gia huy"),
                (
                    "all six are in regular suits of one clan",
                    "cả sáu lá thuộc chất thường cùng một thị tộc",
                ),
            ),
            AllRight => (
                ("All Facing Right", "Cùng nhìn phải"),
                ("all six face right", "cả sáu lá nhìn phải"),
            ),
            AllLeft => (
                ("All Facing Left", "Cùng nhìn trái"),
                ("all six face left", "cả sáu lá nhìn trái"),
            ),
            Dealer => (
                ("Dealer Wins", "Thắng cái"),
                ("the dealer wins", "người làm cái thắng"),
            ),
            SelfDrawn => (
                ("Self-Drawn", "Tự thân"),
                (
                    "won with a card the winner flipped from the deck",
                    "thắng bằng lá tự lật từ nọc",
                ),
            ),
            LastCard => (
                ("Last Card", "Kết chung"),
                (
                    "won with the deck's last card",
                    "thắng bằng lá cuối cùng của nọc",
                ),
            ),
            NhatBan => (
                ("Sealed Hand", "Nhất Bản"),
                ("Nhất Bản was declared", "đã tuyên Nhất Bản"),
            ),
        }
    }

    pub const fn name(self, lang: Lang) -> &'static str {
        let ((en, vi), _) = self.words();
        lang.pick(en, vi)
    }

    /// What earned it.
    pub const fn reason(self, lang: Lang) -> &'static str {
        let (_, (en, vi)) = self.words();
        lang.pick(en, vi)
    }
}

impl Kind {
    pub const fn name(self, lang: Lang) -> &'static str {
        let (en, vi) = match self {
            Kind::Figure => ("figure", "hình"),
            Kind::Suit => ("suit", "chất"),
        };
        lang.pick(en, vi)
    }
}

impl IndicatorRole {
    /// `Chỉ Điểm`, `Ẩn Sĩ 2`; `indicator`, `hidden indicator 2`.
    pub fn name(self, lang: Lang) -> String {
        bilingual!(
            lang,
            match self {
                IndicatorRole::FaceUp => ("indicator", "Chỉ Điểm"),
                IndicatorRole::Hidden(n) => ("hidden indicator {n}", "Ẩn Sĩ {n}"),
            }
        )
    }
}

impl IndicatorPoint {
    /// `Chỉ Điểm AS-FR: +1, chất Hoa đỏ có trong bài (GE-FR)`.
    pub fn text(&self, lang: Lang) -> String {
        let what = match self.by {
            Kind::Suit => self.indicator.suit().name(lang),
            Kind::Figure => self.indicator.figure().name(lang).to_string(),
        };
        let held: Vec<String> = self.held_by.iter().map(|c| c.text()).collect();
        say!(
            lang,
            "{} {}: +1, the hand holds its {}, {what} ({})",
            "{} {}: +1, bài có {} {what} ({})",
            self.role.name(lang),
            self.indicator,
            self.by.name(lang),
            held.join(", ")
        )
    }
}

impl IndicatorBar {
    pub const fn text(self, lang: Lang) -> &'static str {
        let (en, vi) = match self {
            IndicatorBar::BoiUoc => (
                "Bội ước: a player with a locked card gets no indicator points",
                "Bội ước: người có lá bị khóa công khai không được xét Chỉ Điểm",
            ),
            IndicatorBar::NhatBan => (
                "Nhất Bản gets no indicator points",
                "Nhất Bản không được xét Chỉ Điểm",
            ),
            IndicatorBar::QuocSi => (
                "plain Quốc Sĩ gets no indicator points",
                "Quốc Sĩ không được xét Chỉ Điểm",
            ),
        };
        lang.pick(en, vi)
    }
}

impl Refusal {
    /// The short code of the command line: `not_complete`, `cam_thu`,
    /// `boi_uoc`.
    pub const fn code(self) -> &'static str {
        match self {
            Refusal::NotComplete => "not_complete",
            Refusal::CamThu => "cam_thu",
            Refusal::BoiUoc => "boi_uoc",
        }
    }

    pub const fn text(self, lang: Lang) -> &'static str {
        let (en, vi) = match self {
            Refusal::NotComplete => (
                "the six cards are not a complete hand: the declarer pays Đền",
                "sáu lá chưa thành bài hoàn chỉnh: phải đền",
            ),
            Refusal::CamThu => (
                "cấm thủ: a complete hand with no Thế is not a win: the declarer pays Đền",
                "cấm thủ: bài hoàn thành nhưng không có Thế nào: phải đền",
            ),
            Refusal::BoiUoc => (
                "Bội ước: the hand's only Thế (Quốc Sĩ or Nhất Bản) is barred by a locked card: the declarer pays Đền",
                "bội ước: Thế duy nhất của bài (Quốc Sĩ hoặc Nhất Bản) bị cấm khi có lá bị khóa: phải đền",
            ),
        };
        lang.pick(en, vi)
    }
}

/// `1 point`, `3 points`.
fn points_en(n: u32) -> String {
    if n == 1 {
        "1 point".into()
    } else {
        format!("{n} points")
    }
}

fn cards_text(cards: &[Card]) -> String {
    cards.iter().map(|c| c.text()).collect::<Vec<_>>().join(" ")
}

/// `Ám giả Hoa đỏ, Gia huy Cố Đô`: cards by their names, for sentences.
fn card_names(cards: &[Card], lang: Lang) -> String {
    cards
        .iter()
        .map(|c| c.name(lang))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Score {
    /// The whole verdict as sentences: the Thế, each group, each bonus and
    /// indicator point, the exclusions, and the total (or why the Ù is
    /// refused).
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        let mut out = Vec::new();
        let Some(pattern) = self.pattern else {
            out.push(self.refusal.map_or("", |r| r.text(lang)).to_string());
            out.extend(self.groups.iter().map(|g| g.line(lang)));
            for p in &self.barred {
                let name = p.name(lang);
                out.push(say!(
                    lang,
                    "{name} is barred by Bội ước",
                    "{name} bị cấm vì bội ước"
                ));
            }
            return out;
        };
        let name = pattern.name(lang);
        out.push(match (pattern, lang) {
            (Pattern::QuocSiVoSong, _) => say!(
                lang,
                "{name}: wins the whole match at once",
                "{name}: thắng cả trận ngay"
            ),
            (_, Lang::En) => format!(
                "{} ({name}): {}",
                pattern.name(Lang::Vi),
                points_en(pattern.points())
            ),
            (_, Lang::Vi) => format!("{name}: {} điểm", pattern.points()),
        });
        out.extend(self.groups.iter().map(|g| g.line(lang)));
        for b in &self.bonuses {
            out.push(format!("{}: +1, {}", b.name(lang), b.reason(lang)));
        }
        for i in &self.indicator_points {
            out.push(i.text(lang));
        }
        if let Some(bar) = self.indicators_barred {
            out.push(bar.text(lang).to_string());
        }
        if !self.wins_match() {
            out.push(match lang {
                Lang::En => format!("Total: {}", points_en(self.total())),
                Lang::Vi => format!("Tổng: {} điểm", self.total()),
            });
        }
        out
    }
}

// ---- The table ----

use super::payments::Seat;
use super::table::{Action, Event, MatchEnd, RoundEnd, RoundResult, TableError, Take};

fn seat(s: Seat) -> String {
    format!("#{}", s.number())
}

fn seats(list: &[Seat]) -> String {
    list.iter().map(|&s| seat(s)).collect::<Vec<_>>().join(", ")
}

impl Take {
    /// Bốc, Lấy, Cướp: the game's own words in both languages.
    pub const fn name(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Take::Boc, _) => "Bốc",
            (Take::Lay, _) => "Lấy",
            (Take::Cuop, _) => "Cướp",
        }
    }

    /// bốc, lấy, cướp: the name as a verb inside a Vietnamese sentence.
    const fn verb_vi(self) -> &'static str {
        match self {
            Take::Boc => "bốc",
            Take::Lay => "lấy",
            Take::Cuop => "cướp",
        }
    }

    pub const fn meaning(self, lang: Lang) -> &'static str {
        let (en, vi) = match self {
            Take::Boc => ("the card you just flipped", "lá mình vừa lật"),
            Take::Lay => ("from the seat just before", "lá của người liền trước"),
            Take::Cuop => (
                "a steal from a seat further back",
                "cướp lá của người không liền trước",
            ),
        };
        lang.pick(en, vi)
    }
}

impl Action {
    /// A button's words: `Ù`, `Đổi AS-FR (Cướp)`, `Bỏ`…
    pub fn label(self, take: Option<Take>, lang: Lang) -> String {
        let how = take.map_or(String::new(), |t| format!(" ({})", t.name(lang)));
        bilingual!(
            lang,
            match self {
                Action::DeclareWhite => ("Declare Thế trắng", "Tới trắng"),
                Action::DeclineWhite => ("Play on", "Chơi tiếp"),
                Action::Win => format!("Ù{how}"),
                Action::Pass => ("Pass", "Bỏ"),
                Action::Exchange { give, nhat_ban } => {
                    let nb = if nhat_ban { " + Nhất Bản" } else { "" };
                    say!(lang, "Exchange {give}{how}{nb}", "Đổi {give}{how}{nb}")
                }
            }
        )
    }
}

impl Event {
    /// One line of the round's log.
    pub fn text(&self, lang: Lang) -> String {
        bilingual!(
            lang,
            match self {
                Event::Deal { dealer, indicator } => (
                    "{} deals. Indicator (Chỉ Điểm): {}",
                    "{} chia bài. Chỉ Điểm: {}",
                    seat(*dealer),
                    indicator.name(lang),
                ),
                Event::White { seat: s, hand } => (
                    "{} declares Thế trắng: {}",
                    "{} tới trắng: {}",
                    seat(*s),
                    card_names(hand, lang),
                ),
                Event::Flip { seat: s, card } =>
                    ("{} flips {}", "{} lật {}", seat(*s), card.name(lang),),
                Event::Pass { seat: s, card } =>
                    ("{} passes {}", "{} bỏ {}", seat(*s), card.name(lang),),
                Event::Exchange {
                    seat: s,
                    take,
                    took,
                    gave,
                    nhat_ban,
                } => {
                    let nb = if *nhat_ban {
                        lang.pick(", declaring Nhất Bản", ", tuyên Nhất Bản")
                    } else {
                        ""
                    };
                    let locked = if *take == Take::Cuop {
                        lang.pick(" (locked face up)", " (khóa công khai)")
                    } else {
                        ""
                    };
                    let (s, name) = (seat(*s), take.name(lang));
                    let (took, gave) = (took.name(lang), gave.name(lang));
                    match lang {
                        Lang::En => {
                            format!("{s} takes {took} ({name}){locked} and puts out {gave}{nb}")
                        }
                        Lang::Vi => {
                            let verb = take.verb_vi();
                            format!("{s} {verb} {took}{locked}, đánh ra {gave}{nb}")
                        }
                    }
                }
                Event::Reveal {
                    seat: s,
                    card,
                    number,
                } => (
                    "{} turns up hidden indicator (Ẩn Sĩ) {number}: {}",
                    "{} lật Ẩn Sĩ {number}: {}",
                    seat(*s),
                    card.name(lang),
                ),
                Event::DeckEmpty => (
                    "The deck is empty: the round is a draw",
                    "Hết nọc: vòng hòa"
                ),
                Event::Declare {
                    seat: s,
                    take,
                    card,
                } => (
                    "{} declares Ù on {} ({})",
                    "{} ù với {} ({})",
                    seat(*s),
                    card.name(lang),
                    take.name(lang),
                ),
            }
        )
    }
}

impl RoundResult {
    /// The round's outcome as sentences: who won with what, or Đền, or the
    /// draw, then the payments.
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        let mut out = Vec::new();
        match &self.end {
            RoundEnd::White { seat: s, hand } => out.push(say!(
                lang,
                "{} wins with Thế trắng (five unrelated regular cards): {}, 1 point",
                "{} thắng bằng Thế trắng (Ngũ luân): {}, 1 điểm",
                seat(*s),
                card_names(hand, lang)
            )),
            RoundEnd::Win { seat: s, score, .. } | RoundEnd::Den { seat: s, score, .. } => {
                let s = seat(*s);
                out.push(if self.wins_match().is_some() {
                    say!(
                        lang,
                        "{s} wins with Quốc Sĩ Vô Song and takes the whole match",
                        "{s} ù Quốc Sĩ Vô Song và thắng cả trận"
                    )
                } else if score.win() {
                    match lang {
                        Lang::En => format!("{s} wins, {}", points_en(score.total())),
                        Lang::Vi => format!("{s} ù, {} điểm", score.total()),
                    }
                } else {
                    say!(
                        lang,
                        "{s} declared Ù wrongly and pays Đền",
                        "{s} tuyên ù sai và phải đền"
                    )
                });
                out.extend(score.lines(lang));
            }
            RoundEnd::Draw => out.push(say!(
                lang,
                "The deck ran out with no winner: a draw",
                "Hết nọc, không ai ù: vòng hòa"
            )),
        }
        for s in Seat::ALL {
            let p = self.payments[s.index()];
            if p != 0 {
                out.push(format!(
                    "{}: {}{}",
                    seat(s),
                    if p > 0 { "+" } else { "" },
                    p
                ));
            }
        }
        out
    }
}

impl MatchEnd {
    pub fn text(&self, lang: Lang) -> String {
        bilingual!(
            lang,
            match self {
                MatchEnd::VoSong { seat: s } => (
                    "{} wins the match with Quốc Sĩ Vô Song",
                    "{} thắng trận bằng Quốc Sĩ Vô Song",
                    seat(*s),
                ),
                MatchEnd::Bankrupt { winners } => (
                    "A score reached 0: the match stops. Winner: {}",
                    "Một người chơi hết điểm: trận dừng. Thắng: {}",
                    seats(winners),
                ),
                MatchEnd::Played { winners } => (
                    "The match is over. Winner: {}",
                    "Hết trận. Thắng: {}",
                    seats(winners),
                ),
            }
        )
    }
}

impl TableError {
    pub fn text(&self, lang: Lang) -> String {
        bilingual!(lang, match self {
            TableError::Games(n) => (
                "a match is 1, 2 or 4 games, not {n}",
                "một trận gồm 1, 2 hoặc 4 ván, không phải {n}",
            ),
            TableError::ActionText(t) => (
                "'{t}' is not an action: white, no-white, win, pass, swap CARD or swap CARD nhat-ban (with a seat: #2 pass)",
                "'{t}' không phải một hành động: white, no-white, win, pass, swap LÁ hoặc swap LÁ nhat-ban (có thể kèm ghế: #2 pass)",
            ),
            TableError::RoundOver => ("this round is over", "vòng này đã kết thúc"),
            TableError::RoundNotOver => ("this round is not over yet", "vòng này chưa kết thúc"),
            TableError::MatchOver => ("the match is over", "trận đã kết thúc"),
            TableError::NotYourTurn { turn } => (
                "not your turn: {} decides now",
                "chưa tới lượt bạn: {} đang quyết định",
                seat(*turn),
            ),
            TableError::WhitePhase => (
                "only Thế trắng is asked now, before the first flip",
                "lúc này chỉ xét tới trắng, trước lá lật đầu tiên",
            ),
            TableError::NotWhitePhase => (
                "Thế trắng may be declared only before the dealer's first flip",
                "chỉ được tới trắng trước khi cái lật lá đầu tiên",
            ),
            TableError::NotWhite => (
                "not a Thế trắng: it needs 5 regular cards sharing no figure and no suit",
                "không phải Thế trắng: cần 5 quân thường đôi một không cùng hình, không cùng chất",
            ),
            TableError::NotInHand(c) => ("{c} is not in your hand", "lá {c} không có trên tay bạn"),
            TableError::Locked(c) => (
                "{c} is locked face up after a steal: it cannot be put out",
                "lá {c} đã bị khóa công khai sau khi cướp: không đổi ra được",
            ),
            TableError::NoStealsLeft => (
                "you have stolen twice this round: no more steals",
                "bạn đã cướp 2 lần trong vòng này: không được cướp nữa",
            ),
            TableError::HandLocked => (
                "you declared Nhất Bản: your hand is locked, you may only Ù or pass",
                "bạn đã tuyên Nhất Bản: bài đã khóa, chỉ được ù hoặc bỏ",
            ),
            TableError::NhatBanSteal => (
                "Nhất Bản goes with a Bốc or Lấy, not a steal (a stolen card is locked face up)",
                "Nhất Bản chỉ tuyên kèm lượt bốc hoặc lấy, không kèm cướp (cướp thì khóa công khai lá)",
            ),
            TableError::NhatBanBoiUoc => (
                "Bội ước (you hold a locked card): Nhất Bản is barred",
                "đang bội ước (có lá khóa công khai): không được tuyên Nhất Bản",
            ),
            TableError::NotAWin(score) => {
                let why = score.refusal.map_or("", |r| r.text(lang));
                say!(
                    lang,
                    "no Ù: {why}. (The table offers Ù only on a winning six; the strict option lets you declare anyway, at the risk of Đền.)",
                    "không ù được: {why}. (Bàn chỉ cho ù khi bài thắng; bật luật chặt để tuyên ù tự do và chịu đền.)"
                )
            }
        })
    }
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for TableError {}
