//! The end of a game in a record: how KIF, KI2 and CSA write it (KIF's
//! terminal move line, the まで… summary, CSA's `%` line), what such a line
//! read back says, and how much of it the game can hold.
//!
//! The formats say who won through the side to move: 投了, 切れ負け,
//! 反則負け, `%TORYO`, `%TIME_UP` and `%ILLEGAL_MOVE` are losses of the
//! side to move; 反則勝ち, 入玉勝ち and `%KACHI` are its wins; only
//! `%±ILLEGAL_ACTION` and the summary name a side. Everything written here
//! is worded so that Kifu for Windows' readers, cshogi and tsshogi find
//! the same winner as the project.
//!
//! None of the formats has a draw by agreement (shogi's only agreed end is
//! 持将棋, the impasse, which is a count of its own): such a game is written
//! as stopped (中断, `%CHUDAN`, the nearest standard end: no winner) with a
//! comment saying the players agreed a draw, which reads back as the agreed
//! draw here and as a stopped game elsewhere.

use super::super::{Game, IMPASSE_POINTS};
use crate::core::{EndReason, Game as _, Resignable, Side};

/// How a record says a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Finish {
    /// 投了, `%TORYO`.
    Resignation,
    /// 詰み, `%TSUMI`.
    Checkmate,
    /// 切れ負け, 時間切れ, `%TIME_UP`.
    TimeUp,
    /// 反則勝ち, 反則負け, `%ILLEGAL_MOVE`, `%±ILLEGAL_ACTION`.
    Foul,
    /// The side to move called the impasse count and won: 入玉勝ち, `%KACHI`.
    ImpasseWon,
    /// The side to move is short of points at the impasse count: written
    /// as a failed declaration (反則負け, `%ILLEGAL_MOVE`) with a note.
    ImpasseShort,
    /// The impasse count drawn: 持将棋, `%JISHOGI`.
    ImpasseDrawn,
    /// 千日手, `%SENNICHITE`.
    Sennichite,
    /// 中断, `%CHUDAN`: the game stopped, undecided.
    Interrupted,
    /// A draw the players agreed: written as 中断 with [`AGREEMENT_NOTE`].
    Agreement,
}

/// A record's end: how, and who won (`None` for a draw or no decision).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct RecordEnd {
    pub(super) finish: Finish,
    pub(super) winner: Option<Side>,
}

impl RecordEnd {
    fn new(finish: Finish, winner: Option<Side>) -> RecordEnd {
        RecordEnd { finish, winner }
    }

    /// The side to move (`to_move`) loses.
    fn loss_of(finish: Finish, to_move: Side) -> RecordEnd {
        RecordEnd::new(finish, Some(!to_move))
    }

    /// The end of a finished game, as the records write it.
    pub(super) fn of_game(game: &Game) -> Option<RecordEnd> {
        let o = game.outcome()?;
        let to_move = game.position().side_to_move();
        let finish = match (o.reason, o.winner) {
            // No legal move loses in shogi, in check or not: 詰み.
            (EndReason::Checkmate | EndReason::Stalemate, _) => Finish::Checkmate,
            (EndReason::Resignation, _) => Finish::Resignation,
            (EndReason::TimeForfeit, _) => Finish::TimeUp,
            (EndReason::PerpetualCheck | EndReason::Foul, _) => Finish::Foul,
            (EndReason::Sennichite, _) => Finish::Sennichite,
            (EndReason::Agreement, _) => Finish::Agreement,
            (EndReason::Impasse, None) => Finish::ImpasseDrawn,
            (EndReason::Impasse, Some(w)) if w == to_move => Finish::ImpasseWon,
            (EndReason::Impasse, Some(_)) => Finish::ImpasseShort,
            _ => return None,
        };
        Some(RecordEnd::new(finish, o.winner))
    }
}

/// The end of a game as one format writes it, given who is to move after
/// the last move.
pub(super) struct Written {
    /// The numbered terminal line: 投了, 詰み, 千日手 …
    pub(super) kif_word: Option<&'static str>,
    /// What follows まで65手で: 先手の勝ち, 千日手 …
    pub(super) summary: String,
    /// %TORYO, %TSUMI, %SENNICHITE …
    pub(super) csa: String,
    /// A comment saying why, for the impasse count a side lost.
    pub(super) note: Option<String>,
}

/// The words a record uses for Sente and Gote: 先手 and 後手, or 下手 and
/// 上手 in a handicap game.
pub(super) type SideWords = [&'static str; 2];

pub(super) const EVEN_WORDS: SideWords = ["先手", "後手"];
pub(super) const HANDICAP_WORDS: SideWords = ["下手", "上手"];

/// Opens the comment that says an impasse count was lost for want of
/// points; reading it back, 反則負け or `%ILLEGAL_MOVE` is that count.
const IMPASSE_NOTE: &str = "持将棋の点数計算";

/// Opens the comment that says a stopped game (中断) was a draw the
/// players agreed.
const AGREEMENT_NOTE: &str = "合意により引き分け";

/// Opens the comment KI2 adds to a loss on time: its summary (先手の勝ち)
/// has no word for it and KI2 has no terminal move line.
pub(super) const TIME_UP_NOTE: &str = "時間切れ";

/// What a comment next to the end says of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum EndNote {
    /// The side to move lost the impasse count for want of points.
    ImpasseShort,
    /// The stopped game was a draw the players agreed.
    Agreement,
    /// The game the summary gives a winner was lost on time.
    TimeUp,
}

