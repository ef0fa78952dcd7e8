use super::Side;

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

    pub const fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }
}
