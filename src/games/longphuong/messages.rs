//! What the Cờ Long Phượng engine says to a player, as data, and its
//! wording in English and Vietnamese.

use super::board::{Kind, Square, MAX_STACK};
use crate::core::{Lang, Side};

pub fn side_name(side: Side, lang: Lang) -> &'static str {
    match (side, lang) {
        (Side::First, Lang::En) => "Orange",
        (Side::Second, Lang::En) => "Blue",
        (Side::First, Lang::Vi) => "Cam",
        (Side::Second, Lang::Vi) => "Xanh",
    }
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
        let en = lang == Lang::En;
        match *self {
            NoPiece(sq) if en => format!("there is no piece on {sq}"),
            NoPiece(sq) => format!("không có quân nào ở {sq}"),
            NotYourPiece(sq) if en => format!("the piece on {sq} is not yours"),
            NotYourPiece(sq) => format!("quân ở {sq} không phải của bạn"),
            OpeningDropsOnly if en => "in the opening (plies 1-4) each side only drops its Long and Phượng on its own second row".into(),
            OpeningDropsOnly => "trong khai cuộc (nước 1-4) mỗi bên chỉ thả Long và Phượng của mình xuống hàng thứ hai của mình".into(),
            OpeningSquare(sq) if en => format!("{sq} is not an empty square of your second row (b for Orange, h for Blue)"),
            OpeningSquare(sq) => format!("{sq} không phải ô trống trên hàng thứ hai của bạn (hàng b với Cam, hàng h với Xanh)"),
            CannotReach { kind, from, to } if en => format!(
                "the {} on {from} cannot reach {to}: its grid does not go there, or a slide is blocked",
                kind_name(kind)
            ),
            CannotReach { kind, from, to } => format!(
                "{} ở {from} không tới được {to}: lưới đi của quân không tới ô đó, hoặc đường trượt bị chặn",
                kind_name(kind)
            ),
            NotAStack(sq) if en => format!("{sq} holds a single piece: a lone piece moves with '-', '=' is for a stack"),
            NotAStack(sq) => format!("{sq} chỉ có một quân: quân lẻ đi bằng '-', '=' dành cho đội"),
            KingCannotStack if en => "the Vương never moves onto a friendly piece: it is never part of a stack".into(),
            KingCannotStack => "Vương không bao giờ đi lên quân phe mình: Vương không bao giờ nằm trong đội".into(),
            OntoOwnKing(sq) if en => format!("nothing may move or drop onto your Vương on {sq}"),
            OntoOwnKing(sq) => format!("không quân nào được đi hay thả lên Vương của bạn ở {sq}"),
            SplitCannotStack(sq) if en => format!(
                "a piece split off a stack may not land on a friendly piece ({sq})"
            ),
            SplitCannotStack(sq) => format!("quân vừa tách khỏi đội không được tạo đội ngay ({sq})"),
            StackCannotStack(sq) if en => format!("a stack may not land on a friendly piece ({sq})"),
            StackCannotStack(sq) => format!("đội không được đi lên quân phe mình ({sq})"),
            CannotTurn(kind) if en => format!("the {} never turns", kind_name(kind)),
            CannotTurn(kind) => format!("{} không bao giờ xoay", kind_name(kind)),
            NotAQuarterTurn { at } if en => format!(
                "the piece from {at} would not turn by a quarter turn: a turn is 90 degrees, and a move leaving the position unchanged is illegal"
            ),
            NotAQuarterTurn { at } => format!(
                "quân từ {at} không xoay đúng 90 độ: mỗi lần xoay là 90 độ, và nước đi không làm hình cờ thay đổi là không hợp lệ"
            ),
            NotInHand(kind) if en => format!("you have no {} in hand", kind_name(kind)),
            NotInHand(kind) => format!("bạn không có {} trong tay", kind_name(kind)),
            DropOnOpponent(sq) if en => format!("{sq} is held by the opponent: drops go on empty squares or your own pieces"),
            DropOnOpponent(sq) => format!("{sq} đang có quân đối phương: chỉ được thả vào ô trống hoặc lên quân của mình"),
            LeavesKingAttacked if en => "your Vương would be attacked after this move".into(),
            LeavesKingAttacked => "sau nước này Vương của bạn sẽ bị chiếu".into(),
        }
    }
}

/// Why a position text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Not four fields separated by single spaces.
    Fields(String),
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

