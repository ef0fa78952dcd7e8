//! Why a game record could not be read, and its wording for a player in
//! English and Vietnamese.

use super::super::board::{Role, Square};
use super::super::messages::{role_name, side_name};
use super::super::{Illegal, MoveTextError, SfenError};
use crate::core::wording::{bilingual, say};
use crate::core::{Lang, Outcome, Side};

/// Why a game record could not be read. [`Error::Record`] adds the line.
///
/// [`Error::Record`]: crate::games::shogi::Error::Record
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordProblem {
    /// Nothing but blank lines.
    Empty,
    /// Neither KIF, KI2, CSA nor a USI `position` line.
    NotARecord,
    /// A KIF `手合割` this reader does not know, with no board diagram.
    UnknownHandicap(String),
    /// A KIF board diagram row that is not nine squares.
    BadKifRow(String),
    /// A CSA `P1`–`P9` row that is not nine squares.
    BadCsaRow(String),
    /// The KIF board diagram has this many rows, not nine.
    MissingRows(usize),
    /// A KIF `持駒` line that lists no pieces.
    BadHand(String),
    /// A CSA `PI`, `P+` or `P-` item that places no piece.
    BadPlacement(String),
    /// The start position breaks a rule (two kings, nifu, …).
    Position(SfenError),
    /// Text where a move should be that is no move of this format.
    Unreadable { ply: usize, text: String },
    /// A KIF move without its origin square that names no legal move.
    MoveText { ply: usize, error: MoveTextError },
    /// A move name (KI2, or KIF without its origin) that no piece of the
    /// side can make: none can reach the square, and none can be dropped.
    NoPieceCanGo {
        ply: usize,
        text: String,
        side: Side,
        role: Role,
        to: Square,
    },
    /// Pieces of the kind can reach the square, but none as the name's
    /// words (右 左 上 引 寄 直) say.
    NoneFits {
        ply: usize,
        text: String,
        side: Side,
        role: Role,
        to: Square,
    },
    /// A move name that fits several legal moves.
    Ambiguous {
        ply: usize,
        text: String,
        count: usize,
    },
    /// 同 (same square) on the first move.
    NoPreviousMove { ply: usize },
    /// The record names another piece than the one on the origin square.
    WrongPiece {
        ply: usize,
        text: String,
        named: Role,
        found: Role,
        at: Square,
    },
    /// A CSA move marked `+` when Gote is to move, or `-` for Sente.
    WrongSide {
        ply: usize,
        text: String,
        to_move: Side,
    },
    /// The move breaks the rules; `reason` says how.
    Illegal {
        ply: usize,
        text: String,
        reason: Illegal,
    },
    /// A move after the game had already ended (checkmate, sennichite).
    AfterEnd {
        ply: usize,
        text: String,
        outcome: Outcome,
    },
    /// A CSA statement that has no place here.
    Unexpected(String),
}

