//! `Card121Table` (a match of 121 against three bots) and `Card121Board`
//! (its table on a canvas).
//!
//! The person always holds seat #1 (bottom of the table; #1 deals the first
//! round and the deal passes on every round); the bots hold #2 (on the
//! person's left), #3 (opposite) and #4 (on the right), play order
//! 1-2-3-4 going round the table. Everything the page is given is what
//! seat #1 may see (`Match::view`): never another hand, the deck or a
//! hidden indicator still face down. The bots decide in Rust from their
//! own seat's view (`card121::choose`), one action per `botStep`, so the
//! page paces them, except Thế trắng: a bot asked about one declares it
//! inside the verb that brought the question about (`new`, `fromRecord`,
//! `nextRound`, the person's `no-white`; `card121::answer_white_at_once`),
//! because a state waiting on a bot's answer would tell the person that
//! the bot holds one. So `state()` is the same whether or not a bot holds
//! a Thế trắng until it is declared, and `round.white_phase` is true only
//! when the person is asked.
//!
//! Actions are the engine's text forms: `white`, `no-white`, `win`,
//! `pass`, `swap AS-FR`, `swap AS-FR nhat-ban`. There is no undo: a card
//! game with hidden cards cannot take back an action whose card everyone
//! has seen, and the bots' later choices depend on it.

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use crate::api::boards::board_class;
use crate::api::{
    args, from_js_or_default, js_error, language_arg, language_or_english, not_saved,
    parse_language, read_saved, seed_option, whole_seed, words, Saved, NOT_A_WHOLE_SEED,
};
use crate::core::{Lang, Rng};
use crate::games::card121::{
    answer_white_at_once, choose, to_json, Action, Card, Match, MatchView, RoundView, Seat,
    TableError, TableOptions, Take,
};
use crate::view::card121::table::{result_groups, Painter, TableView};

/// The person's seat.
const PERSON: Seat = Seat::ALL[0];

/// Seeds the API draws itself stay within what a JS number holds exactly,
/// so a saved record gives the same match back.
const SEED_MASK: u64 = (1 << 53) - 1;

/// `value` as a plain JS value: its JSON text (`card121::to_json`) parsed
/// by the page in one call.
fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    let text = to_json(value).map_err(js_error)?;
    js_sys::JSON::parse(&text)
}

/// The options object of `new`.
#[derive(Deserialize, Default)]
#[serde(default)]
struct OptionsIn {
    /// "vi" or "en" (default).
    language: Option<String>,
    /// Ván in the match: 1 (default), 2 or 4.
    games: Option<f64>,
    /// Ù may be declared on any card, at the risk of Đền.
    strict: Option<bool>,
    /// Fixes every shuffle of the match; random when absent.
    seed: Option<f64>,
}

/// A match's record (saved, or imported as text), for the refusals of one
/// that is not.
const SAVED_MATCH: Saved = ["a 121 match record", "biên bản trận 121"];

/// A saved match: the seed, the options and every step in its text form
/// (`#2 swap AS-FR`, `next`).
#[derive(Serialize, Deserialize)]
struct RecordInOut {
    seed: f64,
    games: u8,
    strict: bool,
    steps: Vec<String>,
}

/// A field of a match record: its name, whether a value fits, and what it
/// must be in English and Vietnamese.
type RecordField<'a> = (&'a str, &'a dyn Fn(&JsValue) -> bool, [&'a str; 2]);

/// Why `record` is not a match record, field by field in the table's
/// words (serde's own messages are English and name Rust types).
fn record_shape(record: &JsValue, lang: Lang) -> JsValue {
    // A plain copy: no proxy or getter of the caller's runs below.
    let record = match args::plain_or_why(record) {
        Ok(plain) if plain.is_object() && !js_sys::Array::is_array(&plain) => plain,
        _ => return not_saved(lang, SAVED_MATCH, ""),
    };
    let is_number = |v: &JsValue| v.as_f64().is_some();
    let is_bool = |v: &JsValue| v.as_bool().is_some();
    let is_steps = |v: &JsValue| {
        js_sys::Array::is_array(v) && js_sys::Array::from(v).iter().all(|s| s.is_string())
    };
    let fields: [RecordField; 4] = [
        ("seed", &is_number, ["a whole number", "một số nguyên"]),
        ("games", &is_number, ["1, 2 or 4", "1, 2 hoặc 4"]),
        ("strict", &is_bool, ["true or false", "true hoặc false"]),
        (
            "steps",
            &is_steps,
            [
                "a list of steps in quotes",
                "một danh sách các bước trong ngoặc kép",
            ],
        ),
    ];
    for (name, fits, [en, vi]) in fields {
        let Ok(value) = js_sys::Reflect::get(&record, &JsValue::from_str(name)) else {
            break;
        };
        if !fits(&value) {
            let detail = match lang {
                Lang::En => format!(": \"{name}\" must be {en}"),
                Lang::Vi => format!(": \"{name}\" phải là {vi}"),
            };
            return not_saved(lang, SAVED_MATCH, &detail);
        }
    }
    not_saved(lang, SAVED_MATCH, "")
}