impl PositionError {
    pub fn text(&self, lang: Lang) -> String {
        use PositionError::*;
        let en = lang == Lang::En;
        match self {
            Fields(t) if en => format!(
                "'{t}' is not '<board> <side> <hands> <ply>' with single spaces"
            ),
            Fields(t) => format!("'{t}' không có dạng '<bàn cờ> <bên đi> <quân trong tay> <số nước>' cách nhau một dấu cách"),
            RowCount(n) if en => format!("the board has {n} rows; it needs 9, from i down to a"),
            RowCount(n) => format!("bàn cờ có {n} hàng; cần đúng 9 hàng, từ i xuống a"),
            Row { row, text, problem } if en => format!("row {row} ('{text}'): {}", problem.text(lang)),
            Row { row, text, problem } => format!("hàng {row} ('{text}'): {}", problem.text(lang)),
            MixedStack(sq) if en => format!("the stack on {sq} mixes both sides"),
            MixedStack(sq) => format!("đội ở {sq} có quân của cả hai bên"),
            KingInStack(sq) if en => format!("the stack on {sq} holds a Vương: the Vương never stacks"),
            KingInStack(sq) => format!("đội ở {sq} có Vương: Vương không bao giờ nằm trong đội"),
            TwoKings(s) if en => format!("{} has more than one Vương", side_name(*s, lang)),
            TwoKings(s) => format!("{} có hơn một Vương", side_name(*s, lang)),
            StackTooTall { at, height } if en => format!(
                "the stack on {at} has {height} pieces; a stack holds at most {MAX_STACK} (every piece but the two Vương)"
            ),
            StackTooTall { at, height } => format!(
                "đội ở {at} có {height} quân; một đội có nhiều nhất {MAX_STACK} quân (mọi quân trừ hai Vương)"
            ),
            TooMany { kind, count, max } if en => format!(
                "there are {count} {} pieces on the board and in the hands together; the set holds {max}",
                kind_name(*kind)
            ),
            TooMany { kind, count, max } => format!(
                "có {count} quân {} trên bàn và trong tay cộng lại; bộ cờ chỉ có {max}",
                kind_name(*kind)
            ),
            Side(s) if en => format!("'{s}' is not a side: o (Orange) or b (Blue)"),
            Side(s) => format!("'{s}' không phải bên đi: o (Cam) hoặc b (Xanh)"),
            Hands(s) if en => format!(
                "'{s}' is not a hands field: '-' or pieces with counts, Orange's (upper case) first, each side in the order T S K X B L P, like 2BLsp"
            ),
            Hands(s) => format!(
                "'{s}' không phải trường quân trong tay: '-' hoặc các quân kèm số lượng, của Cam (chữ hoa) trước, mỗi bên theo thứ tự T S K X B L P, ví dụ 2BLsp"
            ),
            Ply(s) if en => format!(
                "'{s}' is not a ply number (1 to {}, written without leading zeros)",
                u32::MAX
            ),
            Ply(s) => format!(
                "'{s}' không phải số nước (1 đến {}, không có số 0 ở đầu)",
                u32::MAX
            ),
            SideNotToMoveInCheck if en => "the side that just moved has its Vương attacked".into(),
            SideNotToMoveInCheck => "bên vừa đi đang bị chiếu Vương".into(),
        }
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
        match (self, lang) {
            (DigitRun, Lang::En) => "a run of empty squares is one digit 1-9",
            (DigitRun, Lang::Vi) => "mỗi dãy ô trống viết bằng một chữ số 1-9",
            (TooWide, Lang::En) => "it covers more than 9 columns",
            (TooWide, Lang::Vi) => "hàng có hơn 9 cột",
            (NotNineColumns, Lang::En) => "it does not cover exactly 9 columns",
            (NotNineColumns, Lang::Vi) => "hàng không có đúng 9 cột",
            (Unclosed, Lang::En) => "a '(' is never closed",
            (Unclosed, Lang::Vi) => "dấu '(' không được đóng",
            (StackContent, Lang::En) => "a stack holds only pieces",
            (StackContent, Lang::Vi) => "trong đội chỉ được có quân",
            (LoneInParentheses, Lang::En) => "parentheses are only for stacks of two or more",
            (LoneInParentheses, Lang::Vi) => "chỉ dùng ngoặc cho đội từ hai quân trở lên",
            (NotAPiece, Lang::En) => "not a piece: a letter V T S K X B L P (lower case for Blue), with a mark ^ > v < on those that turn",
            (NotAPiece, Lang::Vi) => "không phải quân cờ: một chữ V T S K X B L P (chữ thường cho Xanh), kèm dấu hướng ^ > v < với quân xoay được",
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
        let en = lang == Lang::En;
        match self {
            NotAMove(t) if en => format!(
                "'{t}' is not a move: write a drop L*b5 or B*e4<, a move c5-d5 (c5-d5> with a turn), a stack move c5=d5, or a turn c5>"
            ),
            NotAMove(t) => format!(
                "'{t}' không phải nước đi: viết thả quân L*b5 hoặc B*e4<, đi quân c5-d5 (c5-d5> nếu kèm xoay), đi đội c5=d5, hoặc xoay c5>"
            ),
            SameSquare(t) if en => format!("'{t}' does not move: its two squares are the same"),
            SameSquare(t) => format!("'{t}' không di chuyển: hai ô trùng nhau"),
            KingNeverInHand(t) if en => format!("'{t}': the Vương is never in hand"),
            KingNeverInHand(t) => format!("'{t}': Vương không bao giờ ở trong tay"),
            DropNeedsFacing(t) if en => format!("'{t}': a dropped piece that turns needs its facing mark (^ > v <)"),
            DropNeedsFacing(t) => format!("'{t}': quân xoay được khi thả phải ghi hướng (^ > v <)"),
            FacingOnFixedPiece(t) if en => format!("'{t}': Vương, Long and Phượng carry no facing mark"),
            FacingOnFixedPiece(t) => format!("'{t}': Vương, Long và Phượng không ghi hướng"),
        }
    }
}
