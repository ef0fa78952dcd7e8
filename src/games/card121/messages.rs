//! What the 121 engine says to a player, worded in English and Vietnamese.
//! The Vietnamese names of Thế, groups and bonuses are the game's own
//! terms; the English ones are ours.

use super::cards::{Card, Clan, Colour, Facing, Figure, Suit};
use super::groups::{GroupForm, Kind, Link, PheKind};
use super::scoring::{Bonus, IndicatorBar, IndicatorPoint, IndicatorRole, Pattern, Refusal, Score};
use crate::core::Lang;

impl Figure {
    pub const fn name(self, lang: Lang) -> &'static str {
        use Figure::*;
        match lang {
            Lang::Vi => match self {
                Crest => "Gia huy",
                General => "Tướng quân",
                Inspector => "Thanh tra",
                Merchant => "Thương nhân",
                Courtesan => "Kĩ nữ",
                Dancer => "Vũ nữ",
                Monk => "Tăng lữ",
                Musician => "Nhạc sư",
                Ninja => "Nhẫn giả",
                Assassin => "Ám giả",
                Priest => "Linh mục",
            },
            Lang::En => match self {
                Crest => "Crest",
                General => "General",
                Inspector => "Inspector",
                Merchant => "Merchant",
                Courtesan => "Courtesan",
                Dancer => "Dancer",
                Monk => "Monk",
                Musician => "Musician",
                Ninja => "Ninja",
                Assassin => "Assassin",
                Priest => "Priest",
            },
        }
    }
}

impl Clan {
    pub const fn name(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Clan::Flower, Lang::Vi) => "Hoa",
            (Clan::Butterfly, Lang::Vi) => "Bướm",
            (Clan::Leaf, Lang::Vi) => "Lá",
            (Clan::Flower, Lang::En) => "Flower",
            (Clan::Butterfly, Lang::En) => "Butterfly",
            (Clan::Leaf, Lang::En) => "Leaf",
        }
    }
}

impl Colour {
    pub const fn name(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Colour::Red, Lang::Vi) => "đỏ",
            (Colour::Blue, Lang::Vi) => "xanh",
            (Colour::Purple, Lang::Vi) => "tím",
            (Colour::Red, Lang::En) => "red",
            (Colour::Blue, Lang::En) => "blue",
            (Colour::Purple, Lang::En) => "purple",
        }
    }
}

impl Suit {
    /// `Cố Đô`, `Hoa đỏ`; `Kyoto`, `Flower-red`.
    pub fn name(self, lang: Lang) -> String {
        match (self, self.clan(), self.colour(), lang) {
            (Suit::Kyoto, _, _, Lang::Vi) => "Cố Đô".into(),
            (Suit::Edo, _, _, Lang::Vi) => "Giang Hộ".into(),
            (Suit::Kyoto, _, _, Lang::En) => "Kyoto".into(),
            (Suit::Edo, _, _, Lang::En) => "Edo".into(),
            (_, Some(clan), Some(colour), Lang::Vi) => {
                format!("{} {}", clan.name(lang), colour.name(lang))
            }
            (_, Some(clan), Some(colour), Lang::En) => {
                format!("{}-{}", clan.name(lang), colour.name(lang))
            }
            _ => unreachable!("a regular suit has a clan and a colour"),
        }
    }
}

impl Facing {
    pub const fn name(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Facing::Front, Lang::Vi) => "nhìn thẳng",
            (Facing::Left, Lang::Vi) => "nhìn trái",
            (Facing::Right, Lang::Vi) => "nhìn phải",
            (Facing::Front, Lang::En) => "facing front",
            (Facing::Left, Lang::En) => "facing left",
            (Facing::Right, Lang::En) => "facing right",
        }
    }
}

impl Card {
    /// `Ám giả Hoa đỏ`; `Assassin of Flower-red`.
    pub fn name(self, lang: Lang) -> String {
        match lang {
            Lang::Vi => format!("{} {}", self.figure().name(lang), self.suit().name(lang)),
            Lang::En => format!("{} of {}", self.figure().name(lang), self.suit().name(lang)),
        }
    }
}

