//! 121's classes as its table page calls them: `Card121Table` against three
//! bots, hiding what seat #1 may not see, and `Card121Board`.

use js_sys::{Object, Reflect};
use rulebook::api::{Card121Board, Card121Table};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

use crate::js::{error_message, get};

use rulebook::core::Lang;
use rulebook::games::card121::{Match, Seat, TableOptions};

fn c121_options(seed: f64, language: &str, strict: bool) -> JsValue {
    let o = Object::new();
    Reflect::set(&o, &"seed".into(), &seed.into()).unwrap();
    Reflect::set(&o, &"language".into(), &language.into()).unwrap();
    Reflect::set(&o, &"strict".into(), &strict.into()).unwrap();
    o.into()
}

fn json(value: &JsValue) -> String {
    js_sys::JSON::stringify(value).unwrap().into()
}

fn c121_state(table: &Card121Table) -> JsValue {
    table.state().unwrap()
}

fn flag(state: &JsValue, key: &str) -> bool {
    get(state, key).as_bool().unwrap()
}

/// The record's steps as texts.
fn c121_steps(table: &Card121Table) -> Vec<String> {
    let steps: js_sys::Array = get(&table.record().unwrap(), "steps").dyn_into().unwrap();
    steps.iter().map(|s| s.as_string().unwrap()).collect()
}

/// The same match rebuilt natively from the record, to know what seat #1
/// must not see: the bots' unlocked cards, the deck and the hidden
/// indicators still down.
fn c121_secrets(table: &Card121Table, seed: u64) -> Vec<String> {
    let m = Match::replay(TableOptions::default(), seed, &c121_steps(table)).unwrap();
    let round = m.round();
    let mut out: Vec<String> = round.secret_cards().iter().map(|c| c.text()).collect();
    if round.is_over() {
        // A declared six is shown to everyone.
        return out;
    }
    // A card a bot took from the table was seen by all; the rest of its
    // hand never was. (The log names cards by their names.)
    let public: Vec<String> = round.log().iter().map(|e| e.text(Lang::En)).collect();
    let public = public.join("\n");
    for seat in &Seat::ALL[1..] {
        for c in round.hand(*seat) {
            if !public.contains(&c.name(Lang::En)) {
                out.push(c.text());
            }
        }
    }
    out
}

fn assert_hides_secrets(table: &Card121Table, seed: u64) {
    let shown = json(&c121_state(table));
    for secret in c121_secrets(table, seed) {
        assert!(
            !shown.contains(&secret),
            "{secret} is hidden from #1 but state() shows it"
        );
    }
}

/// The person's first legal exchange, else a pass.
fn c121_person_choice(state: &JsValue, exchange: bool) -> String {
    let actions: js_sys::Array = get(&get(state, "words"), "actions").dyn_into().unwrap();
    let texts: Vec<String> = actions
        .iter()
        .map(|a| get(&a, "text").as_string().unwrap())
        .collect();
    if texts.iter().any(|t| t == "no-white") {
        return "no-white".into();
    }
    if exchange {
        if let Some(t) = texts
            .iter()
            .find(|t| t.starts_with("swap") && !t.ends_with("nhat-ban"))
        {
            return t.clone();
        }
    }
    "pass".into()
}

