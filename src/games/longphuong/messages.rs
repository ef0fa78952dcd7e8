//! What the Cờ Long Phượng engine says to a player, as data, and its
//! wording in English and Vietnamese.

use super::board::{Kind, Square, MAX_STACK};
use crate::core::wording::{
    bilingual, more_than_one_king, no_piece_on, none_in_hand, not_four_parts, SideNames,
};
use crate::core::{Lang, Side};

const SIDE_NAMES: SideNames = SideNames {
    en: ["Orange", "Blue"],
    vi: ["Cam", "Xanh"],
};

pub fn side_name(side: Side, lang: Lang) -> &'static str {
    SIDE_NAMES.of(side, lang)
}

/// The pieces keep their Vietnamese names in both languages.
pub fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::King => "Vương",
        Kind::General => "Tướng",
        Kind::Guard => "Sĩ",
        Kind::Rider => "Kỵ",
        Kind::Chariot => "Xe",
        Kind::Soldier => "Binh",
        Kind::Dragon => "Long",
        Kind::Phoenix => "Phượng",
    }
}

/// Why a move breaks the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    NoPiece(Square),
    NotYourPiece(Square),
    /// Plies 1–4: only Long and Phượng drops on one's own second row.
    OpeningDropsOnly,
    /// An opening drop needs an empty square of one's own second row.
    OpeningSquare(Square),
    /// The top piece's grid does not reach the square (or a slide is
    /// blocked before it).
    CannotReach {
        kind: Kind,
        from: Square,
        to: Square,
    },
    /// `=` on a single piece: a lone piece moves with `-`.
    NotAStack(Square),
    /// The Vương never moves onto a friendly piece.
    KingCannotStack,
    /// Nothing moves or drops onto the Vương.
    OntoOwnKing(Square),
    /// A piece split off a stack may not land on a friendly piece.
    SplitCannotStack(Square),
    /// A whole stack may not land on a friendly piece.
    StackCannotStack(Square),
    /// Vương, Long and Phượng never turn (nor a stack topped by them).
    CannotTurn(Kind),
    /// The mark asks for no turn or a half turn: a move turns a piece by
    /// a quarter turn or not at all, and a turn in place must change it.
    NotAQuarterTurn {
        at: Square,
    },
    NotInHand(Kind),
    /// A drop on a square the opponent holds.
    DropOnOpponent(Square),
    /// The move would leave one's own Vương attacked.
    LeavesKingAttacked,
}

impl Illegal {
    pub fn text(&self, lang: Lang) -> String {
        use Illegal::*;
        bilingual!(lang, match *self {
            NoPiece(sq) => no_piece_on(sq, lang),
            NotYourPiece(sq) => (
                "the piece on {sq} is not yours",
                "quân ở {sq} không phải của bạn",
            ),
            OpeningDropsOnly => (
                "in the opening (plies 1-4) each side only drops its Long and Phượng on its own second row",
                "trong khai cuộc (nước 1-4) mỗi bên chỉ thả Long và Phượng của mình xuống hàng thứ hai của mình",
            ),
            OpeningSquare(sq) => (
                "{sq} is not an empty square of your second row (b for Orange, h for Blue)",
                "{sq} không phải ô trống trên hàng thứ hai của bạn (hàng b với Cam, hàng h với Xanh)",
            ),
            CannotReach { kind, from, to } => (
                "the {} on {from} cannot reach {to}: its grid does not go there, or a slide is blocked",
                "{} ở {from} không tới được {to}: lưới đi của quân không tới ô đó, hoặc đường trượt bị chặn",
                kind_name(kind),
            ),
            NotAStack(sq) => (
                "{sq} holds a single piece: a lone piece moves with '-', '=' is for a stack",
                "{sq} chỉ có một quân: quân lẻ đi bằng '-', '=' dành cho đội",
            ),
            KingCannotStack => (
                "the Vương never moves onto a friendly piece: it is never part of a stack",
                "Vương không bao giờ đi lên quân phe mình: Vương không bao giờ nằm trong đội",
            ),
            OntoOwnKing(sq) => (
                "nothing may move or drop onto your Vương on {sq}",
                "không quân nào được đi hay thả lên Vương của bạn ở {sq}",
            ),
            SplitCannotStack(sq) => (
                "a piece split off a stack may not land on a friendly piece ({sq})",
                "quân vừa tách khỏi đội không được tạo đội ngay ({sq})",
            ),
            StackCannotStack(sq) => (
                "a stack may not land on a friendly piece ({sq})",
                "đội không được đi lên quân phe mình ({sq})",
            ),
            CannotTurn(kind) => ("the {} never turns", "{} không bao giờ xoay", kind_name(kind)),
            NotAQuarterTurn { at } => (
                "the piece from {at} would not turn by a quarter turn: a turn is 90 degrees, and a move leaving the position unchanged is illegal",
                "quân từ {at} không xoay đúng 90 độ: mỗi lần xoay là 90 độ, và nước đi không làm hình cờ thay đổi là không hợp lệ",
            ),
            NotInHand(kind) => none_in_hand(kind_name(kind), lang),
            DropOnOpponent(sq) => (
                "{sq} is held by the opponent: drops go on empty squares or your own pieces",
                "{sq} đang có quân đối phương: chỉ được thả vào ô trống hoặc lên quân của mình",
            ),
            LeavesKingAttacked => (
                "your Vương would be attacked after this move",
                "sau nước này Vương của bạn sẽ bị chiếu",
            ),
        })
    }
}