/// One action of the person, with its words.
#[derive(Serialize)]
struct ActionOut {
    /// The engine's text (`swap AS-FR`), what `play` takes.
    text: String,
    /// A button's words (`Đổi AS-FR (Lấy)`).
    label: String,
    /// "white", "no-white", "win", "swap" or "pass".
    kind: &'static str,
    /// The card an exchange puts out.
    #[serde(skip_serializing_if = "Option::is_none")]
    give: Option<Card>,
    /// Whether an exchange declares Nhất Bản.
    nhat_ban: bool,
}

/// The offered card in words, as seat #1 would take it.
#[derive(Serialize)]
struct OfferWords {
    /// The card's name (`Ám giả Hoa đỏ`).
    name: String,
    /// `boc`, `lay` or `cuop`: how the person would take it.
    take: Take,
    /// Bốc, Lấy or Cướp.
    take_name: &'static str,
    /// What that way of taking means (`from the seat just before`).
    take_meaning: &'static str,
}

/// One finished round in a line.
#[derive(Serialize)]
struct HistoryWords {
    number: u32,
    /// The result's first line (`#2 ù, 4 điểm`).
    line: String,
    payments: [i64; 4],
    scores: [i64; 4],
}

/// What the page shows in words, in the table's language.
#[derive(Serialize)]
struct Words {
    /// Every event of the round so far, one line each.
    log: Vec<String>,
    /// The person's actions now (empty when another seat decides).
    actions: Vec<ActionOut>,
    offer: Option<OfferWords>,
    /// What Ù would score now (the Thế, groups, bonuses, indicator points
    /// and total, or why it would be refused), when the person decides.
    preview: Option<Vec<String>>,
    /// The round's result: who won with what (every group, bonus and
    /// indicator point), or Đền, or the draw, then the payments.
    result: Option<Vec<String>>,
    match_end: Option<String>,
    history: Vec<HistoryWords>,
    /// The six of a declared Ù (or the five of Thế trắng) in the groups of
    /// their best reading, for laying them out; the whole hand as one
    /// group when the reading names none.
    result_groups: Option<Vec<Vec<Card>>>,
    /// The cards on the table by their names, for the canvas's accessible
    /// description.
    cards: CardNames,
}

/// The names of the cards seat #1 sees, in the table's language.
#[derive(Serialize)]
struct CardNames {
    /// The person's hand, in `round.hand`'s order.
    hand: Vec<String>,
    /// Chỉ Điểm.
    indicator: String,
    /// The Ẩn Sĩ turned up, in order.
    revealed: Vec<String>,
    /// Each seat's cards locked face up after a steal.
    locked: Vec<Vec<String>>,
}

impl CardNames {
    fn of(round: &RoundView, lang: Lang) -> CardNames {
        let names = |cards: &[Card]| cards.iter().map(|c| c.name(lang)).collect();
        CardNames {
            hand: names(&round.hand),
            indicator: round.indicator.name(lang),
            revealed: names(&round.revealed),
            locked: round.locked.iter().map(|l| names(l)).collect(),
        }
    }
}

/// `state()`: the person's `MatchView` as the engine serializes it
/// (snake_case keys: `options`, `round_number`, `rounds`, `scores`,
/// `round`, `history`, `end`) plus the flags and words below.
#[derive(Serialize)]
struct StateOut {
    #[serde(flatten)]
    view: MatchView,
    /// The person's seat number (1).
    person: u8,
    /// The person decides now.
    your_turn: bool,
    /// A bot decides now: `botStep` plays it. (Never a bot's Thế trắng:
    /// that is answered at once.)
    bot_to_act: bool,
    round_over: bool,
    match_over: bool,
    /// `nextRound` deals the next round.
    can_deal: bool,
    language: &'static str,
    words: Words,
}