/// What a comment (with or without its `*` or `'`) says of the end, if it
/// is one of the notes written here.
pub(super) fn end_note(comment: &str) -> Option<EndNote> {
    let text = comment.trim_start_matches(['*', '\'']).trim();
    if text.starts_with(IMPASSE_NOTE) {
        Some(EndNote::ImpasseShort)
    } else if text.starts_with(AGREEMENT_NOTE) {
        Some(EndNote::Agreement)
    } else if text.starts_with(TIME_UP_NOTE) {
        Some(EndNote::TimeUp)
    } else {
        None
    }
}

pub(super) fn write_end(game: &Game, end: RecordEnd, words: SideWords) -> Written {
    let to_move = game.position().side_to_move();
    let word = |s: Side| words[s.index()];
    let sign = |s: Side| if s == Side::First { '+' } else { '-' };
    // The side the end is about: the winner, or the side to move.
    let winner = end.winner.unwrap_or(to_move);
    let won = format!("{}の勝ち", word(winner));
    let winner_to_move = end.winner == Some(to_move);
    let loser = !winner;
    let (kif_word, summary, csa) = match end.finish {
        // The formats word a resignation or a loss on time only as the side
        // to move's: one by the side that just moved keeps its winner in
        // the plain summary, and CSA, which cannot say it, marks the game
        // stopped (every reader then finds no winner).
        Finish::Resignation | Finish::TimeUp if winner_to_move => (None, won, "%CHUDAN".into()),
        Finish::Resignation => (Some("投了"), won, "%TORYO".into()),
        Finish::Checkmate => (Some("詰み"), won, "%TSUMI".into()),
        // cshogi reads no winner from 時間切れにより先手の勝ち: the plain
        // summary keeps the winner for every reader, the line the reason.
        Finish::TimeUp => (Some("切れ負け"), won, "%TIME_UP".into()),
        Finish::Foul if winner_to_move => (
            Some("反則勝ち"),
            format!("{}の反則勝ち", word(winner)),
            format!("%{}ILLEGAL_ACTION", sign(loser)),
        ),
        Finish::Foul | Finish::ImpasseShort => (
            Some("反則負け"),
            format!("{}の反則負け", word(loser)),
            "%ILLEGAL_MOVE".into(),
        ),
        Finish::ImpasseWon => (
            Some("入玉勝ち"),
            format!("{}の入玉勝ち", word(winner)),
            "%KACHI".into(),
        ),
        Finish::ImpasseDrawn => (Some("持将棋"), "持将棋".into(), "%JISHOGI".into()),
        Finish::Sennichite => (Some("千日手"), "千日手".into(), "%SENNICHITE".into()),
        Finish::Interrupted | Finish::Agreement => (Some("中断"), "中断".into(), "%CHUDAN".into()),
    };
    if end.finish == Finish::Agreement {
        let note = format!("{AGREEMENT_NOTE} (a draw agreed by the players)");
        return Written {
            kif_word,
            summary,
            csa,
            note: Some(note),
        };
    }
    let note = (end.finish == Finish::ImpasseShort).then(|| {
        let points = game.impasse_count().points[loser.index()];
        let en = ["Sente", "Gote"][loser.index()];
        format!(
            "{IMPASSE_NOTE}：{}{points}点（{IMPASSE_POINTS}点未満）で負け (impasse count: {en} has {points} points, under {IMPASSE_POINTS}, and loses)",
            word(loser)
        )
    });
    Written {
        kif_word,
        summary,
        csa,
        note,
    }
}

/// A KIF terminal move line (`投了`, `千日手` …), with the side to move;
/// `None` for a word that ends nothing this reader keeps (不詰, 封じ手 …),
/// which still ends the main line.
pub(super) fn kif_word_end(word: &str, to_move: Side) -> Option<Option<RecordEnd>> {
    let loss = |f| Some(Some(RecordEnd::loss_of(f, to_move)));
    let win = |f| Some(Some(RecordEnd::new(f, Some(to_move))));
    let draw = |f| Some(Some(RecordEnd::new(f, None)));
    match word {
        "投了" => loss(Finish::Resignation),
        "詰み" | "詰" => loss(Finish::Checkmate),
        "切れ負け" | "時間切れ" => loss(Finish::TimeUp),
        "反則負け" => loss(Finish::Foul),
        "反則勝ち" => win(Finish::Foul),
        "入玉勝ち" | "入玉宣言" | "宣言勝ち" => win(Finish::ImpasseWon),
        "持将棋" => draw(Finish::ImpasseDrawn),
        "千日手" => draw(Finish::Sennichite),
        "中断" => draw(Finish::Interrupted),
        "不詰" | "不戦勝" | "不戦敗" | "封じ手" | "エラー" => Some(None),
        _ => None,
    }
}

