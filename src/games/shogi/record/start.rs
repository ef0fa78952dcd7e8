//! Start positions: the handicaps (駒落ち) a KIF `手合割` names, and a
//! start read from a board diagram (KIF's or CSA's) checked as an SFEN.

use super::super::board::{Piece, Position, HAND_KINDS};
use super::super::notation::{sfen_of, START_SFEN};
use super::super::Error;
use super::{fail, RecordProblem};
use crate::core::{HandCounts, Side};

/// The handicaps (駒落ち) a KIF `手合割` names, with their start positions.
/// The handicap giver (上手) plays Gote and moves first.
pub const HANDICAPS: [(&str, &str); 15] = [
    (
        "香落ち",
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "右香落ち",
        "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "角落ち",
        "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "飛車落ち",
        "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "飛香落ち",
        "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "二枚落ち",
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "三枚落ち",
        "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "四枚落ち",
        "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "五枚落ち",
        "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "左五枚落ち",
        "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "六枚落ち",
        "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "左七枚落ち",
        "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "右七枚落ち",
        "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "八枚落ち",
        "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "十枚落ち",
        "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
];

/// Whether the start is the standard one or a named handicap: the board,
/// hands and side to move agree (the move number need not).
pub(super) fn named_start(pos: &Position) -> Option<&'static str> {
    let key = |sfen: &str| sfen.split(' ').take(3).collect::<Vec<_>>().join(" ");
    let own = key(&pos.sfen());
    if own == key(START_SFEN) {
        return Some("平手");
    }
    HANDICAPS
        .iter()
        .find(|(_, sfen)| key(sfen) == own)
        .map(|(name, _)| *name)
}

pub(super) fn handicap_sfen(name: &str) -> Option<&'static str> {
    if name == "平手" {
        return Some(START_SFEN);
    }
    HANDICAPS.iter().find(|(n, _)| *n == name).map(|(_, s)| *s)
}

/// An SFEN from a board in square order (rank 1 first, file 9 first) and
/// the hands as the record counts them: the SFEN reader then refuses more
/// of a kind than a set holds, saying how many there are.
pub(super) fn board_sfen(
    board: &[Option<Piece>; 81],
    hands: &[[u32; HAND_KINDS]; 2],
    side: Side,
) -> String {
    sfen_of(|sq| board[sq.index()], &HandCounts(*hands), side, 1)
}

pub(super) fn position_from(sfen: &str, line: usize) -> Result<Position, Error> {
    Position::from_sfen(sfen).map_err(|e| match e {
        Error::Sfen(e) => fail(line, RecordProblem::Position(e)),
        other => other,
    })
}