/// What `botStep` did.
#[derive(Serialize)]
struct BotStepOut {
    seat: u8,
    /// The action's text (`swap AS-FR`).
    action: String,
    /// The log lines it added, in words.
    lines: Vec<String>,
    round_over: bool,
}

/// A match of 121 at a table of four: the person at seat #1, bots at the
/// others. Every verb checks fully before it changes anything and throws an
/// `Error` worded for the player in the table's language. There is no
/// `undo`: an action shows cards to every seat and cannot be taken back.
#[wasm_bindgen]
pub struct Card121Table {
    game: Match,
    lang: Lang,
}

impl Card121Table {
    pub(crate) fn game(&self) -> &Match {
        &self.game
    }

    pub(crate) fn lang(&self) -> Lang {
        self.lang
    }

    fn refusal(&self, e: TableError) -> JsValue {
        js_error(e.text(self.lang))
    }

    /// Plays the bots' Thế trắng answers due now (see the module's doc);
    /// every verb that changes the match ends with it.
    fn answer_white(&mut self) -> Result<(), JsValue> {
        let answered = answer_white_at_once(&mut self.game, PERSON);
        answered.map_err(|e| self.refusal(e))
    }

    /// Why the person's `action` would be refused now, if it would.
    fn check(&self, action: Action) -> Result<(), TableError> {
        self.game.check(PERSON, action)
    }

    fn words(&self, view: &MatchView) -> Words {
        let lang = self.lang;
        let round = self.game.round();
        let take = round.offer().map(|o| o.take_for(PERSON));
        let actions = view
            .round
            .actions
            .iter()
            .map(|&a| {
                let how = match a {
                    Action::Win | Action::Exchange { .. } => take,
                    _ => None,
                };
                ActionOut {
                    text: a.text(),
                    label: a.label(how, lang),
                    kind: a.verb(),
                    give: match a {
                        Action::Exchange { give, .. } => Some(give),
                        _ => None,
                    },
                    nhat_ban: matches!(a, Action::Exchange { nhat_ban: true, .. }),
                }
            })
            .collect();
        let offer = view.round.offer.map(|o| {
            let t = o.take_for(PERSON);
            OfferWords {
                name: o.card.name(lang),
                take: t,
                take_name: t.name(lang),
                take_meaning: t.meaning(lang),
            }
        });
        let result = view.round.result.as_ref();
        let result_groups = result.and_then(result_groups);
        Words {
            log: view.round.log.iter().map(|e| e.text(lang)).collect(),
            actions,
            offer,
            preview: view.round.preview.as_ref().map(|s| s.lines(lang)),
            result: result.map(|r| r.lines(lang)),
            match_end: view.end.as_ref().map(|e| e.text(lang)),
            history: view
                .history
                .iter()
                .map(|h| HistoryWords {
                    number: h.number,
                    line: h.result.lines(lang).into_iter().next().unwrap_or_default(),
                    payments: h.result.payments,
                    scores: h.scores,
                })
                .collect(),
            result_groups,
            cards: CardNames::of(&view.round, lang),
        }
    }

    fn read_action(&self, text: &str) -> Result<Action, TableError> {
        Action::from_text(text.trim())
    }
}

