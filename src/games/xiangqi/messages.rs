//! Everything the engine says to a player, as data first and then as text
//! in English or Vietnamese. The rules produce these values; only `text`
//! turns them into words, so a page can show either language.

use super::board::{Piece, Role, Square};
use crate::core::{Lang, Outcome, Side};

fn side_name(side: Side, lang: Lang) -> &'static str {
    match (side, lang) {
        (Side::First, Lang::En) => "Red",
        (Side::Second, Lang::En) => "Black",
        (Side::First, Lang::Vi) => "Đỏ",
        (Side::Second, Lang::Vi) => "Đen",
    }
}

fn role_name(role: Role, lang: Lang) -> &'static str {
    match lang {
        Lang::En => role.name(),
        Lang::Vi => match role {
            Role::King => "tướng",
            Role::Advisor => "sĩ",
            Role::Elephant => "tượng",
            Role::Horse => "mã",
            Role::Rook => "xe",
            Role::Cannon => "pháo",
            Role::Pawn => "tốt",
        },
    }
}

/// "Red's cannon on h2" / "pháo Đỏ ở h2".
fn piece_on(piece: Piece, at: Square, lang: Lang) -> String {
    let (side, role) = (side_name(piece.side(), lang), role_name(piece.role(), lang));
    match lang {
        Lang::En => format!("{side}'s {role} on {at}"),
        Lang::Vi => format!("{role} {side} ở {at}"),
    }
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
        let en = lang == Lang::En;
        match *self {
            NoPiece(sq) if en => format!("there is no piece on {sq}"),
            NoPiece(sq) => format!("không có quân nào ở {sq}"),
            NotYourTurn { piece, at } => {
                let (role, owner) = (role_name(piece.role(), lang), piece.side());
                let (owner_name, turn) = (side_name(owner, lang), side_name(!owner, lang));
                if en {
                    format!("the {role} on {at} is {owner_name}'s, and it is {turn}'s turn")
                } else {
                    format!("quân {role} ở {at} là của bên {owner_name}, mà đang đến lượt bên {turn}")
                }
            }
            OwnPieceThere { role, at } if en => {
                format!("your own {} stands on {at}", role_name(role, lang))
            }
            OwnPieceThere { role, at } => {
                format!("quân {} của bạn đang đứng ở {at}", role_name(role, lang))
            }
            GeneralLeavesPalace if en => "the general may not leave the palace".into(),
            GeneralLeavesPalace => "tướng không được ra khỏi cung".into(),
            GeneralStep if en => "the general moves one point along a rank or file".into(),
            GeneralStep => "tướng chỉ đi một bước theo hàng ngang hoặc hàng dọc".into(),
            AdvisorLeavesPalace if en => "the advisor may not leave the palace".into(),
            AdvisorLeavesPalace => "sĩ không được ra khỏi cung".into(),
            AdvisorStep if en => "the advisor moves one point diagonally, inside the palace".into(),
            AdvisorStep => "sĩ chỉ đi một bước chéo, trong cung".into(),
            ElephantCrossesRiver if en => "an elephant never crosses the river".into(),
            ElephantCrossesRiver => "tượng không bao giờ được qua sông".into(),
            ElephantStep if en => "the elephant moves exactly two points diagonally".into(),
            ElephantStep => "tượng đi chéo đúng hai bước".into(),
            ElephantEyeBlocked(sq) if en => format!("the elephant's eye at {sq} is blocked"),
            ElephantEyeBlocked(sq) => format!("mắt tượng ở {sq} bị cản"),
            HorseStep if en => {
                "the horse moves one point along a rank or file, then one point diagonally outwards"
                    .into()
            }
            HorseStep => "mã đi một bước thẳng rồi một bước chéo ra ngoài".into(),
            HorseLegBlocked(sq) if en => format!("the horse's leg at {sq} is blocked"),
            HorseLegBlocked(sq) => format!("chân mã ở {sq} bị cản"),
            NotAStraightLine(role) if en => {
                format!("the {} moves along a rank or a file", role_name(role, lang))
            }
            NotAStraightLine(role) => {
                format!("{} chỉ đi theo hàng ngang hoặc hàng dọc", role_name(role, lang))
            }
            RookBlocked(sq) if en => format!("the rook's path is blocked at {sq}"),
            RookBlocked(sq) => format!("đường đi của xe bị cản ở {sq}"),
            CannonJumpsOnlyToCapture(sq) if en => {
                format!("a cannon jumps only to capture, and {sq} is in the way")
            }
            CannonJumpsOnlyToCapture(sq) => {
                format!("pháo chỉ nhảy qua quân khi ăn quân, mà {sq} đang cản đường")
            }
            CannonNeedsScreen if en => {
                "a cannon captures only by jumping exactly one piece (its screen), and there is none"
                    .into()
            }
            CannonNeedsScreen => {
                "pháo chỉ ăn quân khi nhảy qua đúng một quân (ngòi), mà ở đây không có ngòi".into()
            }
            CannonTooManyScreens { count, from, to } if en => format!(
                "a cannon captures by jumping exactly one piece (its screen), and there are {count} between {from} and {to}"
            ),
            CannonTooManyScreens { count, from, to } => format!(
                "pháo chỉ ăn quân khi nhảy qua đúng một quân (ngòi), mà giữa {from} và {to} có {count} quân"
            ),
            PawnSidewaysBeforeRiver if en => {
                "a pawn moves sideways only after crossing the river".into()
            }
            PawnSidewaysBeforeRiver => "tốt chỉ được đi ngang sau khi qua sông".into(),
            PawnBackward if en => "a pawn never moves backward".into(),
            PawnBackward => "tốt không bao giờ được đi lùi".into(),
            PawnStep if en => {
                "a pawn moves one point forward (and sideways once across the river)".into()
            }
            PawnStep => "tốt đi tiến một bước (và đi ngang khi đã qua sông)".into(),
            GeneralsFace { file } => {
                let f = (b'a' + file) as char;
                if en {
                    format!("the two generals would face each other on the {f}-file with nothing between them")
                } else {
                    format!("hai tướng sẽ đối mặt nhau trên cột {f} mà không có quân nào ở giữa")
                }
            }
            LeavesGeneralInCheck { by: Some((role, at)) } if en => format!(
                "it would leave your general in check from the {} on {at}",
                role_name(role, lang)
            ),
            LeavesGeneralInCheck { by: Some((role, at)) } => format!(
                "nước này để tướng của bạn bị {} ở {at} chiếu",
                role_name(role, lang)
            ),
            LeavesGeneralInCheck { by: None } if en => "it would leave your general in check".into(),
            LeavesGeneralInCheck { by: None } => "nước này để tướng của bạn bị chiếu".into(),
        }
    }
}