#[wasm_bindgen_test]
fn card121_a_new_match_shows_seat_1_only_what_it_may_see() {
    let mut table = Card121Table::new(c121_options(7.0, "vi", false)).unwrap();
    let state = c121_state(&table);
    assert_eq!(get(&state, "person").as_f64(), Some(1.0));
    assert_eq!(get(&state, "round_number").as_f64(), Some(1.0));
    assert_eq!(get(&state, "rounds").as_f64(), Some(12.0));
    let scores = json(&get(&state, "scores"));
    assert_eq!(scores, "[2500,2500,2500,2500]");
    let round = get(&state, "round");
    assert_eq!(get(&round, "dealer").as_f64(), Some(1.0));
    assert_eq!(json(&get(&round, "hand_sizes")), "[5,5,5,5]");
    let hand: js_sys::Array = get(&round, "hand").dyn_into().unwrap();
    assert_eq!(hand.length(), 5);
    assert_eq!(get(&round, "hidden_left").as_f64(), Some(4.0));
    // #1 deals and flips first (no Thế trắng in this deal), so #1 decides.
    assert!(flag(&state, "your_turn"));
    assert!(!flag(&state, "bot_to_act"));
    let words = get(&state, "words");
    let log: js_sys::Array = get(&words, "log").dyn_into().unwrap();
    assert!(log.get(0).as_string().unwrap().starts_with("#1 chia bài"));
    assert!(log.get(1).as_string().unwrap().starts_with("#1 lật"));
    // The cards by their names, for the canvas's accessible description.
    let names = get(&words, "cards");
    let named: js_sys::Array = get(&names, "hand").dyn_into().unwrap();
    let hand_names: Vec<String> = hand
        .iter()
        .map(|c| {
            let card = rulebook::games::card121::Card::from_text(&c.as_string().unwrap()).unwrap();
            card.name(Lang::Vi)
        })
        .collect();
    assert_eq!(
        named
            .iter()
            .map(|n| n.as_string().unwrap())
            .collect::<Vec<_>>(),
        hand_names
    );
    assert!(get(&names, "indicator").as_string().unwrap().contains(' '));
    assert_eq!(json(&get(&names, "locked")), "[[],[],[],[]]");
    assert_eq!(
        get(&get(&words, "offer"), "take_name").as_string().unwrap(),
        "Bốc"
    );
    // The deck, four Ẩn Sĩ and fifteen cards of the bots.
    assert_eq!(c121_secrets(&table, 7).len(), 121 - 5 - 1 - 1);
    assert_hides_secrets(&table, 7);
    // And it stays so as the seats exchange and pass.
    for n in 0..60 {
        let state = c121_state(&table);
        if flag(&state, "round_over") {
            break;
        }
        if flag(&state, "your_turn") {
            let action = c121_person_choice(&state, n % 3 == 0);
            table.play(JsValue::from(&action)).unwrap();
        } else {
            assert!(!table.bot_step().unwrap().is_null());
        }
        assert_hides_secrets(&table, 7);
    }
}

#[wasm_bindgen_test]
fn card121_a_refused_action_throws_the_reason_and_changes_nothing() {
    let mut table = Card121Table::new(c121_options(7.0, "en", false)).unwrap();
    let before = json(&c121_state(&table));
    let record = json(&table.record().unwrap());
    let hand: js_sys::Array = get(&get(&c121_state(&table), "round"), "hand")
        .dyn_into()
        .unwrap();
    let mine: Vec<String> = hand.iter().map(|c| c.as_string().unwrap()).collect();
    let other = ["AS-FR", "CR-KY", "PR-LP", "GE-BB", "MU-ED", "NI-LB"]
        .into_iter()
        .find(|c| !mine.iter().any(|m| m == c))
        .unwrap();
    let message = error_message(
        table
            .play(JsValue::from(&format!("swap {other}")))
            .unwrap_err(),
    );
    assert!(message.contains("is not in your hand"), "{message}");
    assert_eq!(
        table
            .explain(JsValue::from(&format!("swap {other}")))
            .unwrap()
            .unwrap(),
        message,
        "explain gives the same reason"
    );
    let message = error_message(table.play(JsValue::from("dance")).unwrap_err());
    assert!(message.contains("is not an action"), "{message}");
    let message = error_message(table.play(JsValue::from("white")).unwrap_err());
    assert!(message.contains("Thế trắng"), "{message}");
    assert!(table.next_round().is_err());
    assert_eq!(json(&c121_state(&table)), before);
    assert_eq!(json(&table.record().unwrap()), record);
    // A legal action explains to null.
    assert_eq!(table.explain(JsValue::from("pass")).unwrap(), None);
    assert_eq!(
        table
            .explain(JsValue::from(&format!("swap {}", mine[0])))
            .unwrap(),
        None
    );
    // Once #1 has passed, a bot decides: #1 is refused with whose turn it is.
    table.play(JsValue::from("pass")).unwrap();
    let message = error_message(table.play(JsValue::from("pass")).unwrap_err());
    assert!(message.starts_with("not your turn: #2"), "{message}");
    // In Vietnamese too.
    table.set_language(JsValue::from("vi")).unwrap();
    let message = error_message(table.play(JsValue::from("pass")).unwrap_err());
    assert!(message.starts_with("chưa tới lượt bạn"), "{message}");
    assert!(table.set_language(JsValue::from("fr")).is_err());
}

