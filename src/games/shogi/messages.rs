//! What the shogi engine says to a player, as data, and its wording in
//! English and Vietnamese.

use super::board::{Piece, Role, Square};
use crate::core::wording::{
    bad_move_number, bilingual, more_than_one_king, no_piece_on, none_in_hand, ordinal, say,
    SideNames,
};
use crate::core::{HandTextError, Lang, Side};

const SIDE_NAMES: SideNames = SideNames {
    en: ["Sente", "Gote"],
    vi: ["Tiên thủ", "Hậu thủ"],
};

pub fn side_name(side: Side, lang: Lang) -> &'static str {
    SIDE_NAMES.of(side, lang)
}

pub fn role_name(role: Role, lang: Lang) -> &'static str {
    match role {
        Role::Pawn => lang.pick("pawn", "tốt"),
        Role::Lance => lang.pick("lance", "hương xa"),
        Role::Knight => lang.pick("knight", "mã"),
        Role::Silver => lang.pick("silver", "tướng bạc"),
        Role::Gold => lang.pick("gold", "tướng vàng"),
        Role::Bishop => lang.pick("bishop", "tượng"),
        Role::Rook => lang.pick("rook", "xe"),
        Role::King => lang.pick("king", "vua"),
        Role::Tokin => lang.pick("tokin", "tốt phong cấp (tokin)"),
        Role::PromotedLance => lang.pick("promoted lance", "hương xa phong cấp"),
        Role::PromotedKnight => lang.pick("promoted knight", "mã phong cấp"),
        Role::PromotedSilver => lang.pick("promoted silver", "tướng bạc phong cấp"),
        Role::Horse => lang.pick("horse", "long mã"),
        Role::Dragon => lang.pick("dragon", "long vương"),
    }
}