impl RecordProblem {
    pub fn text(&self, lang: Lang) -> String {
        use RecordProblem::*;
        bilingual!(lang, match self {
            Empty => ("the record is empty", "biên bản trống"),
            NotARecord => (
                "this is not a shogi game record: give KIF, KI2, CSA, or a USI line such as 'position startpos moves 7g7f'",
                "đây không phải là biên bản ván shogi: hãy dùng KIF, KI2, CSA hoặc một dòng USI như 'position startpos moves 7g7f'",
            ),
            UnknownHandicap(h) => (
                "'{h}' is not a handicap this reader knows (平手, 香落ち, 角落ち, 飛車落ち, 二枚落ち …); give the start as a board diagram instead",
                "'{h}' không phải là kiểu chấp quân mà trình đọc này biết (平手, 香落ち, 角落ち, 飛車落ち, 二枚落ち …); hãy ghi thế cờ ban đầu bằng sơ đồ bàn cờ",
            ),
            BadKifRow(r) => (
                "'{r}' is not a row of the board diagram: between two '|' it needs nine squares, each ' ・' (empty), ' 歩' (Sente's) or 'v歩' (Gote's)",
                "'{r}' không phải là một hàng của sơ đồ bàn cờ: giữa hai dấu '|' phải có chín ô, mỗi ô là ' ・' (trống), ' 歩' (của Tiên thủ) hoặc 'v歩' (của Hậu thủ)",
            ),
            BadCsaRow(r) => (
                "'{r}' is not a CSA board row: P1 to P9, then nine squares, each ' * ' (empty) or a sign and a piece code such as +FU or -KY",
                "'{r}' không phải là một hàng bàn cờ CSA: P1 đến P9, rồi chín ô, mỗi ô là ' * ' (trống) hoặc một dấu và mã quân như +FU hay -KY",
            ),
            MissingRows(n) => (
                "the board diagram has {n} rows; it needs 9",
                "sơ đồ bàn cờ có {n} hàng; cần đủ 9 hàng",
            ),
            BadHand(h) => (
                "'{h}' is not a list of pieces in hand: write them like 飛　角　金二　歩十八, or なし for none",
                "'{h}' không phải là danh sách quân trong tay: hãy viết như 飛　角　金二　歩十八, hoặc なし nếu không có quân nào",
            ),
            BadPlacement(p) => (
                "'{p}' does not place a piece: write a square (00 for the hand) and a piece code, such as 55KA or 00FU, on an empty square",
                "'{p}' không đặt được quân: hãy viết một ô (00 là trong tay) và một mã quân, như 55KA hay 00FU, vào một ô trống",
            ),
            Position(e) => (
                "the start position is not valid: {}",
                "thế cờ ban đầu không hợp lệ: {}",
                e.text(lang),
            ),
            Unreadable { ply, text } => (
                "move {ply}: '{text}' is not a move this reader understands",
                "nước {ply}: không đọc được '{text}' thành một nước đi",
            ),
            MoveText { ply, error } => {
                say!(lang, "move {ply}: {}", "nước {ply}: {}", error.text(lang))
            }
            NoPieceCanGo {
                ply,
                text,
                side,
                role,
                to,
            } => {
                let (side, name) = (side_name(*side, lang), role_name(*role, lang));
                let droppable = role.hand_index().is_some();
                bilingual!(lang, match droppable {
                    true => (
                        "move {ply} ({text}) is impossible: {side} has no {name} that can go to {to}, and none in hand to drop",
                        "nước {ply} ({text}) không thể đi được: {side} không có {name} nào đi tới {to} được, và trong tay cũng không có {name} để thả",
                    ),
                    false => (
                        "move {ply} ({text}) is impossible: {side} has no {name} that can go to {to}, and a {name} cannot be dropped",
                        "nước {ply} ({text}) không thể đi được: {side} không có {name} nào đi tới {to} được, và {name} thì không thể thả từ tay xuống",
                    ),
                })
            }
            NoneFits {
                ply,
                text,
                side,
                role,
                to,
            } => (
                "move {ply} ({text}) is impossible: no {} of {}'s goes to {to} the way its words (右 左 上 引 寄 直) say",
                "nước {ply} ({text}) không thể đi được: không có {} nào của {} đi tới {to} đúng như các chữ (右 左 上 引 寄 直) đã ghi",
                role_name(*role, lang),
                side_name(*side, lang),
            ),
            Ambiguous { ply, text, count } => (
                "move {ply} ({text}) fits {count} legal moves: add 右, 左, 上, 引, 寄 or 直 to say which piece moves",
                "nước {ply} ({text}) ứng với {count} nước đi hợp lệ: hãy thêm 右, 左, 上, 引, 寄 hoặc 直 để chỉ rõ quân nào đi",
            ),
            NoPreviousMove { ply } => (
                "move {ply} says 同 (the square of the move before), but there is no move before it",
                "nước {ply} ghi 同 (cùng ô với nước trước), nhưng trước nó chưa có nước nào",
            ),
            WrongPiece {
                ply,
                text,
                named,
                found,
                at,
            } => (
                "move {ply} ({text}) names a {}, but the piece on {at} is a {}",
                "nước {ply} ({text}) ghi quân {}, nhưng quân ở {at} là {}",
                role_name(*named, lang),
                role_name(*found, lang),
            ),
            WrongSide { ply, text, to_move } => (
                "move {ply} ({text}) is marked for the wrong side: it is {}'s turn",
                "nước {ply} ({text}) ghi sai bên: đang đến lượt {} đi",
                side_name(*to_move, lang),
            ),
            Illegal { ply, text, reason } => (
                "move {ply} ({text}) is illegal: {}",
                "nước {ply} ({text}) không hợp lệ: {}",
                reason.text(lang),
            ),
            AfterEnd { ply, text, outcome } => {
                let (reason, winner) = (outcome.reason.text(lang), outcome.winner);
                bilingual!(lang, match winner {
                    Some(w) => (
                        "move {ply} ({text}) comes after the end of the game: {} had already won by {reason}",
                        "nước {ply} ({text}) nằm sau khi ván cờ đã kết thúc: {} đã thắng ({reason})",
                        side_name(w, lang),
                    ),
                    None => (
                        "move {ply} ({text}) comes after the end of the game: it had already been drawn by {reason}",
                        "nước {ply} ({text}) nằm sau khi ván cờ đã kết thúc: ván cờ đã hòa ({reason})",
                    ),
                })
            }
            Unexpected(s) => ("'{s}' is not understood here", "không hiểu '{s}' ở chỗ này"),
        })
    }
}
