//! Everything the engine says to a player, as data first and then as text
//! in English or Vietnamese. The rules produce these values; only `text`
//! turns them into words, so a page can show either language.

use super::board::{OffLimits, Piece, Role, Square};
use crate::core::wording::{bad_move_number, bilingual, no_piece_on, ordinal, say, SideNames};
use crate::core::{Lang, Side};

const SIDE_NAMES: SideNames = SideNames {
    en: ["Red", "Black"],
    vi: ["Đỏ", "Đen"],
};

pub fn side_name(side: Side, lang: Lang) -> &'static str {
    SIDE_NAMES.of(side, lang)
}

/// A role's name for a player; English uses the board's own names.
pub fn role_name(role: Role, lang: Lang) -> &'static str {
    let vi = match role {
        Role::King => "tướng",
        Role::Advisor => "sĩ",
        Role::Elephant => "tượng",
        Role::Horse => "mã",
        Role::Rook => "xe",
        Role::Cannon => "pháo",
        Role::Pawn => "tốt",
    };
    lang.pick(role.name(), vi)
}

/// "Red's cannon on h2" / "pháo Đỏ ở h2".
fn piece_on(piece: Piece, at: Square, lang: Lang) -> String {
    let (side, role) = (side_name(piece.side(), lang), role_name(piece.role(), lang));
    say!(lang, "{side}'s {role} on {at}", "{role} {side} ở {at}")
}

/// Why a move breaks the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    NoPiece(Square),
    /// The piece belongs to the side not to move.
    NotYourTurn {
        piece: Piece,
        at: Square,
    },
    OwnPieceThere {
        role: Role,
        at: Square,
    },
    GeneralLeavesPalace,
    GeneralStep,
    AdvisorLeavesPalace,
    AdvisorStep,
    ElephantCrossesRiver,
    ElephantStep,
    /// The elephant's eye (the midpoint of its jump) is occupied.
    ElephantEyeBlocked(Square),
    HorseStep,
    /// The horse's leg (the point next to it towards the move) is occupied.
    HorseLegBlocked(Square),
    NotAStraightLine(Role),
    RookBlocked(Square),
    CannonJumpsOnlyToCapture(Square),
    CannonNeedsScreen,
    CannonTooManyScreens {
        count: usize,
        from: Square,
        to: Square,
    },
    PawnSidewaysBeforeRiver,
    PawnBackward,
    PawnStep,
    /// The flying general: the generals would see each other on a file.
    GeneralsFace {
        file: u8,
    },
    LeavesGeneralInCheck {
        by: Option<(Role, Square)>,
    },
}