/// What is wrong with a FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    Empty,
    RankCount(usize),
    ZeroInRank(u8),
    BadLetter {
        letter: char,
        rank: u8,
    },
    RankWidth {
        rank: u8,
        row: String,
        files: u8,
    },
    TooMany {
        side: Side,
        role: Role,
        max: u8,
    },
    NoGeneral(Side),
    /// A piece on a point its moves can never reach.
    Misplaced {
        piece: Piece,
        at: Square,
    },
    BadSideToMove(String),
    BadHalfmoveClock(String),
    BadMoveNumber(String),
    /// The side that just moved left its general attacked.
    SideNotToMoveInCheck {
        to_move: Side,
    },
}

impl FenError {
    pub fn text(&self, lang: Lang) -> String {
        use FenError::*;
        let en = lang == Lang::En;
        match self {
            Empty if en => "the FEN is empty".into(),
            Empty => "FEN trống".into(),
            RankCount(n) if en => format!("the board has {n} ranks; a Xiangqi board has 10"),
            RankCount(n) => format!("bàn cờ có {n} hàng; bàn cờ tướng có 10 hàng"),
            ZeroInRank(r) if en => format!("rank {r} has a 0 in it"),
            ZeroInRank(r) => format!("hàng {r} có số 0"),
            BadLetter { letter, rank } if en => {
                format!("'{letter}' on rank {rank} is not a Xiangqi piece letter")
            }
            BadLetter { letter, rank } => {
                format!("'{letter}' ở hàng {rank} không phải là chữ chỉ quân cờ tướng")
            }
            RankWidth { rank, row, files } if en => {
                format!("rank {rank} ('{row}') covers {files} files; it must cover 9")
            }
            RankWidth { rank, row, files } => {
                format!("hàng {rank} ('{row}') có {files} cột; phải đúng 9 cột")
            }
            TooMany { side, role, max } => {
                let (s, r) = (side_name(*side, lang), role_name(*role, lang));
                if en {
                    format!(
                        "{s} has more than {max} {r}{}",
                        if *max > 1 { "s" } else { "" }
                    )
                } else {
                    format!("{s} có hơn {max} quân {r}")
                }
            }
            NoGeneral(side) if en => format!("{} has no general", side_name(*side, lang)),
            NoGeneral(side) => format!("{} không có tướng", side_name(*side, lang)),
            Misplaced { piece, at } => {
                let place = match (piece.role(), en) {
                    (Role::King | Role::Advisor, true) => "outside its palace",
                    (Role::Elephant, true) => "across the river",
                    (_, true) => "behind its starting rank",
                    (Role::King | Role::Advisor, false) => "ngoài cung",
                    (Role::Elephant, false) => "ở bên kia sông",
                    (_, false) => "ở sau hàng xuất phát",
                };
                let what = piece_on(*piece, *at, lang);
                if en {
                    format!("{what} is {place}, where it can never be")
                } else {
                    let mut what = what;
                    what[..1].make_ascii_uppercase();
                    format!("{what} nằm {place}, nơi quân đó không bao giờ đứng được")
                }
            }
            BadSideToMove(s) if en => format!("'{s}' is not a side to move (use w or b)"),
            BadSideToMove(s) => format!("'{s}' không phải là bên đi (dùng w hoặc b)"),
            BadHalfmoveClock(s) if en => {
                format!(
                    "'{s}' is not a halfmove count: it runs from 0 to {}",
                    u16::MAX
                )
            }
            BadHalfmoveClock(s) => {
                format!(
                    "'{s}' không phải là số nửa nước: số này từ 0 đến {}",
                    u16::MAX
                )
            }
            BadMoveNumber(s) if en => {
                format!("'{s}' is not a move number: it runs from 1 to {}", u32::MAX)
            }
            BadMoveNumber(s) => format!(
                "'{s}' không phải là số thứ tự nước đi: số này từ 1 đến {}",
                u32::MAX
            ),
            SideNotToMoveInCheck { to_move } => {
                let (us, them) = (side_name(*to_move, lang), side_name(!*to_move, lang));
                if en {
                    format!("{us} is to move but {them}'s general is already attacked")
                } else {
                    format!("đến lượt {us} đi nhưng tướng {them} đang bị chiếu")
                }
            }
        }
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
        let en = lang == Lang::En;
        match *self {
            Duty::Move { piece, at } if en => {
                format!(
                    "you touched {}, so you must move it",
                    piece_on(piece, at, lang)
                )
            }
            Duty::Move { piece, at } => {
                format!(
                    "bạn đã chạm {} nên phải đi quân đó",
                    piece_on(piece, at, lang)
                )
            }
            Duty::Capture { piece, at } if en => {
                format!(
                    "you touched {}, so you must capture it",
                    piece_on(piece, at, lang)
                )
            }
            Duty::Capture { piece, at } => {
                format!(
                    "bạn đã chạm {} nên phải ăn quân đó",
                    piece_on(piece, at, lang)
                )
            }
            Duty::CaptureWith { own, target } => {
                let (a, x) = (
                    piece_on(own.0, own.1, lang),
                    piece_on(target.0, target.1, lang),
                );
                if en {
                    format!("you touched {a} and {x}, so it must capture that piece")
                } else {
                    format!("bạn đã chạm {a} và {x} nên quân của bạn phải ăn quân đó")
                }
            }
            Duty::FoulCannotMove if en => {
                "technical foul: the touched piece has no legal move".into()
            }
            Duty::FoulCannotMove => "lỗi kỹ thuật: quân đã chạm không có nước đi hợp lệ".into(),
            Duty::FoulCannotCapture if en => {
                "technical foul: the touched piece can't be captured".into()
            }
            Duty::FoulCannotCapture => "lỗi kỹ thuật: không thể ăn quân đã chạm".into(),
            Duty::FoulNeither if en => {
                "technical foul: neither touched piece can be moved or captured".into()
            }
            Duty::FoulNeither => "lỗi kỹ thuật: không thể đi hay ăn quân nào đã chạm".into(),
        }
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
        let en = lang == Lang::En;
        match *self {
            NoPiece(sq) if en => format!("there is no piece on {sq} to touch"),
            NoPiece(sq) => format!("không có quân nào ở {sq} để chạm"),
            TouchedFirst { piece, at } if en => {
                format!(
                    "you touched {} first and must play it",
                    piece_on(piece, at, lang)
                )
            }
            TouchedFirst { piece, at } => {
                format!(
                    "bạn đã chạm {} trước nên phải đi quân đó",
                    piece_on(piece, at, lang)
                )
            }
            AlreadyTouchedOpponent if en => "you have already touched an opposing piece".into(),
            AlreadyTouchedOpponent => "bạn đã chạm một quân của đối phương rồi".into(),
            TogetherOnlyFirst if en => "touch both pieces at once only as your first touch".into(),
            TogetherOnlyFirst => "chỉ được chạm hai quân cùng lúc ở lần chạm đầu tiên".into(),
            OneAtATime if en => "touch one piece at a time".into(),
            OneAtATime => "hãy chạm từng quân một".into(),
            Unmet(duty) => duty.text(lang),
        }
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
        match (self, lang) {
            (MoveTextError::NotAMove(t), Lang::En) => format!(
                "'{t}' is not a move: write it as two points, files a-i and ranks 0-9 from Red's side, like h2e2"
            ),
            (MoveTextError::NotAMove(t), Lang::Vi) => format!(
                "'{t}' không phải là một nước đi: hãy viết hai điểm, cột a-i và hàng 0-9 tính từ phía Đỏ, ví dụ h2e2"
            ),
            (MoveTextError::SamePoints(t), Lang::En) => {
                format!("'{t}' does not move: its two points are the same")
            }
            (MoveTextError::SamePoints(t), Lang::Vi) => {
                format!("'{t}' không di chuyển: hai điểm trùng nhau")
            }
            (MoveTextError::NotAPoint(t), Lang::En) => {
                format!("'{t}' is not a point: files a-i, ranks 0-9 from Red's side, like e0")
            }
            (MoveTextError::NotAPoint(t), Lang::Vi) => {
                format!("'{t}' không phải là một điểm: cột a-i, hàng 0-9 tính từ phía Đỏ, ví dụ e0")
            }
        }
    }
}

pub(crate) fn game_over_text(o: Outcome, lang: Lang) -> String {
    crate::core::game_over_text(o, side_name, lang)
}