/// Why a position text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Not four fields separated by single spaces: how many parts the
    /// text has (split at any run of spaces).
    Fields(usize),
    RowCount(usize),
    Row {
        row: char,
        text: String,
        problem: RowProblem,
    },
    MixedStack(Square),
    KingInStack(Square),
    /// More pieces on one square than a stack can hold (`MAX_STACK`).
    StackTooTall {
        at: Square,
        height: usize,
    },
    TwoKings(Side),
    /// More of a kind on the board and in both hands than the set holds.
    TooMany {
        kind: Kind,
        count: u32,
        max: u32,
    },
    Side(String),
    Hands(String),
    /// Not a ply from 1 to `u32::MAX` in canonical form.
    Ply(String),
    SideNotToMoveInCheck,
}

/// The four parts of a position text, as a refused one is told.
const POSITION_PARTS: [&str; 2] = [
    "the board's rows from i down to a, separated by /, the side to move (o or b), the pieces in hand (- for none), then the ply number (like 1)",
    "các hàng của bàn cờ từ i xuống a, cách nhau bằng /, bên đi (o hoặc b), quân trong tay (- nếu không có), rồi số nước (ví dụ 1)",
];

impl PositionError {
    pub fn text(&self, lang: Lang) -> String {
        use PositionError::*;
        bilingual!(lang, match self {
            Fields(n) => not_four_parts(*n, POSITION_PARTS, lang),
            RowCount(n) => (
                "the board has {n} rows; it needs 9, from i down to a",
                "bàn cờ có {n} hàng; cần đúng 9 hàng, từ i xuống a",
            ),
            Row { row, text, problem } => (
                "row {row} ('{text}'): {}",
                "hàng {row} ('{text}'): {}",
                problem.text(lang),
            ),
            MixedStack(sq) => (
                "the stack on {sq} mixes both sides",
                "đội ở {sq} có quân của cả hai bên",
            ),
            KingInStack(sq) => (
                "the stack on {sq} holds a Vương: the Vương never stacks",
                "đội ở {sq} có Vương: Vương không bao giờ nằm trong đội",
            ),
            TwoKings(s) => more_than_one_king(side_name(*s, lang), kind_name(Kind::King), lang),
            StackTooTall { at, height } => (
                "the stack on {at} has {height} pieces; a stack holds at most {MAX_STACK} (every piece but the two Vương)",
                "đội ở {at} có {height} quân; một đội có nhiều nhất {MAX_STACK} quân (mọi quân trừ hai Vương)",
            ),
            TooMany { kind, count, max } => (
                "there are {count} {} pieces on the board and in the hands together; the set holds {max}",
                "có {count} quân {} trên bàn và trong tay cộng lại; bộ cờ chỉ có {max}",
                kind_name(*kind),
            ),
            Side(s) => (
                "'{s}' is not a side: o (Orange) or b (Blue)",
                "'{s}' không phải bên đi: o (Cam) hoặc b (Xanh)",
            ),
            Hands(s) => (
                "'{s}' is not a hands field: '-' or pieces with counts, Orange's (upper case) first, each side in the order T S K X B L P, like 2BLsp",
                "'{s}' không phải trường quân trong tay: '-' hoặc các quân kèm số lượng, của Cam (chữ hoa) trước, mỗi bên theo thứ tự T S K X B L P, ví dụ 2BLsp",
            ),
            Ply(s) => (
                "'{s}' is not a ply number (1 to {}, written without leading zeros)",
                "'{s}' không phải số nước (1 đến {}, không có số 0 ở đầu)",
                u32::MAX,
            ),
            SideNotToMoveInCheck => (
                "the side that just moved has its Vương attacked",
                "bên vừa đi đang bị chiếu Vương",
            ),
        })
    }
}