#[wasm_bindgen]
impl Card121Table {
    /// A new match. Options: `{games: 1|2|4 (default 1), strict: bool
    /// (default false: Ù is offered only on a winning six), seed: whole
    /// number (random when absent), language: "en"|"vi"}`.
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue) -> Result<Card121Table, JsValue> {
        let o: OptionsIn = from_js_or_default(options, "table options")?;
        let lang = language_or_english(o.language)?;
        let games = o.games.unwrap_or(1.0);
        let games_u8 = if games.fract() == 0.0 && (0.0..=255.0).contains(&games) {
            games as u8
        } else {
            0
        };
        let table =
            TableOptions::new(games_u8, o.strict.unwrap_or(false)).map_err(|e| match e {
                TableError::Games(_) if games_u8 == 0 => {
                    let games = args::number_text(games);
                    words(
                        lang,
                        format!("a match is 1, 2 or 4 games, not {games}"),
                        format!("một trận gồm 1, 2 hoặc 4 ván, không phải {games}"),
                    )
                }
                e => js_error(e.text(lang)),
            })?;
        let seed = match o.seed {
            Some(s) => seed_option(s, lang, NOT_A_WHOLE_SEED)?,
            None => Rng::from_entropy().next_u64() & SEED_MASK,
        };
        let mut made = Card121Table {
            game: Match::new(table, seed),
            lang,
        };
        made.answer_white()?;
        Ok(made)
    }

    /// The whole match as a plain object, for saving: `{seed, games,
    /// strict, steps: ["#1 pass", "#2 swap AS-FR", "next", …]}`. Nothing
    /// played is lost: `fromRecord` replays it to the same table.
    pub fn record(&self) -> Result<JsValue, JsValue> {
        let options = self.game.options();
        to_js(&RecordInOut {
            seed: self.game.seed() as f64,
            games: options.games,
            strict: options.strict,
            steps: self.game.steps().iter().map(|s| s.text()).collect(),
        })
    }

    /// Rebuilds a match saved with `record()`, replaying and checking every
    /// step; `language` as in `setLanguage`.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        record: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | undefined")] language: JsValue,
    ) -> Result<Card121Table, JsValue> {
        let lang = language_arg(&language, "fromRecord: language")?;
        let r: RecordInOut =
            read_saved(&record, lang, SAVED_MATCH).map_err(|_| record_shape(&record, lang))?;
        let seed = whole_seed(r.seed).ok_or_else(|| {
            let seed = args::number_text(r.seed);
            not_saved(lang, SAVED_MATCH, &format!(": seed {seed}"))
        })?;
        let options = TableOptions::new(r.games, r.strict).map_err(|e| js_error(e.text(lang)))?;
        let game = Match::replay(options, seed, &r.steps).map_err(|(n, e)| {
            words(
                lang,
                format!("step {n} of the match record: {}", e.text(lang)),
                format!("bước {n} của biên bản trận: {}", e.text(lang)),
            )
        })?;
        let mut made = Card121Table { game, lang };
        made.answer_white()?;
        Ok(made)
    }

    /// The table as seat #1 sees it, with the words the page shows (see
    /// the module's doc and `StateOut`): the person's hand, every seat's
    /// hand size, locked cards, Nhất Bản and steals, the indicators, the
    /// deck count, the pile, the offered card, whose turn, the log, the
    /// result and the match, never another seat's hidden cards.
    pub fn state(&self) -> Result<JsValue, JsValue> {
        let view = self.game.view(PERSON);
        let round = self.game.round();
        // Whose turn, as far as the person's view tells it.
        let to_act = if self.game.end().is_some() {
            None
        } else {
            view.round.to_act
        };
        let words = self.words(&view);
        to_js(&StateOut {
            person: PERSON.number(),
            your_turn: to_act == Some(PERSON),
            bot_to_act: to_act.is_some_and(|s| s != PERSON),
            round_over: round.is_over(),
            match_over: self.game.end().is_some(),
            can_deal: round.is_over() && self.game.end().is_none(),
            language: self.lang.code(),
            words,
            view,
        })
    }

    /// The person's actions now, as `{text, label, kind, give?, nhat_ban}`
    /// (the same list as `state().words.actions`); empty when another seat
    /// decides.
    pub fn actions(&self) -> Result<JsValue, JsValue> {
        let view = self.game.view(PERSON);
        to_js(&self.words(&view).actions)
    }

    /// Plays the person's action (`win`, `pass`, `swap AS-FR`, `swap AS-FR
    /// nhat-ban`, `white`, `no-white`). A refused action throws an `Error`
    /// with the engine's reason and changes nothing.
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] action: JsValue,
    ) -> Result<(), JsValue> {
        let action = args::text(&action, "play: action")?;
        let action = self.read_action(&action).map_err(|e| self.refusal(e))?;
        let played = self.game.act(PERSON, action);
        played.map_err(|e| self.refusal(e))?;
        self.answer_white()
    }

    /// Why the person's action would be refused now, or null when it would
    /// be played. Changes nothing.
    pub fn explain(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] action: JsValue,
    ) -> Result<Option<String>, JsValue> {
        let action = args::text(&action, "explain: action")?;
        let checked = self.read_action(&action).and_then(|a| self.check(a));
        Ok(checked.err().map(|e| e.text(self.lang)))
    }

    /// Plays ONE bot action when a bot decides now, and returns what it
    /// did: `{seat, action, lines, round_over}` (`lines`: the log lines it
    /// added, in words); null when no bot decides (the person's turn, or
    /// the round or match is over). The bot chooses from its own seat's
    /// view only.
    #[wasm_bindgen(js_name = botStep)]
    pub fn bot_step(&mut self) -> Result<JsValue, JsValue> {
        if self.game.end().is_some() {
            return Ok(JsValue::NULL);
        }
        let round = self.game.round();
        let Some(seat) = round.to_act().filter(|&s| s != PERSON) else {
            return Ok(JsValue::NULL);
        };
        let Some(action) = choose(&round.view(seat)) else {
            return Err(words(
                self.lang,
                format!("the bot at #{} found nothing to do", seat.number()),
                format!("máy ở ghế #{} không tìm được hành động", seat.number()),
            ));
        };
        let before = round.log().len();
        let played = self.game.act(seat, action);
        played.map_err(|e| self.refusal(e))?;
        self.answer_white()?;
        let round = self.game.round();
        to_js(&BotStepOut {
            seat: seat.number(),
            action: action.text(),
            lines: round.log()[before..]
                .iter()
                .map(|e| e.text(self.lang))
                .collect(),
            round_over: round.is_over(),
        })
    }

    /// Deals the next round once this one is over (the deal passes on).
    #[wasm_bindgen(js_name = nextRound)]
    pub fn next_round(&mut self) -> Result<(), JsValue> {
        let dealt = self.game.next_round();
        dealt.map_err(|e| self.refusal(e))?;
        self.answer_white()
    }

    /// The language of every text: "vi" or "en".
    #[wasm_bindgen(js_name = setLanguage)]
    pub fn set_language(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] language: JsValue,
    ) -> Result<(), JsValue> {
        self.lang = parse_language(&args::text(&language, "setLanguage: language")?)?;
        Ok(())
    }
}

