//! What the shogi engine says to a player, as data, and its wording in
//! English and Vietnamese.

use super::board::{Piece, Role, Square};
use crate::core::{Lang, Outcome, Side};

pub fn side_name(side: Side, lang: Lang) -> &'static str {
    match (side, lang) {
        (Side::First, Lang::En) => "Sente",
        (Side::Second, Lang::En) => "Gote",
        (Side::First, Lang::Vi) => "Tiên thủ",
        (Side::Second, Lang::Vi) => "Hậu thủ",
    }
}

pub fn role_name(role: Role, lang: Lang) -> &'static str {
    match lang {
        Lang::En => match role {
            Role::Pawn => "pawn",
            Role::Lance => "lance",
            Role::Knight => "knight",
            Role::Silver => "silver",
            Role::Gold => "gold",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::King => "king",
            Role::Tokin => "tokin",
            Role::PromotedLance => "promoted lance",
            Role::PromotedKnight => "promoted knight",
            Role::PromotedSilver => "promoted silver",
            Role::Horse => "horse",
            Role::Dragon => "dragon",
        },
        Lang::Vi => match role {
            Role::Pawn => "tốt",
            Role::Lance => "hương xa",
            Role::Knight => "mã",
            Role::Silver => "tướng bạc",
            Role::Gold => "tướng vàng",
            Role::Bishop => "tượng",
            Role::Rook => "xe",
            Role::King => "vua",
            Role::Tokin => "tốt phong cấp (tokin)",
            Role::PromotedLance => "hương xa phong cấp",
            Role::PromotedKnight => "mã phong cấp",
            Role::PromotedSilver => "tướng bạc phong cấp",
            Role::Horse => "long mã",
            Role::Dragon => "long vương",
        },
    }
}

fn piece_on(piece: Piece, at: Square, lang: Lang) -> String {
    let (side, role) = (side_name(piece.side(), lang), role_name(piece.role(), lang));
    match lang {
        Lang::En => format!("{side}'s {role} on {at}"),
        Lang::Vi => format!("{role} của {side} ở {at}"),
    }
}

/// Why a move or drop breaks the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    NoPiece(Square),
    NotYourPiece {
        piece: Piece,
        at: Square,
    },
    /// The piece's movement does not reach the square (or is blocked).
    CannotReach {
        piece: Piece,
        from: Square,
        to: Square,
    },
    OwnPieceThere(Square),
    /// Gold, king and promoted pieces never promote.
    CannotPromote(Role),
    /// Promotion needs a move that starts or ends in the far three ranks.
    OutsideZone {
        from: Square,
        to: Square,
    },
    /// A pawn or lance on the last rank, a knight on the last two, must
    /// promote: unpromoted it could never move again.
    MustPromote {
        role: Role,
        to: Square,
    },
    NotInHand(Role),
    DropOnPiece(Square),
    /// A drop where the piece could never move.
    DeadDrop {
        role: Role,
        to: Square,
    },
    /// Nifu (二歩): a second unpromoted pawn on a file.
    Nifu {
        to: Square,
    },
    /// Uchifuzume (打ち歩詰め): a pawn drop that checkmates.
    PawnDropMate {
        to: Square,
    },
    /// The king would stand attacked.
    KingIntoCheck(Square),
    /// The move uncovers an attack on one's own king.
    ExposesKing {
        at: Square,
    },
    /// The king is in check and the move does not answer it.
    IgnoresCheck,
}