#[wasm_bindgen_test]
fn card121_bot_step_plays_one_bot_action_at_a_time_to_the_persons_turn() {
    let mut table = Card121Table::new(c121_options(11.0, "en", false)).unwrap();
    // On #1's turn no bot acts.
    assert!(table.bot_step().unwrap().is_null());
    table.play(JsValue::from("pass")).unwrap();
    let mut steps = 0;
    loop {
        let state = c121_state(&table);
        if !flag(&state, "bot_to_act") {
            assert!(flag(&state, "your_turn") || flag(&state, "round_over"));
            break;
        }
        let log_before = c121_steps(&table).len();
        let done = table.bot_step().unwrap();
        let seat = get(&done, "seat").as_f64().unwrap();
        assert!((2.0..=4.0).contains(&seat), "{seat}");
        let lines: js_sys::Array = get(&done, "lines").dyn_into().unwrap();
        assert!(lines.length() >= 1);
        assert!(lines
            .get(0)
            .as_string()
            .unwrap()
            .starts_with(&format!("#{seat}")));
        // One action, one step of the record.
        let record = c121_steps(&table);
        assert_eq!(record.len(), log_before + 1);
        assert!(record.last().unwrap().starts_with(&format!(
            "#{seat} {}",
            get(&done, "action").as_string().unwrap()
        )));
        steps += 1;
        assert!(steps < 200, "the bots never stop");
    }
    assert!(steps >= 1);
    assert!(table.bot_step().unwrap().is_null());
}