impl PheKind {
    pub const fn name(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (PheKind::LienMinh, Lang::Vi) => "liên minh",
            (PheKind::DongSac, Lang::Vi) => "đồng sắc",
            (PheKind::PhanTranh, Lang::Vi) => "phân tranh",
            (PheKind::LienMinh, Lang::En) => "alliance",
            (PheKind::DongSac, Lang::En) => "same colour",
            (PheKind::PhanTranh, Lang::En) => "discord",
        }
    }
}

impl Link {
    /// `cùng hình Ám giả`; `figure Assassin`.
    pub fn text(self, lang: Lang) -> String {
        match (self, lang) {
            (Link::Figure(f), Lang::Vi) => format!("cùng hình {}", f.name(lang)),
            (Link::Suit(s), Lang::Vi) => format!("cùng chất {}", s.name(lang)),
            (Link::Figure(f), Lang::En) => format!("figure {}", f.name(lang)),
            (Link::Suit(s), Lang::En) => format!("suit {}", s.name(lang)),
        }
    }
}

impl GroupForm {
    /// `Phu Cố Đô`, `Đôi cùng hình Ám giả`, `Phiên liên minh (Ám giả)`.
    pub fn text(self, lang: Lang) -> String {
        let vi = lang == Lang::Vi;
        let sized = |vi_name: &str, en_name: &str, l: Link| match lang {
            Lang::Vi => format!("{vi_name} {}", l.text(lang)),
            Lang::En => format!("{en_name} ({})", l.text(lang)),
        };
        match self {
            GroupForm::Phu(Link::Suit(Suit::Kyoto)) if vi => "Phu Cố Đô".into(),
            GroupForm::Phu(Link::Suit(Suit::Edo)) if vi => "Phu Giang Hộ".into(),
            GroupForm::Phu(Link::Suit(Suit::Kyoto)) => "Kyoto Triple".into(),
            GroupForm::Phu(Link::Suit(Suit::Edo)) => "Edo Triple".into(),
            GroupForm::Doi(l) => sized("Đôi", "Pair", l),
            GroupForm::Phu(l) => sized("Phu", "Triple", l),
            GroupForm::Cung(l) => sized("Củng", "Quad", l),
            GroupForm::NguLuan(l) => sized("Ngũ Luân", "Five", l),
            GroupForm::LucBo(l) => sized("Lục Bộ", "Six", l),
            GroupForm::Phe(k) if vi => format!("Phe {}", k.name(lang)),
            GroupForm::Phe(k) => format!("Faction ({})", k.name(lang)),
            GroupForm::Phien(f, k) if vi => format!("Phiên {} ({})", k.name(lang), f.name(lang)),
            GroupForm::Phien(f, k) => {
                format!("Faction Triple ({}, {})", k.name(lang), f.name(lang))
            }
            GroupForm::QuocSi if vi => "Quốc Sĩ (không hai lá nào cùng hình hay cùng chất)".into(),
            GroupForm::QuocSi => "Unrelated cards (no two share a figure or a suit)".into(),
        }
    }
}