impl Illegal {
    pub fn text(&self, lang: Lang) -> String {
        use Illegal::*;
        bilingual!(lang, match *self {
            NoPiece(sq) => no_piece_on(sq, lang),
            NotYourTurn { piece, at } => {
                let (role, owner) = (role_name(piece.role(), lang), piece.side());
                let (owner_name, turn) = (side_name(owner, lang), side_name(!owner, lang));
                say!(
                    lang,
                    "the {role} on {at} is {owner_name}'s, and it is {turn}'s turn",
                    "quân {role} ở {at} là của bên {owner_name}, mà đang đến lượt bên {turn}"
                )
            }
            OwnPieceThere { role, at } => (
                "your own {} stands on {at}",
                "quân {} của bạn đang đứng ở {at}",
                role_name(role, lang),
            ),
            GeneralLeavesPalace => (
                "the general may not leave the palace",
                "tướng không được ra khỏi cung",
            ),
            GeneralStep => (
                "the general moves one point along a rank or file",
                "tướng chỉ đi một bước theo hàng ngang hoặc hàng dọc",
            ),
            AdvisorLeavesPalace => (
                "the advisor may not leave the palace",
                "sĩ không được ra khỏi cung",
            ),
            AdvisorStep => (
                "the advisor moves one point diagonally, inside the palace",
                "sĩ chỉ đi một bước chéo, trong cung",
            ),
            ElephantCrossesRiver => (
                "an elephant never crosses the river",
                "tượng không bao giờ được qua sông",
            ),
            ElephantStep => (
                "the elephant moves exactly two points diagonally",
                "tượng đi chéo đúng hai bước",
            ),
            ElephantEyeBlocked(sq) => (
                "the elephant's eye at {sq} is blocked",
                "mắt tượng ở {sq} bị cản",
            ),
            HorseStep => (
                "the horse moves one point along a rank or file, then one point diagonally outwards",
                "mã đi một bước thẳng rồi một bước chéo ra ngoài",
            ),
            HorseLegBlocked(sq) => ("the horse's leg at {sq} is blocked", "chân mã ở {sq} bị cản"),
            NotAStraightLine(role) => (
                "the {} moves along a rank or a file",
                "{} chỉ đi theo hàng ngang hoặc hàng dọc",
                role_name(role, lang),
            ),
            RookBlocked(sq) => (
                "the rook's path is blocked at {sq}",
                "đường đi của xe bị cản ở {sq}",
            ),
            CannonJumpsOnlyToCapture(sq) => (
                "a cannon jumps only to capture, and {sq} is in the way",
                "pháo chỉ nhảy qua quân khi ăn quân, mà {sq} đang cản đường",
            ),
            CannonNeedsScreen => (
                "a cannon captures only by jumping exactly one piece (its screen), and there is none",
                "pháo chỉ ăn quân khi nhảy qua đúng một quân (ngòi), mà ở đây không có ngòi",
            ),
            CannonTooManyScreens { count, from, to } => (
                "a cannon captures by jumping exactly one piece (its screen), and there are {count} between {from} and {to}",
                "pháo chỉ ăn quân khi nhảy qua đúng một quân (ngòi), mà giữa {from} và {to} có {count} quân",
            ),
            PawnSidewaysBeforeRiver => (
                "a pawn moves sideways only after crossing the river",
                "tốt chỉ được đi ngang sau khi qua sông",
            ),
            PawnBackward   =>   (
                "a pawn never moves backward",
                "tốt không bao giờ được đi lùi"
            ),
            PawnStep => (
                "a pawn moves one point forward (and sideways once across the river)",
                "tốt đi tiến một bước (và đi ngang khi đã qua sông)",
            ),
            GeneralsFace { file } => {
                let f = (b'a' + file) as char;
                say!(
                    lang,
                    "the two generals would face each other on the {f}-file with nothing between them",
                    "hai tướng sẽ đối mặt nhau trên cột {f} mà không có quân nào ở giữa"
                )
            }
            LeavesGeneralInCheck { by: Some((role, at)) } => (
                "it would leave your general in check from the {} on {at}",
                "nước này để tướng của bạn bị {} ở {at} chiếu",
                role_name(role, lang),
            ),
            LeavesGeneralInCheck { by: None } => (
                "it would leave your general in check",
                "nước này để tướng của bạn bị chiếu",
            ),
        })
    }
}

/// What is wrong with a FEN. A rank's `row` counts from the top, as the
/// FEN lists them (1 is Black's back rank, rank 9 of the points' names).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    Empty,
    RankCount(usize),
    ZeroInRank(u8),
    /// Two counts of empty points one after the other (`54`).
    TwoCounts {
        row: u8,
        text: String,
    },
    BadLetter {
        letter: char,
        row: u8,
    },
    RankWidth {
        row: u8,
        text: String,
        files: usize,
    },
    /// More of a role for one side than a set holds.
    TooMany {
        side: Side,
        role: Role,
        count: u32,
        max: u8,
    },
    NoGeneral(Side),
    /// A piece on a point its moves can never reach.
    Misplaced {
        piece: Piece,
        at: Square,
        why: OffLimits,
    },
    BadSideToMove(String),
    BadHalfmoveClock(String),
    BadMoveNumber(String),
    /// A field after the move number.
    Trailing(String),
    /// The side that just moved left its general attacked.
    SideNotToMoveInCheck {
        to_move: Side,
    },
}

