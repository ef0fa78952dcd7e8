use super::{Lang, Side};

/// Why a game ended. The text forms (`as_str`) are part of the command-line
/// contract (`result <winner> <reason>`), so they never change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// The loser kept giving check through a repeating cycle.
    PerpetualCheck,
    /// The loser kept chasing an unprotected piece through a repeating cycle.
    PerpetualChase,
    /// A position occurred for the third time with no perpetual offender.
    Repetition,
    /// A touch-move obligation could not be met and the table punishes it.
    TechnicalFoul,
    Resignation,
    /// Shogi's sennichite (千日手): the 4th occurrence of a position.
    Sennichite,
    /// Shogi's impasse count (jishogi, 持将棋) when both kings have entered.
    Impasse,
    /// A loss on time (切れ負け), as a game record gives it.
    TimeForfeit,
    /// A loss by a foul (反則): an illegal move or act, as a game record
    /// gives it.
    Foul,
    /// Cờ Long Phượng's PAT: no legal move while not in check, a draw.
    Pat,
    /// Cờ Long Phượng's Thiên Nhật Thủ: the third occurrence of a position
    /// loses for the player who made it.
    ThienNhatThu,
    /// Ô ăn quan: both quan squares are empty; the final count decides.
    QuansEmpty,
    /// Ô ăn quan: a player who must refill can't (`short_refill=lose_the_game`).
    RefillLoss,
    /// A draw the players agreed on: one offered it, the other accepted.
    Agreement,
}

impl EndReason {
    pub const fn as_str(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::PerpetualCheck => "perpetual_check",
            EndReason::PerpetualChase => "perpetual_chase",
            EndReason::Repetition => "repetition",
            EndReason::TechnicalFoul => "technical_foul",
            EndReason::Resignation => "resignation",
            EndReason::Sennichite => "sennichite",
            EndReason::Impasse => "impasse",
            EndReason::TimeForfeit => "time_forfeit",
            EndReason::Foul => "foul",
            EndReason::Pat => "pat",
            EndReason::ThienNhatThu => "thien_nhat_thu",
            EndReason::QuansEmpty => "quans_empty",
            EndReason::RefillLoss => "refill_loss",
            EndReason::Agreement => "agreement",
        }
    }
}

impl EndReason {
    /// The reason as words for a player ("perpetual check", "chiếu dai").
    pub const fn text(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => match self {
                EndReason::Checkmate => "checkmate",
                EndReason::Stalemate => "stalemate",
                EndReason::PerpetualCheck => "perpetual check",
                EndReason::PerpetualChase => "perpetual chase",
                EndReason::Repetition => "repetition",
                EndReason::TechnicalFoul => "a technical foul",
                EndReason::Resignation => "resignation",
                EndReason::Sennichite => "sennichite (fourfold repetition)",
                EndReason::Impasse => "the impasse count",
                EndReason::TimeForfeit => "a loss on time",
                EndReason::Foul => "a foul (an illegal move or act)",
                EndReason::Pat => "PAT (no legal move, not in check)",
                EndReason::ThienNhatThu => "Thiên Nhật Thủ (a position made for the third time)",
                EndReason::QuansEmpty => "the count once both quan squares were empty",
                EndReason::RefillLoss => "a refill that could not be made",
                EndReason::Agreement => "agreement",
            },
            Lang::Vi => match self {
                EndReason::Checkmate => "chiếu bí",
                EndReason::Stalemate => "hết nước đi",
                EndReason::PerpetualCheck => "chiếu dai",
                EndReason::PerpetualChase => "đuổi dai",
                EndReason::Repetition => "lặp lại nước đi",
                EndReason::TechnicalFoul => "lỗi kỹ thuật",
                EndReason::Resignation => "xin thua",
                EndReason::Sennichite => "thiên nhật thủ (lặp lại thế cờ lần thứ tư)",
                EndReason::Impasse => "đếm điểm khi hai vua đã nhập trận",
                EndReason::TimeForfeit => "thua vì hết giờ",
                EndReason::Foul => "phạm luật (nước đi hoặc hành vi không hợp lệ)",
                EndReason::Pat => "PAT (hết nước đi mà không bị chiếu)",
                EndReason::ThienNhatThu => "Thiên Nhật Thủ (tạo ra một hình cờ lần thứ ba)",
                EndReason::QuansEmpty => "đếm quân khi hết quan",
                EndReason::RefillLoss => "không đủ quân để rải lại",
                EndReason::Agreement => "thỏa thuận",
            },
        }
    }
}