/// The KIF and KI2 summary, `まで65手で先手の勝ち`: what follows まで,
/// with the side to move. `None` when it says nothing this reader keeps.
pub(super) fn summary_end(line: &str, to_move: Side) -> Option<RecordEnd> {
    let rest = line.trim().strip_prefix("まで")?.trim_start_matches('、');
    let rest = rest.split_once("手で").map_or(rest, |(_, r)| r);
    let rest: String = rest.chars().filter(|c| !c.is_whitespace()).collect();
    let (time_up, rest) = match rest.strip_prefix("時間切れにより") {
        Some(r) => (true, r),
        None => (false, rest.as_str()),
    };
    let side = |s: &str| match s {
        "先手" | "下手" => Some(Side::First),
        "後手" | "上手" => Some(Side::Second),
        _ => None,
    };
    let (who, how) = rest.split_once('の').unwrap_or(("", rest));
    let named = |finish: Finish, wins: bool| {
        let s = side(who)?;
        Some(RecordEnd::new(finish, Some(if wins { s } else { !s })))
    };
    match how {
        "勝ち" if time_up => named(Finish::TimeUp, true),
        "勝ち" => named(Finish::Resignation, true),
        "反則勝ち" => named(Finish::Foul, true),
        "反則負け" => named(Finish::Foul, false),
        "切れ負け" | "時間切れ負け" => named(Finish::TimeUp, false),
        "入玉勝ち" => named(Finish::ImpasseWon, true),
        "持将棋" => Some(RecordEnd::new(Finish::ImpasseDrawn, None)),
        "千日手" => Some(RecordEnd::new(Finish::Sennichite, None)),
        "中断" => Some(RecordEnd::new(Finish::Interrupted, None)),
        // cshogi's exporter writes まで10手で入玉宣言 for the side to move.
        "入玉宣言" => Some(RecordEnd::new(Finish::ImpasseWon, Some(to_move))),
        _ => None,
    }
}

/// A CSA special move (`%TORYO` …), with the side to move; `None` for one
/// that decides nothing this reader keeps (`%MATTA`, `%ERROR` …).
pub(super) fn csa_end(special: &str, to_move: Side) -> Option<RecordEnd> {
    let loss = |f| Some(RecordEnd::loss_of(f, to_move));
    match special {
        "%TORYO" => loss(Finish::Resignation),
        "%TSUMI" => loss(Finish::Checkmate),
        "%TIME_UP" => loss(Finish::TimeUp),
        "%ILLEGAL_MOVE" => loss(Finish::Foul),
        // CSA V2.2: the foul of the side named; the other side wins.
        "%+ILLEGAL_ACTION" => Some(RecordEnd::new(Finish::Foul, Some(Side::Second))),
        "%-ILLEGAL_ACTION" => Some(RecordEnd::new(Finish::Foul, Some(Side::First))),
        "%KACHI" => Some(RecordEnd::new(Finish::ImpasseWon, Some(to_move))),
        "%JISHOGI" => Some(RecordEnd::new(Finish::ImpasseDrawn, None)),
        "%SENNICHITE" => Some(RecordEnd::new(Finish::Sennichite, None)),
        "%CHUDAN" => Some(RecordEnd::new(Finish::Interrupted, None)),
        _ => None,
    }
}

/// Ends the replayed game as the record says, as far as the game can hold
/// it. An end the engine judges by itself (checkmate, sennichite,
/// perpetual check) stands as judged. The impasse count is called and
/// counted again; the impasse note turns a foul loss into a count the side
/// to move lost. A resignation, a loss on time and a foul end the game for
/// the winner the record names, whichever side is to move (a failed
/// impasse declaration is a foul). A stopped game with the agreement note
/// is the draw the players agreed.
pub(super) fn apply(game: &mut Game, end: RecordEnd, note: Option<EndNote>) {
    if game.outcome().is_some() {
        return;
    }
    let impasse_note = note == Some(EndNote::ImpasseShort);
    let short = end.finish == Finish::ImpasseShort || (end.finish == Finish::Foul && impasse_note);
    let counted = game.impasse_count().outcome.winner;
    match end.finish {
        Finish::ImpasseWon | Finish::ImpasseDrawn if game.impasse_available() => {
            let _ = game.declare_impasse();
        }
        _ if short && game.impasse_available() && counted == end.winner => {
            let _ = game.declare_impasse();
        }
        Finish::Resignation | Finish::TimeUp | Finish::Foul | Finish::ImpasseShort => {
            let reason = match end.finish {
                Finish::Resignation if note == Some(EndNote::TimeUp) => EndReason::TimeForfeit,
                Finish::Resignation => EndReason::Resignation,
                Finish::TimeUp => EndReason::TimeForfeit,
                _ => EndReason::Foul,
            };
            if let Some(winner) = end.winner {
                let _ = game.end_as_recorded(winner, reason);
            }
        }
        Finish::Interrupted | Finish::Agreement if note == Some(EndNote::Agreement) => {
            let _ = game.agree_draw();
        }
        _ => {}
    }
}