impl FenError {
    pub fn text(&self, lang: Lang) -> String {
        use FenError::*;
        // A rank by its place from the top, as the FEN lists them.
        let rank = |row: &u8| {
            let nth = ordinal(u32::from(*row));
            say!(
                lang,
                "the {nth} rank from the top",
                "hàng thứ {row} tính từ trên xuống"
            )
        };
        bilingual!(
            lang,
            match self {
                Empty => ("the FEN is empty", "FEN trống"),
                RankCount(n) => (
                    "the board has {n} ranks; a Xiangqi board has 10",
                    "bàn cờ có {n} hàng; bàn cờ tướng có 10 hàng",
                ),
                ZeroInRank(row) => (
                    "{} has a 0 in it: a count of empty points runs from 1 to 9",
                    "{} có số 0: số điểm trống chỉ từ 1 đến 9",
                    rank(row),
                ),
                TwoCounts { row, text } => (
                    "{} ('{text}') has two counts in a row: empty points side by side are one count",
                    "{} ('{text}') có hai số liền nhau: các điểm trống liền nhau được ghi bằng một số",
                    rank(row),
                ),
                BadLetter { letter, row } => (
                    "'{letter}' on {} is not a Xiangqi piece letter (K A B N R C P, Red's in upper case)",
                    "'{letter}' ở {} không phải là chữ chỉ quân cờ tướng (K A B N R C P, quân Đỏ viết hoa)",
                    rank(row),
                ),
                RankWidth { row, text, files } => (
                    "{} ('{text}') covers {files} files; it must cover 9",
                    "{} ('{text}') có {files} cột; phải đúng 9 cột",
                    rank(row),
                ),
                TooMany {
                    side,
                    role: Role::King,
                    count,
                    ..
                } => (
                    "{} has {count} generals; each side has exactly one",
                    "{} có {count} tướng; mỗi bên chỉ có đúng một tướng",
                    side_name(*side, lang),
                ),
                TooMany {
                    side,
                    role,
                    count,
                    max,
                } => (
                    "{} has {count} {}s; a Xiangqi set gives each side {max}",
                    "{} có {count} quân {}; mỗi bên trong một bộ cờ tướng chỉ có {max}",
                    side_name(*side, lang),
                    role_name(*role, lang),
                ),
                NoGeneral(side) => (
                    "{} has no general",
                    "{} không có tướng",
                    side_name(*side, lang),
                ),
                Misplaced { piece, at, why } => misplaced(*piece, *at, *why, lang),
                BadSideToMove(s) => (
                    "the second field, '{s}', is not a side to move (use w or b)",
                    "trường thứ hai, '{s}', không phải là bên đi (dùng w hoặc b)",
                ),
                BadHalfmoveClock(s) => (
                    "'{s}' is not a halfmove count: it runs from 0 to {}",
                    "'{s}' không phải là số nửa nước: số này từ 0 đến {}",
                    u16::MAX,
                ),
                BadMoveNumber(s) => bad_move_number(s, lang),
                Trailing(s) => (
                    "unexpected '{s}' after the move number: a FEN has at most six fields",
                    "thừa '{s}' sau số thứ tự nước đi: FEN có nhiều nhất sáu trường",
                ),
                SideNotToMoveInCheck { to_move } => {
                    let (us, them) = (side_name(*to_move, lang), side_name(!*to_move, lang));
                    say!(
                        lang,
                        "{us} is to move but {them}'s general is already attacked",
                        "đến lượt {us} đi nhưng tướng {them} đang bị chiếu",
                    )
                }
            }
        )
    }
}

/// A piece on a point it never reaches, and why it never does.
fn misplaced(piece: Piece, at: Square, why: OffLimits, lang: Lang) -> String {
    let mut what = piece_on(piece, at, lang);
    if lang == Lang::Vi {
        what[..1].make_ascii_uppercase();
    }
    let role = role_name(piece.role(), lang);
    let points = piece.role().points(piece.side()).unwrap_or_default();
    let list = points
        .iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let n = points.len();
    let file = (b'a' + at.file()) as char;
    match why {
        OffLimits::OutsidePalace => say!(
            lang,
            "{what} is outside its palace, where it can never be",
            "{what} nằm ngoài cung, nơi quân đó không bao giờ đứng được",
        ),
        OffLimits::OffAdvisorPoints | OffLimits::OffElephantPoints => say!(
            lang,
            "{what} is where it can never be: an {role} only ever stands on its {n} points {list}",
            "{what} nằm ở nơi quân đó không bao giờ đứng được: {role} chỉ đứng được ở {n} điểm {list}",
        ),
        OffLimits::BehindPawnStart => say!(
            lang,
            "{what} is behind its starting rank, where it can never be",
            "{what} nằm ở sau hàng xuất phát, nơi quân đó không bao giờ đứng được",
        ),
        OffLimits::OffPawnFile => say!(
            lang,
            "{what} is where it can never be: before the river a pawn keeps to the file it starts on (a, c, e, g or i), and no pawn starts on the {file}-file",
            "{what} nằm ở nơi quân đó không bao giờ đứng được: trước khi qua sông tốt chỉ đi trên cột xuất phát của nó (a, c, e, g hoặc i), mà không có tốt nào xuất phát ở cột {file}",
        ),
    }
}

/// What the touch-move referee obliges, or the foul when nothing can.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Duty {
    Move {
        piece: Piece,
        at: Square,
    },
    Capture {
        piece: Piece,
        at: Square,
    },
    CaptureWith {
        own: (Piece, Square),
        target: (Piece, Square),
    },
    /// The touched own piece cannot move, but a second touch may still save
    /// the turn (c-3): an opposing piece touched next must be captured.
    CannotMoveCaptureInstead {
        piece: Piece,
        at: Square,
    },
    /// Nothing can capture the touched opposing piece, but an own piece
    /// touched next may still move (d-3).
    CannotCaptureMoveInstead {
        piece: Piece,
        at: Square,
    },
    FoulCannotMove,
    FoulCannotCapture,
    FoulNeither,
}

impl Duty {
    pub fn is_foul(self) -> bool {
        matches!(
            self,
            Duty::FoulCannotMove | Duty::FoulCannotCapture | Duty::FoulNeither
        )
    }