impl EndReason {
    /// The reason as a result line gives it after the winner ("Red wins —
    /// perpetual check loses", "Hòa — lặp lại thế cờ"): the one wording the
    /// pages show.
    pub const fn verdict(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => match self {
                EndReason::Checkmate => "checkmate",
                EndReason::Stalemate => "no legal move (stalemate)",
                EndReason::PerpetualCheck => "perpetual check loses",
                EndReason::PerpetualChase => "perpetual chase loses",
                EndReason::Repetition => "repetition",
                EndReason::TechnicalFoul => "technical touch-move foul",
                EndReason::Resignation => "resignation",
                EndReason::Sennichite => "sennichite (the same position a fourth time)",
                EndReason::Impasse => "the impasse count (jishōgi)",
                EndReason::TimeForfeit => "the opponent ran out of time",
                EndReason::Foul => "the opponent's foul (an illegal move or act)",
                EndReason::Pat => "PAT (no legal move while not in check)",
                EndReason::ThienNhatThu => {
                    "Thiên Nhật Thủ (the opponent made a position for the third time)"
                }
                EndReason::QuansEmpty => "both quan squares are empty",
                EndReason::RefillLoss => "a refill that could not be made",
                EndReason::Agreement => "agreed by the players",
            },
            Lang::Vi => match self {
                EndReason::Checkmate => "chiếu bí",
                EndReason::Stalemate => "hết nước đi",
                EndReason::PerpetualCheck => "chiếu dai bị xử thua",
                EndReason::PerpetualChase => "đuổi dai bị xử thua",
                EndReason::Repetition => "lặp lại thế cờ",
                EndReason::TechnicalFoul => "lỗi kỹ thuật chạm quân",
                EndReason::Resignation => "đối phương xin thua",
                EndReason::Sennichite => "thiên nhật thủ (thế cờ lặp lại lần thứ tư)",
                EndReason::Impasse => "đếm điểm khi hai vua đã nhập trận (jishōgi)",
                EndReason::TimeForfeit => "đối phương hết giờ",
                EndReason::Foul => "đối phương phạm luật (nước đi hoặc hành vi không hợp lệ)",
                EndReason::Pat => "PAT (hết nước đi mà không bị chiếu)",
                EndReason::ThienNhatThu => {
                    "Thiên Nhật Thủ (đối phương tạo ra một hình cờ lần thứ ba)"
                }
                EndReason::QuansEmpty => "hết quan, tàn dân",
                EndReason::RefillLoss => "không đủ quân để rải lại",
                EndReason::Agreement => "hai bên thỏa thuận",
            },
        }
    }
}

impl std::fmt::Display for EndReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How a finished two-player game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Side>,
    pub reason: EndReason,
}

impl Outcome {
    pub const fn win(winner: Side, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    /// The side to move has no legal move and loses: checkmate when in
    /// check, stalemate otherwise (Cờ tướng and shogi alike).
    pub const fn no_legal_move(side_to_move: Side, in_check: bool) -> Outcome {
        let reason = if in_check {
            EndReason::Checkmate
        } else {
            EndReason::Stalemate
        };
        Outcome::win(side_to_move.opponent(), reason)
    }

    pub const fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }
}

/// "the game is over (Red won by checkmate); …" and its Vietnamese, with
/// the game's own names for the sides.
pub fn game_over_text(o: Outcome, side_name: fn(Side, Lang) -> &'static str, lang: Lang) -> String {
    let reason = o.reason.text(lang);
    match (o.winner, lang) {
        (Some(w), Lang::En) => format!(
            "the game is over ({} won by {reason}); start a new game or undo",
            side_name(w, lang)
        ),
        (None, Lang::En) => {
            format!("the game is over (drawn by {reason}); start a new game or undo")
        }
        (Some(w), Lang::Vi) => format!(
            "ván cờ đã kết thúc ({} thắng: {reason}); hãy bắt đầu ván mới hoặc đi lại",
            side_name(w, lang)
        ),
        (None, Lang::Vi) => {
            format!("ván cờ đã kết thúc (hòa: {reason}); hãy bắt đầu ván mới hoặc đi lại")
        }
    }
}

/// Refusals of the move history that every game words the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryRefusal {
    /// Formal mode: a move once made stands.
    UndoForbidden,
    NothingToUndo,
    NothingToRedo,
}

impl HistoryRefusal {
    pub fn text(self, lang: Lang) -> String {
        match (self, lang) {
            (HistoryRefusal::UndoForbidden, Lang::En) => {
                "undo is off in formal mode: a move once made stands".into()
            }
            (HistoryRefusal::UndoForbidden, Lang::Vi) => {
                "không được đi lại trong chế độ thi đấu chính thức: nước đã đi là phải giữ".into()
            }
            (HistoryRefusal::NothingToUndo, Lang::En) => "there is no move to undo".into(),
            (HistoryRefusal::NothingToUndo, Lang::Vi) => "không có nước nào để đi lại".into(),
            (HistoryRefusal::NothingToRedo, Lang::En) => "there is no undone move to redo".into(),
            (HistoryRefusal::NothingToRedo, Lang::Vi) => "không có nước nào để đi tiếp".into(),
        }
    }
}