/// What is wrong with one row of the board text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowProblem {
    /// `0`, or two digits in a row.
    DigitRun,
    TooWide,
    NotNineColumns,
    Unclosed,
    /// Something other than pieces inside parentheses.
    StackContent,
    /// Parentheses around a single piece.
    LoneInParentheses,
    NotAPiece,
}

impl RowProblem {
    pub fn text(self, lang: Lang) -> &'static str {
        use RowProblem::*;
        match self {
            DigitRun => lang.pick(
                "a run of empty squares is one digit 1-9",
                "mỗi dãy ô trống viết bằng một chữ số 1-9",
            ),
            TooWide => lang.pick("it covers more than 9 columns", "hàng có hơn 9 cột"),
            NotNineColumns => lang.pick(
                "it does not cover exactly 9 columns",
                "hàng không có đúng 9 cột",
            ),
            Unclosed => lang.pick("a '(' is never closed", "dấu '(' không được đóng"),
            StackContent => lang.pick("a stack holds only pieces", "trong đội chỉ được có quân"),
            LoneInParentheses => lang.pick(
                "parentheses are only for stacks of two or more",
                "chỉ dùng ngoặc cho đội từ hai quân trở lên",
            ),
            NotAPiece => lang.pick(
                "not a piece: a letter V T S K X B L P (lower case for Blue), with a mark ^ > v < on those that turn",
                "không phải quân cờ: một chữ V T S K X B L P (chữ thường cho Xanh), kèm dấu hướng ^ > v < với quân xoay được",
            ),
        }
    }
}

/// Move text that is not the brief's canonical form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveTextError {
    NotAMove(String),
    SameSquare(String),
    KingNeverInHand(String),
    /// A drop of a piece that turns must say its facing.
    DropNeedsFacing(String),
    /// Vương, Long and Phượng carry no facing mark.
    FacingOnFixedPiece(String),
}

impl MoveTextError {
    pub fn text(&self, lang: Lang) -> String {
        use MoveTextError::*;
        bilingual!(lang, match self {
            NotAMove(t) => (
                "'{t}' is not a move: write a drop L*b5 or B*e4<, a move c5-d5 (c5-d5> with a turn), a stack move c5=d5, or a turn c5>",
                "'{t}' không phải nước đi: viết thả quân L*b5 hoặc B*e4<, đi quân c5-d5 (c5-d5> nếu kèm xoay), đi đội c5=d5, hoặc xoay c5>",
            ),
            SameSquare(t) => (
                "'{t}' does not move: its two squares are the same",
                "'{t}' không di chuyển: hai ô trùng nhau",
            ),
            KingNeverInHand(t) => (
                "'{t}': the Vương is never in hand",
                "'{t}': Vương không bao giờ ở trong tay",
            ),
            DropNeedsFacing(t) => (
                "'{t}': a dropped piece that turns needs its facing mark (^ > v <)",
                "'{t}': quân xoay được khi thả phải ghi hướng (^ > v <)",
            ),
            FacingOnFixedPiece(t) => (
                "'{t}': Vương, Long and Phượng carry no facing mark",
                "'{t}': Vương, Long và Phượng không ghi hướng",
            ),
        })
    }
}