    pub fn text(&self, lang: Lang) -> String {
        bilingual!(
            lang,
            match *self {
                Duty::Move { piece, at } => (
                    "you touched {}, so you must move it",
                    "bạn đã chạm {} nên phải đi quân đó",
                    piece_on(piece, at, lang),
                ),
                Duty::Capture { piece, at } => (
                    "you touched {}, so you must capture it",
                    "bạn đã chạm {} nên phải ăn quân đó",
                    piece_on(piece, at, lang),
                ),
                Duty::CaptureWith { own, target } => {
                    let (a, x) = (
                        piece_on(own.0, own.1, lang),
                        piece_on(target.0, target.1, lang),
                    );
                    say!(
                        lang,
                        "you touched {a} and {x}, so it must capture that piece",
                        "bạn đã chạm {a} và {x} nên quân của bạn phải ăn quân đó",
                    )
                }
                Duty::CannotMoveCaptureInstead { piece, at } => (
                    "{} cannot move: touch an opposing piece your pieces can capture, and capture it (touching one they cannot is a technical foul)",
                    "{} không đi được: hãy chạm một quân đối phương mà quân bạn ăn được rồi ăn nó (chạm quân không ăn được là lỗi kỹ thuật)",
                    piece_on(piece, at, lang),
                ),
                Duty::CannotCaptureMoveInstead { piece, at } => (
                    "nothing can capture {}: touch one of your pieces and move it (a piece that cannot move is a technical foul)",
                    "không quân nào ăn được {}: hãy chạm một quân của bạn và đi quân đó (chạm quân không đi được là lỗi kỹ thuật)",
                    piece_on(piece, at, lang),
                ),
                Duty::FoulCannotMove => (
                    "technical foul: the touched piece has no legal move",
                    "lỗi kỹ thuật: quân đã chạm không có nước đi hợp lệ",
                ),
                Duty::FoulCannotCapture => (
                    "technical foul: the touched piece can't be captured",
                    "lỗi kỹ thuật: không thể ăn quân đã chạm",
                ),
                Duty::FoulNeither => (
                    "technical foul: neither touched piece can be moved or captured",
                    "lỗi kỹ thuật: không thể đi hay ăn quân nào đã chạm",
                ),
            }
        )
    }
}

/// Why the touch-move referee refuses a touch or a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TouchRefusal {
    NoPiece(Square),
    /// An own piece was touched first and binds the player.
    TouchedFirst {
        piece: Piece,
        at: Square,
    },
    AlreadyTouchedOpponent,
    TogetherOnlyFirst,
    OneAtATime,
    /// The move does not meet the duty.
    Unmet(Duty),
}

impl TouchRefusal {
    pub fn text(&self, lang: Lang) -> String {
        use TouchRefusal::*;
        bilingual!(
            lang,
            match *self {
                NoPiece(sq) => (
                    "there is no piece on {sq} to touch",
                    "không có quân nào ở {sq} để chạm",
                ),
                TouchedFirst { piece, at } => (
                    "you touched {} first and must play it",
                    "bạn đã chạm {} trước nên phải đi quân đó",
                    piece_on(piece, at, lang),
                ),
                AlreadyTouchedOpponent => (
                    "you have already touched an opposing piece",
                    "bạn đã chạm một quân của đối phương rồi",
                ),
                TogetherOnlyFirst => (
                    "touch both pieces at once only as your first touch",
                    "chỉ được chạm hai quân cùng lúc ở lần chạm đầu tiên",
                ),
                OneAtATime => ("touch one piece at a time", "hãy chạm từng quân một"),
                Unmet(duty) => duty.text(lang),
            }
        )
    }
}

/// Why move text names no move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveTextError {
    NotAMove(String),
    SamePoints(String),
    NotAPoint(String),
}

impl MoveTextError {
    pub fn text(&self, lang: Lang) -> String {
        bilingual!(lang, match self {
            MoveTextError::NotAMove(t) => (
                "'{t}' is not a move: write it as two points, files a-i and ranks 0-9 from Red's side, like h2e2",
                "'{t}' không phải là một nước đi: hãy viết hai điểm, cột a-i và hàng 0-9 tính từ phía Đỏ, ví dụ h2e2",
            ),
            MoveTextError::SamePoints(t) => (
                "'{t}' does not move: its two points are the same",
                "'{t}' không di chuyển: hai điểm trùng nhau",
            ),
            MoveTextError::NotAPoint(t) => (
                "'{t}' is not a point: files a-i, ranks 0-9 from Red's side, like e0",
                "'{t}' không phải là một điểm: cột a-i, hàng 0-9 tính từ phía Đỏ, ví dụ e0",
            ),
        })
    }
}
