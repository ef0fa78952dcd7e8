//! Thế, the winning patterns: every one by name, in the order of preference
//! among equal points, with its level and points.

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
    pub(super) fn preference(self) -> usize {
        self as usize
    }
}