impl Pattern {
    /// The Thế's name: the brief's Vietnamese term, or our English one.
    pub const fn name(self, lang: Lang) -> &'static str {
        use Pattern::*;
        match lang {
            Lang::Vi => match self {
                BaDoi => "Ba Đôi",
                PhePheLienMinh => "Phe–Phe liên minh",
                PhePheDongSac => "Phe–Phe đồng sắc",
                PhePhePhanTranh => "Phe–Phe phân tranh",
                PhePheBaDoi => "Phe–Phe ba đôi",
                PheCoDo => "Phe–Cố Đô",
                PheGiangHo => "Phe–Giang Hộ",
                PhuPhu => "Phu–Phu",
                CungDoi => "Củng–Đôi",
                CungPhu => "Củng–Phu",
                PhienPhien => "Phiên–Phiên",
                PhienCoDo => "Phiên–Cố Đô",
                PhienGiangHo => "Phiên–Giang Hộ",
                CungPhien => "Củng–Phiên",
                CungPhienDoiPhu => "Củng Phiên–Đôi Phu",
                CungDoiPhe => "Củng–Đôi Phe",
                CungPhienDoi => "Củng Phiên–Đôi",
                NguLuanDoi => "Ngũ Luân–Đôi",
                PhuCoDoGiangHo => "Phu Cố Đô–Giang Hộ",
                CungPhienPhuGiangHo => "Củng Phiên–Phu Giang Hộ",
                CungPhienPhuCoDo => "Củng Phiên–Phu Cố Đô",
                CungDoiHaiDoi => "Củng–Đôi Hai Đôi",
                CungDoiPhien => "Củng–Đôi Phiên",
                CungPhienDoiPhe => "Củng Phiên–Đôi Phe",
                NguLuanTrai => "Ngũ luân trái",
                NguLuanPhai => "Ngũ luân phải",
                NguLuanDanhDu => "Ngũ Luân danh dự",
                CungPhienDoiHaiDoi => "Củng Phiên–Đôi Hai Đôi",
                CungPhienDoiPheLienMinh => "Củng Phiên–Đôi Phe Liên minh",
                CungPhienDoiPheDongSac => "Củng Phiên–Đôi Phe Đồng sắc",
                CungPhienDoiPhePhanTranh => "Củng Phiên–Đôi Phe Phân tranh",
                QuocSiTrai => "Quốc Sĩ Trái",
                QuocSiPhai => "Quốc Sĩ Phải",
                ThatSi => "Thất Sĩ",
                SieuNguLuanTrai => "Siêu Ngũ luân trái",
                SieuNguLuanPhai => "Siêu Ngũ luân phải",
                LucBo => "Lục Bộ",
                PhuPhuBaDoi => "Phu–Phu Ba Đôi",
                BaDoiBaDoi => "Ba Đôi–Ba Đôi",
                BatSi => "Bát Sĩ",
                PhienPhienBaDoi => "Phiên–Phiên Ba Đôi",
                PhienPhienLucBo => "Phiên–Phiên Lục Bộ",
                PheCoDoBaDoi => "Phe–Cố Đô Ba Đôi",
                PheGiangHoBaDoi => "Phe–Giang Hộ Ba Đôi",
                CuuSi => "Cửu Sĩ",
                PhuCoDoGiangHoBaDoi => "Phu Cố Đô–Giang Hộ–Ba Đôi",
                BaDoiPhuCoDoGiangHo => "Ba Đôi–Phu Cố Đô–Giang Hộ",
                LucBoDanhDu => "Lục Bộ Danh Dự",
                ThapSi => "Thập Sĩ",
                QuocSiVoSong => "Quốc Sĩ Vô Song",
                QuocSi => "Quốc Sĩ",
                NhatBan => "Nhất Bản",
            },
            Lang::En => match self {
                BaDoi => "Three Pairs",
                PhePheLienMinh => "Two Alliance Factions",
                PhePheDongSac => "Two Same-Colour Factions",
                PhePhePhanTranh => "Two Discord Factions",
                PhePheBaDoi => "Two Factions in Three Pairs",
                PheCoDo => "Faction and Kyoto Triple",
                PheGiangHo => "Faction and Edo Triple",
                PhuPhu => "Two Triples",
                CungDoi => "Quad and Pair",
                CungPhu => "Quad and Triple",
                PhienPhien => "Two Faction Triples",
                PhienCoDo => "Faction Triple and Kyoto Triple",
                PhienGiangHo => "Faction Triple and Edo Triple",
                CungPhien => "Quad and Faction Triple",
                CungPhienDoiPhu => "Faction Quad, Pair into a Triple",
                CungDoiPhe => "Quad, Pair into a Faction",
                CungPhienDoi => "Faction Quad and Pair",
                NguLuanDoi => "Five and Pair",
                PhuCoDoGiangHo => "Kyoto and Edo Triples",
                CungPhienPhuGiangHo => "Faction Quad, Pair into an Edo Triple",
                CungPhienPhuCoDo => "Faction Quad, Pair into a Kyoto Triple",
                CungDoiHaiDoi => "Quad, Pair into Two Pairs",
                CungDoiPhien => "Quad, Pair into a Faction Triple",
                CungPhienDoiPhe => "Faction Quad, Pair into a Faction",
                NguLuanTrai => "Five Facing Left",
                NguLuanPhai => "Five Facing Right",
                NguLuanDanhDu => "Honour Five",
                CungPhienDoiHaiDoi => "Faction Quad, Pair into Two Pairs",
                CungPhienDoiPheLienMinh => "Faction Quad, Pair into an Alliance",
                CungPhienDoiPheDongSac => "Faction Quad, Pair into a Same-Colour Faction",
                CungPhienDoiPhePhanTranh => "Faction Quad, Pair into a Discord Faction",
                QuocSiTrai => "Scholars Facing Left",
                QuocSiPhai => "Scholars Facing Right",
                ThatSi => "Seven Scholars",
                SieuNguLuanTrai => "Super Five Facing Left",
                SieuNguLuanPhai => "Super Five Facing Right",
                LucBo => "Six of One",
                PhuPhuBaDoi => "Two Triples in Three Pairs",
                BaDoiBaDoi => "Three Pairs Both Ways",
                BatSi => "Eight Scholars",
                PhienPhienBaDoi => "Two Faction Triples in Three Pairs",
                PhienPhienLucBo => "Two Faction Triples of One Figure",
                PheCoDoBaDoi => "Faction and Kyoto Triple in Three Pairs",
                PheGiangHoBaDoi => "Faction and Edo Triple in Three Pairs",
                CuuSi => "Nine Scholars",
                PhuCoDoGiangHoBaDoi => "Kyoto and Edo Triples in Three Pairs",
                BaDoiPhuCoDoGiangHo => "Three Pairs into Kyoto and Edo Triples",
                LucBoDanhDu => "Honour Six",
                ThapSi => "Ten Scholars",
                QuocSiVoSong => "Peerless Scholars",
                QuocSi => "Scholars",
                NhatBan => "Sealed Hand",
            },
        }
    }
}