fn piece_on(piece: Piece, at: Square, lang: Lang) -> String {
    let (side, role) = (side_name(piece.side(), lang), role_name(piece.role(), lang));
    say!(lang, "{side}'s {role} on {at}", "{role} của {side} ở {at}")
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
        bilingual!(lang, match *self {
            NoPiece(sq) => no_piece_on(sq, lang),
            NotYourPiece { piece, at } => (
                "{} is not yours to move",
                "{} không phải quân của bạn",
                piece_on(piece, at, lang),
            ),
            CannotReach { piece, from, to } => (
                "the {} on {from} cannot reach {to}: that is not how it moves, or the way is blocked",
                "{} ở {from} không đi tới {to} được: quân này không đi như vậy, hoặc đường bị chặn",
                role_name(piece.role(), lang),
            ),
            OwnPieceThere(sq) => ("your own piece stands on {sq}", "quân của bạn đang đứng ở {sq}"),
            CannotPromote(role) => (
                "a {} never promotes",
                "{} không bao giờ phong cấp",
                role_name(role, lang),
            ),
            OutsideZone { from, to } => (
                "{from} to {to} cannot promote: a move promotes only when it starts or ends in the far three ranks",
                "{from} tới {to} không được phong cấp: chỉ được phong khi nước đi bắt đầu hoặc kết thúc trong ba hàng cuối phía đối phương",
            ),
            MustPromote { role, to } => (
                "a {} on {to} could never move again, so it must promote",
                "{} ở {to} sẽ không bao giờ đi tiếp được nữa, nên bắt buộc phải phong cấp",
                role_name(role, lang),
            ),
            NotInHand(role) => none_in_hand(role_name(role, lang), lang),
            DropOnPiece(sq) => (
                "{sq} is occupied: a piece is dropped only on an empty square",
                "{sq} đã có quân: chỉ được thả quân vào ô trống",
            ),
            DeadDrop { role, to } => (
                "{} drop on {to}: it could never move from there",
                "thả {} ở {to}: từ đó quân này không bao giờ đi được nữa",
                role_name(role, lang),
            ),
            Nifu { to } => (
                "pawn drop on file {}: you already have an unpromoted pawn there (nifu)",
                "thả tốt ở cột {}: bạn đã có một tốt chưa phong ở cột đó (nifu, hai tốt)",
                to.file(),
            ),
            PawnDropMate { to } => (
                "pawn drop on {to} would checkmate: a dropped pawn may not give mate (uchifuzume)",
                "thả tốt ở {to} sẽ chiếu bí: không được thả tốt để chiếu bí (uchifuzume)",
            ),
            KingIntoCheck(sq) => (
                "your king would be attacked on {sq}",
                "vua của bạn sẽ bị chiếu ở {sq}",
            ),
            ExposesKing { at } => (
                "moving the piece on {at} would leave your king attacked",
                "đi quân ở {at} sẽ để vua của bạn bị chiếu",
            ),
            IgnoresCheck => (
                "your king is in check and this move does not answer it",
                "vua của bạn đang bị chiếu mà nước này không gỡ được",
            ),
        })
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
        files: usize,
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
    /// in both hands than a set holds: `count` in all, `on_board` of them
    /// on the board and `in_hands` in Sente's and Gote's hands.
    TooMany {
        role: Role,
        count: u32,
        on_board: u32,
        in_hands: [u32; 2],
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
    /// A 0 among a rank's counts of empty squares.
    ZeroInRank {
        row: u8,
    },
    /// Two counts of empty squares one after the other (`54`).
    TwoCounts {
        row: u8,
        text: String,
    },
    /// The hands field `text` does not read, for the reason `problem`.
    HandsField {
        text: String,
        problem: HandTextError,
    },
}

impl SfenError {
    pub fn text(&self, lang: Lang) -> String {
        use SfenError::*;
        // A rank by its letter and its place from the top, as SFEN lists them.
        let rank = |r: &u8| {
            let letter = (b'a' + r - 1) as char;
            let nth = ordinal(u32::from(*r));
            say!(
                lang,
                "rank {letter} (the {nth} from the top)",
                "hàng {letter} (hàng thứ {r} tính từ trên xuống)"
            )
        };
        bilingual!(lang, match self {
            Empty => ("the SFEN is empty", "SFEN trống"),
            RowCount(n) => (
                "the board has {n} ranks; a shogi board has 9",
                "bàn cờ có {n} hàng; bàn shogi có 9 hàng",
            ),
            BadLetter { letter, row } => (
                "'{letter}' on {} is not a shogi piece letter (K R B G S N L P, Sente's in upper case)",
                "'{letter}' ở {} không phải là chữ chỉ quân shogi (K R B G S N L P, quân Tiên thủ viết hoa)",
                rank(row),
            ),
            BadPromotion { row } => (
                "{}: '+' must come before a piece that promotes (P L N S B R)",
                "{}: dấu '+' phải đứng trước một quân phong cấp được (P L N S B R)",
                rank(row),
            ),
            RowWidth { row, text, files } => (
                "{}, '{text}', does not cover exactly 9 files: it covers {files}",
                "{}, '{text}', không có đúng 9 cột: hàng này có {files} cột",
                rank(row),
            ),
            DeadPiece { piece, at } => (
                "{} could never move: pawns and lances can't stand on the last rank, knights on the last two",
                "{} không bao giờ đi được: tốt và hương xa không được ở hàng cuối, mã không được ở hai hàng cuối",
                piece_on(*piece, *at, lang),
            ),
            Nifu { side, file } => (
                "{} has two unpromoted pawns on file {file} (nifu)",
                "{} có hai tốt chưa phong ở cột {file} (nifu)",
                side_name(*side, lang),
            ),
            TwoKings(side) => {
                more_than_one_king(side_name(*side, lang), role_name(Role::King, lang), lang)
            }
            TooMany {
                role,
                count,
                on_board,
                in_hands,
                max,
            } => (
                "there are {count} {}s: {}; a shogi set holds {max}",
                "có {count} quân {}: {}; một bộ cờ shogi chỉ có {max}",
                role_name(*role, lang),
                where_they_are(*on_board, *in_hands, lang),
            ),
            BadSideToMove(s) => (
                "'{s}' is not a side to move: use b (Sente) or w (Gote)",
                "'{s}' không phải bên đi: dùng b (Tiên thủ) hoặc w (Hậu thủ)",
            ),
            BadHands(s) => (
                "'{s}' is not a hands field: '-' or pieces with counts in the order R B G S N L P, Sente's (upper case) first, like 2Pp",
                "'{s}' không phải là trường quân trong tay: '-' hoặc các quân kèm số lượng theo thứ tự R B G S N L P, của Tiên thủ (chữ hoa) trước, ví dụ 2Pp",
            ),
            BadMoveNumber(s) => bad_move_number(s, lang),
            SideNotToMoveInCheck => (
                "the side that just moved has its king in check",
                "bên vừa đi đang bị chiếu vua",
            ),
            Trailing(s) => (
                "unexpected '{s}' after the move number",
                "thừa '{s}' sau số thứ tự nước đi",
            ),
            ZeroInRank { row } => (
                "{} has a 0 in it: a count of empty squares runs from 1 to 9",
                "{} có số 0: số ô trống chỉ từ 1 đến 9",
                rank(row),
            ),
            TwoCounts { row, text } => (
                "{}, '{text}', has two counts in a row: empty squares side by side are one count",
                "{}, '{text}', có hai số liền nhau: các ô trống liền nhau được ghi bằng một số",
                rank(row),
            ),
            HandsField { text, problem } => (
                "'{text}' is not a hands field: {}",
                "'{text}' không phải là trường quân trong tay: {}",
                hands_problem(problem, lang),
            ),
        })
    }
}

/// Where the pieces of a kind are: "4 on the board and 3 in Gote's hand".
fn where_they_are(on_board: u32, in_hands: [u32; 2], lang: Lang) -> String {
    let mut places = Vec::new();
    if on_board > 0 {
        places.push(say!(lang, "{on_board} on the board", "{on_board} trên bàn"));
    }
    for side in Side::BOTH {
        let n = in_hands[side.index()];
        if n > 0 {
            let name = side_name(side, lang);
            places.push(say!(lang, "{n} in {name}'s hand", "{n} trong tay {name}"));
        }
    }
    let and = lang.pick(" and ", " và ");
    match places.split_last() {
        Some((last, first)) if !first.is_empty() => format!("{}{and}{last}", first.join(", ")),
        _ => places.concat(),
    }
}

/// Why a hands field does not read.
fn hands_problem(problem: &HandTextError, lang: Lang) -> String {
    bilingual!(lang, match problem {
        HandTextError::UnknownPiece('K' | 'k') => (
            "a king is never in hand, since it is never captured",
            "vua không bao giờ ở trong tay, vì vua không bao giờ bị bắt",
        ),
        HandTextError::UnknownPiece('+') => (
            "a piece in hand is never promoted, since a captured piece goes to the hand unpromoted (write it without '+')",
            "quân trong tay không bao giờ được phong cấp, vì quân bị bắt vào tay ở dạng chưa phong (hãy viết không có dấu '+')",
        ),
        HandTextError::UnknownPiece(c) => (
            "'{c}' is not a piece a hand holds (R B G S N L P, Sente's in upper case)",
            "'{c}' không phải là quân có thể ở trong tay (R B G S N L P, quân Tiên thủ viết hoa)",
        ),
        HandTextError::BadCount(n) => (
            "'{n}' is not a count: a count of 2 or more comes before its piece's letter, like 2P, and a single piece has none",
            "'{n}' không phải là số lượng: số lượng từ 2 trở lên đứng trước chữ chỉ quân, ví dụ 2P, còn một quân thì không ghi số",
        ),
        HandTextError::OutOfOrder(c) => (
            "'{c}' is written twice: give each piece of a side once, with its count",
            "'{c}' được ghi hai lần: mỗi loại quân của một bên chỉ ghi một lần, kèm số lượng",
        ),
    })
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
        bilingual!(lang, match self {
            MoveTextError::NotAMove(t) => (
                "'{t}' is not a move: write it in USI (7g7f, P*5e, 8h2b+), Western (P-7f) or Japanese (７六歩) notation",
                "'{t}' không phải là một nước đi: hãy viết theo USI (7g7f, P*5e, 8h2b+), kiểu phương Tây (P-7f) hoặc kiểu Nhật (７六歩)",
            ),
            MoveTextError::NoSuchMove(t) => (
                "no legal move here is written '{t}'",
                "không có nước đi hợp lệ nào được viết là '{t}'",
            ),
            MoveTextError::Ambiguous(t) => (
                "'{t}' fits more than one legal move: add the square the piece comes from (G6i-5h) or 右/左/上/引/寄/直",
                "'{t}' ứng với nhiều nước đi hợp lệ: hãy thêm ô xuất phát (G6i-5h) hoặc 右/左/上/引/寄/直",
            ),
        })
    }
}