impl Illegal {
    pub fn text(&self, lang: Lang) -> String {
        use Illegal::*;
        let en = lang == Lang::En;
        match *self {
            NoPiece(sq) if en => format!("there is no piece on {sq}"),
            NoPiece(sq) => format!("không có quân nào ở {sq}"),
            NotYourPiece { piece, at } if en => {
                format!("{} is not yours to move", piece_on(piece, at, lang))
            }
            NotYourPiece { piece, at } => {
                format!("{} không phải quân của bạn", piece_on(piece, at, lang))
            }
            CannotReach { piece, from, to } => {
                let r = role_name(piece.role(), lang);
                if en {
                    format!("the {r} on {from} cannot reach {to}: that is not how it moves, or the way is blocked")
                } else {
                    format!("{r} ở {from} không đi tới {to} được: quân này không đi như vậy, hoặc đường bị chặn")
                }
            }
            OwnPieceThere(sq) if en => format!("your own piece stands on {sq}"),
            OwnPieceThere(sq) => format!("quân của bạn đang đứng ở {sq}"),
            CannotPromote(role) if en => format!("a {} never promotes", role_name(role, lang)),
            CannotPromote(role) => format!("{} không bao giờ phong cấp", role_name(role, lang)),
            OutsideZone { from, to } if en => format!(
                "{from} to {to} cannot promote: a move promotes only when it starts or ends in the far three ranks"
            ),
            OutsideZone { from, to } => format!(
                "{from} tới {to} không được phong cấp: chỉ được phong khi nước đi bắt đầu hoặc kết thúc trong ba hàng cuối phía đối phương"
            ),
            MustPromote { role, to } if en => format!(
                "a {} on {to} could never move again, so it must promote",
                role_name(role, lang)
            ),
            MustPromote { role, to } => format!(
                "{} ở {to} sẽ không bao giờ đi tiếp được nữa, nên bắt buộc phải phong cấp",
                role_name(role, lang)
            ),
            NotInHand(role) if en => format!("you have no {} in hand", role_name(role, lang)),
            NotInHand(role) => format!("bạn không có {} trong tay", role_name(role, lang)),
            DropOnPiece(sq) if en => format!("{sq} is occupied: a piece is dropped only on an empty square"),
            DropOnPiece(sq) => format!("{sq} đã có quân: chỉ được thả quân vào ô trống"),
            DeadDrop { role, to } if en => format!(
                "{} drop on {to}: it could never move from there",
                role_name(role, lang)
            ),
            DeadDrop { role, to } => format!(
                "thả {} ở {to}: từ đó quân này không bao giờ đi được nữa",
                role_name(role, lang)
            ),
            Nifu { to } if en => format!(
                "pawn drop on file {}: you already have an unpromoted pawn there (nifu)",
                to.file()
            ),
            Nifu { to } => format!(
                "thả tốt ở cột {}: bạn đã có một tốt chưa phong ở cột đó (nifu, hai tốt)",
                to.file()
            ),
            PawnDropMate { to } if en => format!(
                "pawn drop on {to} would checkmate: a dropped pawn may not give mate (uchifuzume)"
            ),
            PawnDropMate { to } => format!(
                "thả tốt ở {to} sẽ chiếu bí: không được thả tốt để chiếu bí (uchifuzume)"
            ),
            KingIntoCheck(sq) if en => format!("your king would be attacked on {sq}"),
            KingIntoCheck(sq) => format!("vua của bạn sẽ bị chiếu ở {sq}"),
            ExposesKing { at } if en => format!(
                "moving the piece on {at} would leave your king attacked"
            ),
            ExposesKing { at } => format!("đi quân ở {at} sẽ để vua của bạn bị chiếu"),
            IgnoresCheck if en => "your king is in check and this move does not answer it".into(),
            IgnoresCheck => "vua của bạn đang bị chiếu mà nước này không gỡ được".into(),
        }
    }
}

/// Why an SFEN could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SfenError {
    Empty,
    RowCount(usize),
    BadLetter {
        letter: char,
        row: u8,
    },
    /// `+` before a piece that does not promote, or at the end of a row.
    BadPromotion {
        row: u8,
    },
    RowWidth {
        row: u8,
        text: String,
    },
    /// A pawn, lance or knight where it could never move.
    DeadPiece {
        piece: Piece,
        at: Square,
    },
    Nifu {
        side: Side,
        file: u8,
    },
    TwoKings(Side),
    /// More of a kind (unpromoted and promoted together) on the board and
    /// in both hands than a set holds.
    TooMany {
        role: Role,
        count: u32,
        max: u8,
    },
    BadSideToMove(String),
    BadHands(String),
    /// Not a number from 1 to `u32::MAX`, the largest a position prints.
    BadMoveNumber(String),
    /// The side that just moved left its king attacked.
    SideNotToMoveInCheck,
    /// More than four fields.
    Trailing(String),
}