impl Bonus {
    pub const fn name(self, lang: Lang) -> &'static str {
        use Bonus::*;
        match lang {
            Lang::Vi => match self {
                AllRegular => "Toàn quân thường",
                AllHonour => "Toàn quân danh dự",
                OneColour => "Cùng một màu",
                OneClan => "Cùng gia huy",
                AllRight => "Cùng nhìn phải",
                AllLeft => "Cùng nhìn trái",
                Dealer => "Thắng cái",
                SelfDrawn => "Tự thân",
                LastCard => "Kết chung",
                NhatBan => "Nhất Bản",
            },
            Lang::En => match self {
                AllRegular => "All Regular",
                AllHonour => "All Honours",
                OneColour => "One Colour",
                OneClan => "One Clan",
                AllRight => "All Facing Right",
                AllLeft => "All Facing Left",
                Dealer => "Dealer Wins",
                SelfDrawn => "Self-Drawn",
                LastCard => "Last Card",
                NhatBan => "Sealed Hand",
            },
        }
    }

    /// What earned it.
    pub const fn reason(self, lang: Lang) -> &'static str {
        use Bonus::*;
        match lang {
            Lang::Vi => match self {
                AllRegular => "cả sáu lá là quân thường",
                AllHonour => "cả sáu lá là quân danh dự",
                OneColour => "cả sáu lá thuộc chất thường cùng một màu",
                OneClan => "cả sáu lá thuộc chất thường cùng một thị tộc",
                AllRight => "cả sáu lá nhìn phải",
                AllLeft => "cả sáu lá nhìn trái",
                Dealer => "người làm cái thắng",
                SelfDrawn => "thắng bằng lá tự lật từ nọc",
                LastCard => "thắng bằng lá cuối cùng của nọc",
                NhatBan => "đã tuyên Nhất Bản",
            },
            Lang::En => match self {
                AllRegular => "all six are regular cards",
                AllHonour => "all six are honour cards",
                OneColour => "all six are in regular suits of one colour",
                OneClan => "all six are in regular suits of one clan",
                AllRight => "all six face right",
                AllLeft => "all six face left",
                Dealer => "the dealer wins",
                SelfDrawn => "won with a card the winner flipped from the deck",
                LastCard => "won with the deck's last card",
                NhatBan => "Nhất Bản was declared",
            },
        }
    }
}