#[wasm_bindgen_test]
fn card121_record_and_from_record_give_the_same_match_back() {
    let mut table = Card121Table::new(c121_options(5.0, "en", true)).unwrap();
    for n in 0..25 {
        let state = c121_state(&table);
        if flag(&state, "round_over") {
            break;
        }
        if flag(&state, "your_turn") {
            table
                .play(JsValue::from(&c121_person_choice(&state, n % 2 == 0)))
                .unwrap();
        } else {
            table.bot_step().unwrap();
        }
    }
    let record = table.record().unwrap();
    assert_eq!(get(&record, "seed").as_f64(), Some(5.0));
    assert_eq!(get(&record, "games").as_f64(), Some(1.0));
    assert_eq!(get(&record, "strict").as_bool(), Some(true));
    // Through JSON, as localStorage keeps it.
    let stored = js_sys::JSON::parse(&json(&record)).unwrap();
    let back = Card121Table::from_record(stored, JsValue::from("en")).unwrap();
    assert_eq!(json(&c121_state(&back)), json(&c121_state(&table)));
    assert_eq!(json(&back.record().unwrap()), json(&record));
    // Damaged records are refused with what is wrong.
    let message = error_message(
        Card121Table::from_record(JsValue::from("x"), JsValue::from("en"))
            .err()
            .unwrap(),
    );
    assert!(message.starts_with("not a 121 match record"), "{message}");
    // A field of the wrong kind is named, in the table's words.
    for (text, lang, said) in [
        (
            r#"{"seed": "x", "games": 1, "strict": false, "steps": []}"#,
            "en",
            "not a 121 match record: \"seed\" must be a whole number",
        ),
        (
            r#"{"seed": 5, "games": 1, "strict": false, "steps": [1]}"#,
            "vi",
            "không phải là biên bản trận 121: \"steps\" phải là một danh sách các bước trong ngoặc kép",
        ),
        (
            r#"{"seed": 5, "games": 1, "steps": []}"#,
            "en",
            "not a 121 match record: \"strict\" must be true or false",
        ),
    ] {
        let record = js_sys::JSON::parse(text).unwrap();
        let refused = Card121Table::from_record(record, JsValue::from(lang));
        assert_eq!(error_message(refused.err().unwrap()), said);
    }
    // A step the engine refuses is named by its number.
    for (lang, lead) in [
        ("en", "step 2 of the match record: "),
        ("vi", "bước 2 của biên bản trận: "),
    ] {
        let bad = js_sys::JSON::parse(
            r##"{"seed": 5, "games": 1, "strict": false, "steps": ["#1 pass", "#1 pass"]}"##,
        )
        .unwrap();
        let refused = Card121Table::from_record(bad, JsValue::from(lang));
        let message = error_message(refused.err().unwrap());
        assert!(message.starts_with(lead), "{message}");
    }
    let bad =
        js_sys::JSON::parse(r#"{"seed": 5, "games": 3, "strict": false, "steps": []}"#).unwrap();
    assert!(Card121Table::from_record(bad, JsValue::UNDEFINED).is_err());
}

#[wasm_bindgen_test]
fn card121_a_bots_thế_trắng_is_declared_at_once_never_shown_waiting() {
    // Seeds 23, 25, 65: a bot holds a Thế trắng and #1 does not. No state
    // shows the bot being asked: it has declared by the time `new` returns.
    for (seed, bot) in [(23.0, 3), (25.0, 4), (65.0, 3)] {
        let table = Card121Table::new(c121_options(seed, "en", false)).unwrap();
        let state = c121_state(&table);
        assert_eq!(
            get(&get(&state, "round"), "white_phase").as_bool(),
            Some(false)
        );
        assert!(!flag(&state, "bot_to_act") && !flag(&state, "your_turn"));
        assert!(flag(&state, "round_over") && flag(&state, "can_deal"));
        assert_eq!(c121_steps(&table), vec![format!("#{bot} white")]);
        let result: js_sys::Array = get(&get(&state, "words"), "result").dyn_into().unwrap();
        let first = result.get(0).as_string().unwrap();
        assert!(
            first.starts_with(&format!("#{bot} wins with Thế trắng")),
            "{first}"
        );
    }
    // Seed 616: #1 and #4 both hold one. #1 is asked as if no bot held
    // any; when it declines, #4 declares within the same call.
    let mut table = Card121Table::new(c121_options(616.0, "en", false)).unwrap();
    let state = c121_state(&table);
    let round = get(&state, "round");
    assert_eq!(get(&round, "white_phase").as_bool(), Some(true));
    assert_eq!(get(&round, "to_act").as_f64(), Some(1.0));
    assert!(flag(&state, "your_turn") && !flag(&state, "bot_to_act"));
    table.play(JsValue::from("no-white")).unwrap();
    assert_eq!(c121_steps(&table), vec!["#1 no-white", "#4 white"]);
    let state = c121_state(&table);
    assert_eq!(
        get(&get(&state, "round"), "white_phase").as_bool(),
        Some(false)
    );
    assert!(flag(&state, "round_over"));
}

#[wasm_bindgen_test]
fn card121_options_are_checked() {
    let games = |n: f64| {
        let o = Object::new();
        Reflect::set(&o, &"games".into(), &n.into()).unwrap();
        Card121Table::new(o.into())
    };
    for n in [1.0, 2.0, 4.0] {
        let t = games(n).unwrap();
        let rounds = get(&c121_state(&t), "rounds").as_f64().unwrap();
        assert_eq!(rounds, 12.0 * n);
    }
    for n in [0.0, 3.0, 2.5, -1.0] {
        let message = error_message(games(n).err().unwrap());
        assert!(message.contains("1, 2 or 4 games"), "{message}");
    }
    assert!(Card121Table::new(c121_options(-3.0, "en", false)).is_err());
    assert!(Card121Table::new(c121_options(1.0, "xx", false)).is_err());
    // No seed: a random one, kept in the record as a whole number.
    let t = Card121Table::new(JsValue::UNDEFINED).unwrap();
    let seed = get(&t.record().unwrap(), "seed").as_f64().unwrap();
    assert!(seed >= 0.0 && seed.fract() == 0.0 && seed <= 9_007_199_254_740_991.0);
}

#[wasm_bindgen_test]
fn card121_a_whole_round_through_the_api_then_the_next() {
    let mut table = Card121Table::new(c121_options(3.0, "en", false)).unwrap();
    let mut n = 0;
    while !flag(&c121_state(&table), "round_over") {
        let state = c121_state(&table);
        if flag(&state, "your_turn") {
            // Ù whenever the table offers it, else exchange now and then.
            let actions = json(&get(&get(&state, "words"), "actions"));
            let action = if actions.contains("\"text\":\"win\"") {
                "win".to_string()
            } else {
                c121_person_choice(&state, n % 4 == 0)
            };
            table.play(JsValue::from(&action)).unwrap();
        } else {
            table.bot_step().unwrap();
        }
        n += 1;
        assert!(n < 2000, "the round never ends");
    }
    let state = c121_state(&table);
    assert!(flag(&state, "can_deal"));
    assert!(!flag(&state, "match_over"));
    let words = get(&state, "words");
    let result: js_sys::Array = get(&words, "result").dyn_into().unwrap();
    assert!(result.length() >= 1);
    let first = result.get(0).as_string().unwrap();
    assert!(
        first.contains("wins") || first.contains("draw") || first.contains("Đền"),
        "{first}"
    );
    let history: js_sys::Array = get(&state, "history").dyn_into().unwrap();
    assert_eq!(history.length(), 1);
    let summary = history.get(0);
    let payments: Vec<f64> = js_sys::Array::from(&get(&get(&summary, "result"), "payments"))
        .iter()
        .map(|p| p.as_f64().unwrap())
        .collect();
    assert_eq!(payments.iter().sum::<f64>(), 0.0);
    let scores: Vec<f64> = js_sys::Array::from(&get(&state, "scores"))
        .iter()
        .map(|p| p.as_f64().unwrap())
        .collect();
    for (s, p) in scores.iter().zip(&payments) {
        assert_eq!(*s, 2500.0 + p);
    }
    // A win lays out its cards in groups.
    if first.contains("wins") {
        let groups: js_sys::Array = get(&words, "result_groups").dyn_into().unwrap();
        assert!(groups.length() >= 1);
    }
    // No one acts on a finished round.
    assert!(table.bot_step().unwrap().is_null());
    assert!(table.play(JsValue::from("pass")).is_err());
    table.next_round().unwrap();
    let state = c121_state(&table);
    assert_eq!(get(&state, "round_number").as_f64(), Some(2.0));
    assert_eq!(get(&get(&state, "round"), "dealer").as_f64(), Some(2.0));
    assert!(!flag(&state, "round_over"));
    assert!(c121_steps(&table).contains(&"next".to_string()));
}

#[wasm_bindgen_test]
fn card121_the_board_draws_and_finds_the_cards_of_the_hand() {
    let document = web_sys::window().unwrap().document().unwrap();
    let canvas: web_sys::HtmlCanvasElement = document
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap();
    let table = Card121Table::new(c121_options(7.0, "vi", false)).unwrap();
    for (w, h) in [(820.0, 615.0), (390.0, 560.0)] {
        let mut board = Card121Board::new(JsValue::from(canvas.clone())).unwrap();
        board
            .resize(JsValue::from(w), JsValue::from(h), JsValue::from(2.0))
            .unwrap();
        board.draw(&table, JsValue::UNDEFINED).unwrap();
        for i in 0..5 {
            let r = board.card_rect(JsValue::from(i)).unwrap();
            assert_eq!(r.len(), 4);
            let (x, y, cw, ch) = (r[0], r[1], r[2], r[3]);
            assert!(x >= 0.0 && x + cw <= w && y >= 0.0 && y + ch <= h, "{r:?}");
            assert!(cw >= 60.0, "a hand card is at least 60 px wide: {cw}");
            assert_eq!(
                board
                    .card_at(JsValue::from(x + cw / 2.0), JsValue::from(y + ch / 2.0))
                    .unwrap(),
                i
            );
        }
        assert!(board.card_rect(JsValue::from(5)).unwrap().is_empty());
        assert_eq!(
            board
                .card_at(JsValue::from(w / 2.0), JsValue::from(5.0))
                .unwrap(),
            -1
        );
        // Đổi pressed and a cursor; a bad view is refused.
        let view = js_sys::JSON::parse(r#"{"cursor": 2, "exchanging": true}"#).unwrap();
        board.draw(&table, view).unwrap();
        let bad = js_sys::JSON::parse(r#"{"cursor": "x"}"#).unwrap();
        assert!(board.draw(&table, bad).is_err());
    }
}