impl SfenError {
    pub fn text(&self, lang: Lang) -> String {
        use SfenError::*;
        let en = lang == Lang::En;
        let rank = |r: &u8| (b'a' + r - 1) as char;
        match self {
            Empty if en => "the SFEN is empty".into(),
            Empty => "SFEN trống".into(),
            RowCount(n) if en => format!("the board has {n} ranks; a shogi board has 9"),
            RowCount(n) => format!("bàn cờ có {n} hàng; bàn shogi có 9 hàng"),
            BadLetter { letter, row } if en => {
                format!("'{letter}' on rank {} is not a shogi piece letter", rank(row))
            }
            BadLetter { letter, row } => {
                format!("'{letter}' ở hàng {} không phải là chữ chỉ quân shogi", rank(row))
            }
            BadPromotion { row } if en => format!(
                "rank {}: '+' must come before a piece that promotes (P L N S B R)",
                rank(row)
            ),
            BadPromotion { row } => format!(
                "hàng {}: dấu '+' phải đứng trước một quân phong cấp được (P L N S B R)",
                rank(row)
            ),
            RowWidth { row, text } if en => {
                format!("rank {} ('{text}') does not cover exactly 9 files", rank(row))
            }
            RowWidth { row, text } => {
                format!("hàng {} ('{text}') không có đúng 9 cột", rank(row))
            }
            DeadPiece { piece, at } if en => format!(
                "{} could never move: pawns and lances can't stand on the last rank, knights on the last two",
                piece_on(*piece, *at, lang)
            ),
            DeadPiece { piece, at } => format!(
                "{} không bao giờ đi được: tốt và hương xa không được ở hàng cuối, mã không được ở hai hàng cuối",
                piece_on(*piece, *at, lang)
            ),
            Nifu { side, file } if en => format!(
                "{} has two unpromoted pawns on file {file} (nifu)",
                side_name(*side, lang)
            ),
            Nifu { side, file } => format!(
                "{} có hai tốt chưa phong ở cột {file} (nifu)",
                side_name(*side, lang)
            ),
            TwoKings(side) if en => format!("{} has more than one king", side_name(*side, lang)),
            TwoKings(side) => format!("{} có hơn một vua", side_name(*side, lang)),
            TooMany { role, count, max } if en => format!(
                "there are {count} {}s on the board and in the hands together; a shogi set holds {max}",
                role_name(*role, lang)
            ),
            TooMany { role, count, max } => format!(
                "có {count} quân {} trên bàn và trong tay cộng lại; một bộ cờ shogi chỉ có {max}",
                role_name(*role, lang)
            ),
            BadSideToMove(s) if en => format!("'{s}' is not a side to move: use b (Sente) or w (Gote)"),
            BadSideToMove(s) => format!("'{s}' không phải bên đi: dùng b (Tiên thủ) hoặc w (Hậu thủ)"),
            BadHands(s) if en => format!(
                "'{s}' is not a hands field: '-' or pieces with counts in the order R B G S N L P, Sente's (upper case) first, like 2Pp"
            ),
            BadHands(s) => format!(
                "'{s}' không phải là trường quân trong tay: '-' hoặc các quân kèm số lượng theo thứ tự R B G S N L P, của Tiên thủ (chữ hoa) trước, ví dụ 2Pp"
            ),
            BadMoveNumber(s) if en => {
                format!("'{s}' is not a move number: it runs from 1 to {}", u32::MAX)
            }
            BadMoveNumber(s) => format!(
                "'{s}' không phải là số thứ tự nước đi: số này từ 1 đến {}",
                u32::MAX
            ),
            SideNotToMoveInCheck if en => {
                "the side that just moved has its king in check".into()
            }
            SideNotToMoveInCheck => "bên vừa đi đang bị chiếu vua".into(),
            Trailing(s) if en => format!("unexpected '{s}' after the move number"),
            Trailing(s) => format!("thừa '{s}' sau số thứ tự nước đi"),
        }
    }
}

/// Move text that names no move here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveTextError {
    /// Not USI, Western or Japanese move text at all.
    NotAMove(String),
    /// Well-formed text that names no legal move in this position.
    NoSuchMove(String),
    /// Text that fits more than one legal move.
    Ambiguous(String),
}

impl MoveTextError {
    pub fn text(&self, lang: Lang) -> String {
        match (self, lang) {
            (MoveTextError::NotAMove(t), Lang::En) => format!(
                "'{t}' is not a move: write it in USI (7g7f, P*5e, 8h2b+), Western (P-7f) or Japanese (７六歩) notation"
            ),
            (MoveTextError::NotAMove(t), Lang::Vi) => format!(
                "'{t}' không phải là một nước đi: hãy viết theo USI (7g7f, P*5e, 8h2b+), kiểu phương Tây (P-7f) hoặc kiểu Nhật (７六歩)"
            ),
            (MoveTextError::NoSuchMove(t), Lang::En) => {
                format!("no legal move here is written '{t}'")
            }
            (MoveTextError::NoSuchMove(t), Lang::Vi) => {
                format!("không có nước đi hợp lệ nào được viết là '{t}'")
            }
            (MoveTextError::Ambiguous(t), Lang::En) => format!(
                "'{t}' fits more than one legal move: add the square the piece comes from (G6i-5h) or 右/左/上/引/寄/直"
            ),
            (MoveTextError::Ambiguous(t), Lang::Vi) => format!(
                "'{t}' ứng với nhiều nước đi hợp lệ: hãy thêm ô xuất phát (G6i-5h) hoặc 右/左/上/引/寄/直"
            ),
        }
    }
}

pub(crate) fn game_over_text(o: Outcome, lang: Lang) -> String {
    crate::core::game_over_text(o, side_name, lang)
}