impl Kind {
    pub const fn name(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Kind::Figure, Lang::Vi) => "hình",
            (Kind::Suit, Lang::Vi) => "chất",
            (Kind::Figure, Lang::En) => "figure",
            (Kind::Suit, Lang::En) => "suit",
        }
    }
}

impl IndicatorRole {
    /// `Chỉ Điểm`, `Ẩn Sĩ 2`; `indicator`, `hidden indicator 2`.
    pub fn name(self, lang: Lang) -> String {
        match (self, lang) {
            (IndicatorRole::FaceUp, Lang::Vi) => "Chỉ Điểm".into(),
            (IndicatorRole::Hidden(n), Lang::Vi) => format!("Ẩn Sĩ {n}"),
            (IndicatorRole::FaceUp, Lang::En) => "indicator".into(),
            (IndicatorRole::Hidden(n), Lang::En) => format!("hidden indicator {n}"),
        }
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
        match lang {
            Lang::Vi => format!(
                "{} {}: +1, bài có {} {what} ({})",
                self.role.name(lang),
                self.indicator,
                self.by.name(lang),
                held.join(", ")
            ),
            Lang::En => format!(
                "{} {}: +1, the hand holds its {}, {what} ({})",
                self.role.name(lang),
                self.indicator,
                self.by.name(lang),
                held.join(", ")
            ),
        }
    }
}