/// The 121 table on a `<canvas>`: draws a `Card121Table` as seat #1 sees
/// it and maps pointer positions back to the person's hand.
#[wasm_bindgen]
pub struct Card121Board {
    painter: Painter,
}

board_class!(Card121Board(Painter));

#[wasm_bindgen]
impl Card121Board {
    /// Draws the table. View (all optional): `{cursor: hand index|null
    /// (the keyboard cursor), exchanging: bool (Đổi pressed: the cards that
    /// may go out are raised), nhatBan: bool, thinking: seat|null (a bot
    /// about to act), selected: hand index|null (the card chosen to go
    /// out, waiting for its confirmation: raised and outlined), words: {you, bot, deck, pile, indicator, hidden,
    /// dealer, steals, nhatBan, offerFlipped, offerPut, yourTake, empty,
    /// draw}}`, the words with `{seat}`, `{n}`, `{max}`, `{take}`
    /// placeholders as i18n.js gives them.
    pub fn draw(&mut self, table: &Card121Table, view: JsValue) -> Result<(), JsValue> {
        let view: TableView = from_js_or_default(view, "view")?;
        let shown = table.game().view(PERSON);
        self.painter
            .draw(&shown, table.lang(), &view)
            .map_err(js_error)
    }

    /// The person's hand card under a pointer at (x, y) CSS pixels from the
    /// canvas's top-left corner, by its index in `state().round.hand`, or -1.
    #[wasm_bindgen(js_name = cardAt)]
    pub fn card_at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<i32, JsValue> {
        let x = args::number(&x, "cardAt: x")?;
        let y = args::number(&y, "cardAt: y")?;
        Ok(self.painter.card_at(x, y).map_or(-1, |i| i as i32))
    }

    /// Where the person's hand card `index` was drawn: `[x, y, width,
    /// height]` in CSS pixels, or an empty array.
    #[wasm_bindgen(js_name = cardRect)]
    pub fn card_rect(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
    ) -> Result<Vec<f64>, JsValue> {
        let index = args::whole(&index, "cardRect: index", u32::MAX)?;
        Ok(self
            .painter
            .card_rect(index as usize)
            .map_or_else(Vec::new, |(x, y, w, h)| vec![x, y, w, h]))
    }
}