impl IndicatorBar {
    pub const fn text(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (IndicatorBar::BoiUoc, Lang::Vi) => {
                "Bội ước: người có lá bị khóa công khai không được xét Chỉ Điểm"
            }
            (IndicatorBar::NhatBan, Lang::Vi) => "Nhất Bản không được xét Chỉ Điểm",
            (IndicatorBar::QuocSi, Lang::Vi) => "Quốc Sĩ không được xét Chỉ Điểm",
            (IndicatorBar::BoiUoc, Lang::En) => {
                "Bội ước: a player with a locked card gets no indicator points"
            }
            (IndicatorBar::NhatBan, Lang::En) => "Nhất Bản gets no indicator points",
            (IndicatorBar::QuocSi, Lang::En) => "plain Quốc Sĩ gets no indicator points",
        }
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
        match (self, lang) {
            (Refusal::NotComplete, Lang::Vi) => "sáu lá chưa thành bài hoàn chỉnh: phải đền",
            (Refusal::CamThu, Lang::Vi) => {
                "cấm thủ: bài hoàn thành nhưng không có Thế nào: phải đền"
            }
            (Refusal::BoiUoc, Lang::Vi) => {
                "bội ước: Thế duy nhất của bài (Quốc Sĩ hoặc Nhất Bản) bị cấm khi có lá bị khóa: phải đền"
            }
            (Refusal::NotComplete, Lang::En) => {
                "the six cards are not a complete hand: the declarer pays Đền"
            }
            (Refusal::CamThu, Lang::En) => {
                "cấm thủ: a complete hand with no Thế is not a win: the declarer pays Đền"
            }
            (Refusal::BoiUoc, Lang::En) => {
                "Bội ước: the hand's only Thế (Quốc Sĩ or Nhất Bản) is barred by a locked card: the declarer pays Đền"
            }
        }
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

impl Score {
    /// The whole verdict as sentences: the Thế, each group, each bonus and
    /// indicator point, the exclusions, and the total (or why the Ù is
    /// refused).
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        let vi = lang == Lang::Vi;
        let mut out = Vec::new();
        let Some(pattern) = self.pattern else {
            out.push(self.refusal.map_or("", |r| r.text(lang)).to_string());
            for g in &self.groups {
                out.push(format!("{}: {}", g.form.text(lang), cards_text(&g.cards)));
            }
            for p in &self.barred {
                out.push(match lang {
                    Lang::Vi => format!("{} bị cấm vì bội ước", p.name(lang)),
                    Lang::En => format!("{} is barred by Bội ước", p.name(lang)),
                });
            }
            return out;
        };
        out.push(match (pattern, lang) {
            (Pattern::QuocSiVoSong, Lang::Vi) => {
                format!("{}: thắng cả trận ngay", pattern.name(lang))
            }
            (Pattern::QuocSiVoSong, Lang::En) => {
                format!("{}: wins the whole match at once", pattern.name(lang))
            }
            (_, Lang::Vi) => format!("{}: {} điểm", pattern.name(lang), pattern.points()),
            (_, Lang::En) => format!(
                "{} ({}): {}",
                pattern.name(Lang::Vi),
                pattern.name(lang),
                points_en(pattern.points())
            ),
        });
        for g in &self.groups {
            out.push(format!("{}: {}", g.form.text(lang), cards_text(&g.cards)));
        }
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
            out.push(if vi {
                format!("Tổng: {} điểm", self.total())
            } else {
                format!("Total: {}", points_en(self.total()))
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

    pub const fn meaning(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Take::Boc, Lang::Vi) => "lá mình vừa lật",
            (Take::Lay, Lang::Vi) => "lá của người liền trước",
            (Take::Cuop, Lang::Vi) => "cướp lá của người không liền trước",
            (Take::Boc, Lang::En) => "the card you just flipped",
            (Take::Lay, Lang::En) => "from the seat just before",
            (Take::Cuop, Lang::En) => "a steal from a seat further back",
        }
    }
}

impl Action {
    /// A button's words: `Ù`, `Đổi AS-FR (Cướp)`, `Bỏ`…
    pub fn label(self, take: Option<Take>, lang: Lang) -> String {
        let vi = lang == Lang::Vi;
        let how = take.map_or(String::new(), |t| format!(" ({})", t.name(lang)));
        match self {
            Action::DeclareWhite => if vi {
                "Tới trắng"
            } else {
                "Declare Thế trắng"
            }
            .into(),
            Action::DeclineWhite => if vi { "Chơi tiếp" } else { "Play on" }.into(),
            Action::Win => format!("Ù{how}"),
            Action::Pass => if vi { "Bỏ" } else { "Pass" }.into(),
            Action::Exchange { give, nhat_ban } => {
                let nb = if nhat_ban { " + Nhất Bản" } else { "" };
                if vi {
                    format!("Đổi {give}{how}{nb}")
                } else {
                    format!("Exchange {give}{how}{nb}")
                }
            }
        }
    }
}

impl Event {
    /// One line of the round's log.
    pub fn text(&self, lang: Lang) -> String {
        let vi = lang == Lang::Vi;
        match self {
            Event::Deal { dealer, indicator } if vi => format!(
                "{} chia bài. Chỉ Điểm: {} ({})",
                seat(*dealer),
                indicator,
                indicator.name(lang)
            ),
            Event::Deal { dealer, indicator } => format!(
                "{} deals. Indicator (Chỉ Điểm): {} ({})",
                seat(*dealer),
                indicator,
                indicator.name(lang)
            ),
            Event::White { seat: s, hand } if vi => {
                format!("{} tới trắng: {}", seat(*s), cards_text(hand))
            }
            Event::White { seat: s, hand } => {
                format!("{} declares Thế trắng: {}", seat(*s), cards_text(hand))
            }
            Event::Flip { seat: s, card } if vi => format!("{} lật {}", seat(*s), card),
            Event::Flip { seat: s, card } => format!("{} flips {}", seat(*s), card),
            Event::Pass { seat: s, card } if vi => format!("{} bỏ {}", seat(*s), card),
            Event::Pass { seat: s, card } => format!("{} passes {}", seat(*s), card),
            Event::Exchange {
                seat: s,
                take,
                took,
                gave,
                nhat_ban,
            } => {
                let nb = if *nhat_ban {
                    if vi {
                        ", tuyên Nhất Bản"
                    } else {
                        ", declaring Nhất Bản"
                    }
                } else {
                    ""
                };
                let locked = if *take == Take::Cuop {
                    if vi {
                        " (khóa công khai)"
                    } else {
                        " (locked face up)"
                    }
                } else {
                    ""
                };
                if vi {
                    format!(
                        "{} {} {took}{locked}, đánh ra {gave}{nb}",
                        seat(*s),
                        take.name(lang).to_lowercase()
                    )
                } else {
                    format!(
                        "{} takes {took} ({}){locked} and puts out {gave}{nb}",
                        seat(*s),
                        take.name(lang)
                    )
                }
            }
            Event::Reveal {
                seat: s,
                card,
                number,
            } if vi => format!("{} lật Ẩn Sĩ {number}: {card}", seat(*s)),
            Event::Reveal {
                seat: s,
                card,
                number,
            } => format!(
                "{} turns up hidden indicator (Ẩn Sĩ) {number}: {card}",
                seat(*s)
            ),
            Event::DeckEmpty if vi => "Hết nọc: vòng hòa".into(),
            Event::DeckEmpty => "The deck is empty: the round is a draw".into(),
            Event::Declare {
                seat: s,
                take,
                card,
            } if vi => format!("{} ù với {card} ({})", seat(*s), take.name(lang)),
            Event::Declare {
                seat: s,
                take,
                card,
            } => format!("{} declares Ù on {card} ({})", seat(*s), take.name(lang)),
        }
    }
}

impl RoundResult {
    /// The round's outcome as sentences: who won with what, or Đền, or the
    /// draw, then the payments.
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        let vi = lang == Lang::Vi;
        let mut out = Vec::new();
        match &self.end {
            RoundEnd::White { seat: s, hand } => out.push(if vi {
                format!(
                    "{} thắng bằng Thế trắng (Ngũ luân): {}, 1 điểm",
                    seat(*s),
                    cards_text(hand)
                )
            } else {
                format!(
                    "{} wins with Thế trắng (five unrelated regular cards): {}, 1 point",
                    seat(*s),
                    cards_text(hand)
                )
            }),
            RoundEnd::Win { seat: s, score, .. } | RoundEnd::Den { seat: s, score, .. } => {
                out.push(if self.wins_match().is_some() {
                    if vi {
                        format!("{} ù Quốc Sĩ Vô Song và thắng cả trận", seat(*s))
                    } else {
                        format!(
                            "{} wins with Quốc Sĩ Vô Song and takes the whole match",
                            seat(*s)
                        )
                    }
                } else if score.win() {
                    if vi {
                        format!("{} ù, {} điểm", seat(*s), score.total())
                    } else {
                        format!("{} wins, {}", seat(*s), points_en(score.total()))
                    }
                } else if vi {
                    format!("{} tuyên ù sai và phải đền", seat(*s))
                } else {
                    format!("{} declared Ù wrongly and pays Đền", seat(*s))
                });
                out.extend(score.lines(lang));
            }
            RoundEnd::Draw => out.push(if vi {
                "Hết nọc, không ai ù: vòng hòa".into()
            } else {
                "The deck ran out with no winner: a draw".into()
            }),
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
        let vi = lang == Lang::Vi;
        match self {
            MatchEnd::VoSong { seat: s } if vi => {
                format!("{} thắng trận bằng Quốc Sĩ Vô Song", seat(*s))
            }
            MatchEnd::VoSong { seat: s } => {
                format!("{} wins the match with Quốc Sĩ Vô Song", seat(*s))
            }
            MatchEnd::Bankrupt { winners } if vi => format!(
                "Một người chơi hết điểm: trận dừng. Thắng: {}",
                seats(winners)
            ),
            MatchEnd::Bankrupt { winners } => format!(
                "A score reached 0: the match stops. Winner: {}",
                seats(winners)
            ),
            MatchEnd::Played { winners } if vi => {
                format!("Hết trận. Thắng: {}", seats(winners))
            }
            MatchEnd::Played { winners } => {
                format!("The match is over. Winner: {}", seats(winners))
            }
        }
    }
}

impl TableError {
    pub fn text(&self, lang: Lang) -> String {
        let vi = lang == Lang::Vi;
        match self {
            TableError::Games(n) if vi => format!("một trận gồm 1, 2 hoặc 4 ván, không phải {n}"),
            TableError::Games(n) => format!("a match is 1, 2 or 4 games, not {n}"),
            TableError::ActionText(t) if vi => format!(
                "'{t}' không phải một hành động: white, no-white, win, pass, swap LÁ hoặc swap LÁ nhat-ban (có thể kèm ghế: #2 pass)"
            ),
            TableError::ActionText(t) => format!(
                "'{t}' is not an action: white, no-white, win, pass, swap CARD or swap CARD nhat-ban (with a seat: #2 pass)"
            ),
            TableError::RoundOver if vi => "vòng này đã kết thúc".into(),
            TableError::RoundOver => "this round is over".into(),
            TableError::RoundNotOver if vi => "vòng này chưa kết thúc".into(),
            TableError::RoundNotOver => "this round is not over yet".into(),
            TableError::MatchOver if vi => "trận đã kết thúc".into(),
            TableError::MatchOver => "the match is over".into(),
            TableError::NotYourTurn { turn } if vi => {
                format!("chưa tới lượt bạn: {} đang quyết định", seat(*turn))
            }
            TableError::NotYourTurn { turn } => {
                format!("not your turn: {} decides now", seat(*turn))
            }
            TableError::WhitePhase if vi => {
                "lúc này chỉ xét tới trắng, trước lá lật đầu tiên".into()
            }
            TableError::WhitePhase => {
                "only Thế trắng is asked now, before the first flip".into()
            }
            TableError::NotWhitePhase if vi => {
                "chỉ được tới trắng trước khi cái lật lá đầu tiên".into()
            }
            TableError::NotWhitePhase => {
                "Thế trắng may be declared only before the dealer's first flip".into()
            }
            TableError::NotWhite if vi => {
                "không phải Thế trắng: cần 5 quân thường đôi một không cùng hình, không cùng chất".into()
            }
            TableError::NotWhite => {
                "not a Thế trắng: it needs 5 regular cards sharing no figure and no suit".into()
            }
            TableError::NotInHand(c) if vi => format!("lá {c} không có trên tay bạn"),
            TableError::NotInHand(c) => format!("{c} is not in your hand"),
            TableError::Locked(c) if vi => {
                format!("lá {c} đã bị khóa công khai sau khi cướp: không đổi ra được")
            }
            TableError::Locked(c) => {
                format!("{c} is locked face up after a steal: it cannot be put out")
            }
            TableError::NoStealsLeft if vi => "bạn đã cướp 2 lần trong vòng này: không được cướp nữa".into(),
            TableError::NoStealsLeft => "you have stolen twice this round: no more steals".into(),
            TableError::HandLocked if vi => {
                "bạn đã tuyên Nhất Bản: bài đã khóa, chỉ được ù hoặc bỏ".into()
            }
            TableError::HandLocked => {
                "you declared Nhất Bản: your hand is locked, you may only Ù or pass".into()
            }
            TableError::NhatBanSteal if vi => {
                "Nhất Bản chỉ tuyên kèm lượt bốc hoặc lấy, không kèm cướp (cướp thì khóa công khai lá)".into()
            }
            TableError::NhatBanSteal => {
                "Nhất Bản goes with a Bốc or Lấy, not a steal (a stolen card is locked face up)".into()
            }
            TableError::NhatBanBoiUoc if vi => {
                "đang bội ước (có lá khóa công khai): không được tuyên Nhất Bản".into()
            }
            TableError::NhatBanBoiUoc => {
                "Bội ước (you hold a locked card): Nhất Bản is barred".into()
            }
            TableError::NotAWin(score) => {
                let why = score.refusal.map_or("", |r| r.text(lang));
                if vi {
                    format!("không ù được: {why}. (Bàn chỉ cho ù khi bài thắng; bật luật chặt để tuyên ù tự do và chịu đền.)")
                } else {
                    format!("no Ù: {why}. (The table offers Ù only on a winning six; the strict option lets you declare anyway, at the risk of Đền.)")
                }
            }
        }
    }
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for TableError {}
