//! Shogi's records module (`shogi_records`) beside the game's (`shogi`), as
//! the play page loads them, in headless Chromium (`./build.sh test`).
//!
//! A record read by `readShogiRecord` and rebuilt by `ShogiGame.fromRecord`
//! is the game the engine reads from the text, with all it holds: the
//! ending no move shows and its winner, a handicap or set-up start, the
//! players' names, the table's formal setting; `writeShogiRecord` writes
//! what the engine writes; every refusal is an Error in the player's
//! language.
#![cfg(all(target_arch = "wasm32", feature = "shogi", feature = "shogi_records"))]

use js_sys::Array;
use rulebook::api::ShogiGame;
use rulebook::api::{read_shogi_record, write_shogi_record};
use rulebook::games::shogi::{read_record, side_id, Game, GameRecord, Notation, START_SFEN};
use serde_json::{json, Value};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

#[path = "support/shogi_play.rs"]
#[allow(dead_code)] // its `usi` serves the native tests
mod shogi_play;
use shogi_play::play;

wasm_bindgen_test_configure!(run_in_browser);

#[path = "support/js.rs"]
mod js;
use js::{error_message, get, object, set, type_error_message};
use rulebook::core::{Game as _, Notation as _, Resignable};

/// A JS value as JSON data.
fn data(value: &JsValue) -> Value {
    let text = js_sys::JSON::stringify(value).unwrap();
    serde_json::from_str(&String::from(text)).unwrap()
}

fn options(formal: bool, language: &str) -> JsValue {
    object(&[("formal", formal.into()), ("language", language.into())])
}

fn names(sente: &str, gote: &str) -> JsValue {
    Array::of2(&sente.into(), &gote.into()).into()
}

const FORMATS: [&str; 4] = ["kif", "ki2", "csa", "usi"];

/// The engine's text of a game in a format, as `rulebook record` writes it.
fn written(game: &Game, format: &str, players: [&str; 2]) -> String {
    game.to_record(players, format.parse().unwrap())
}

/// Record texts as people and programs write them: each format, each
/// ending a record gives (resignation, a loss on time and a foul of either
/// side, the side that just moved resigning, an interruption), a handicap
/// start, names.
const WRITTEN: [&str; 14] = [
    "先手：Lan\n後手：Minh\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 投了\nまで2手で後手の勝ち\n",
    "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 切れ負け\n",
    "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 反則負け\n",
    "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 反則勝ち\n",
    "   1 ７六歩(77)\n   2 ３四歩(33)\nまで2手で先手の勝ち\n",
    "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 中断\nまで2手で中断\n",
    "▲７六歩　△３四歩\nまで2手で時間切れにより後手の勝ち\n",
    "手合割：二枚落ち\n下手：Lan\n上手：Minh\n   1 ５二玉(51)\n   2 ７六歩(77)\n",
    "V2.2\nN+Lan\nN-Minh\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n",
    "V2.2\nPI\n+\n+7776FU\n%TIME_UP\n",
    "V2.2\nPI\n+\n+7776FU\n-3334FU\n%-ILLEGAL_ACTION\n",
    "V2.2\nPI82HI22KA\n-\n-5142OU\n%TORYO\n",
    "position startpos moves 7g7f 3c3d 8h2b+",
    "position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves G*5b",
];

/// Games whose endings the engine judges or counts, from their starts and
/// moves: sennichite, perpetual check, checkmate, the impasse count drawn,
/// won by its caller and lost by it, a resignation, a set-up start still
/// in play.
fn played() -> Vec<Game> {
    let shuffle = "5i4h 5a4b 4h5i 4b5a ".repeat(3);
    let checks = "3i3a 1a1b 3a3b 1b1a 3b3a 1a1b 3a3b 1b1a 3b3a 1a1b 3a3b 1b1a 3b3a";
    let mut games = vec![
        play(START_SFEN, &shuffle),
        play("8k/9/9/9/9/9/9/9/K5R2 b - 1", checks),
        play("4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "G*5b"),
        play(
            "ln1g3+Rl/2s1k4/p1ppp1n1p/5p3/1p4+b2/2P1S4/PP1P1PP1P/2G6/LN2KGSNL w RBGS3Pp 1",
            "5b4b 5f4e",
        ),
    ];
    for (start, moves) in [
        ("9/4K4/9/9/9/9/9/4k4/9 b 2R2B10P4g4s4n4l8p 1", ""),
        ("9/4K4/9/9/9/9/9/4k4/9 b 2R2B4G4S4N4L10P8p 1", ""),
        ("9/4K4/9/9/9/9/9/4k4/9 w 2R2B4G4S4N4L10P8p 1", ""),
        ("9/9/9/K8/9/9/9/9/8k b 2R2B4G4S4N4L8P10p 1", "9d9c"),
    ] {
        let mut game = play(start, moves);
        game.declare_impasse().unwrap();
        games.push(game);
    }
    let mut resigned = play(START_SFEN, "7g7f 3c3d 8h2b+ 3a2b B*4e");
    resigned.resign().unwrap();
    games.push(resigned);
    games
}

/// Every record text checked: the written ones, and each of their games
/// and the played ones written again in every format, with names.
fn corpus() -> Vec<String> {
    let mut texts: Vec<String> = WRITTEN.iter().map(|t| t.to_string()).collect();
    let mut games: Vec<Game> = WRITTEN.iter().map(|t| read_record(t).unwrap().0).collect();
    games.extend(played());
    for game in &games {
        for format in FORMATS {
            texts.push(written(game, format, ["Lan", "Nguyễn Văn Minh"]));
        }
    }
    texts
}

/// What `state()` shows of a game, as the engine's own accessors give it.
fn engine_state(game: &Game) -> Value {
    let pos = game.position();
    let outcome = game.outcome();
    json!({
        "sfen": pos.sfen(),
        "sideToMove": side_id(pos.side_to_move()),
        "inCheck": pos.in_check(),
        "lastMove": game.moves().last().map(|m| m.usi()),
        "ply": game.plies().len(),
        "moveNumber": pos.move_number(),
        "canUndo": game.timeline().can_undo(),
        "canRedo": game.timeline().can_redo(),
        "formal": game.options().formal,
        "sentePlayer": game.sente_player(),
        "firstSide": side_id(game.start_position().side_to_move()),
        "furigoma": game.furigoma().map(|f| f.pawn_faces),
        "impasseAvailable": game.impasse_available(),
        "impassePoints": game.impasse_count().points,
        "winner": outcome.and_then(|o| o.winner).map(side_id),
        "reason": outcome.map(|o| o.reason.as_str()),
    })
}

/// The same keys of a `state()`.
fn class_state(game: &ShogiGame) -> Value {
    let mut state = data(&game.state().unwrap());
    let outcome = state["outcome"].take();
    let keys = engine_state(&Game::new(Default::default()));
    let mut out = json!({
        "winner": outcome["winner"],
        "reason": outcome["reason"],
        "lastMove": state["lastMove"]["usi"].take(),
    });
    for key in keys.as_object().unwrap().keys() {
        if out.get(key).is_none() {
            out[key] = state[key].take();
        }
    }
    out
}

/// The saved game the engine gives for the game it reads from `text`, with
/// the table's formal setting, and the game rebuilt from it (the import of
/// `ShogiGame` before the records module: the engine's game, made formal
/// by replaying its record when the table is).
fn engine_import(text: &str, formal: bool) -> (GameRecord, Game, [String; 2]) {
    let (game, players) = read_record(text).unwrap_or_else(|e| panic!("{e}: {text}"));
    let mut record = game.record();
    let game = if game.options().formal == formal {
        game
    } else {
        record.formal = formal;
        Game::from_record(&record).unwrap()
    };
    (record, game, players)
}

/// Every text of the corpus, read as the page reads it, is the game the
/// engine reads: the same state, history in each notation, saved game
/// and names, formal or not; and the saved game is written as the engine
/// writes that game, in every format.
#[wasm_bindgen_test]
fn a_record_read_and_rebuilt_is_the_game_the_engine_reads() {
    for text in corpus() {
        for formal in [false, true] {
            let (record, game, players) = engine_import(&text, formal);
            let read = read_shogi_record(text.clone().into(), options(formal, "en")).unwrap();
            let saved = get(&read, "record");
            assert_eq!(
                data(&saved),
                serde_json::to_value(&record).unwrap(),
                "{text}"
            );
            assert_eq!(data(&get(&read, "names")), json!(players), "{text}");

            let back = ShogiGame::from_record(saved, JsValue::from("en")).unwrap();
            assert_eq!(class_state(&back), engine_state(&game), "{text}");
            for name in ["usi", "western", "japanese"] {
                let notation = Notation::parse(name).unwrap();
                let history = back.history(name.into()).unwrap();
                assert_eq!(history, game.move_texts(notation), "{text}");
            }
            assert_eq!(
                data(&back.record().unwrap()),
                serde_json::to_value(game.record()).unwrap()
            );

            for format in FORMATS {
                let out = write_shogi_record(
                    back.record().unwrap(),
                    format.into(),
                    names("Lan", "Minh"),
                    JsValue::UNDEFINED,
                )
                .unwrap();
                assert_eq!(
                    out,
                    written(&game, format, ["Lan", "Minh"]),
                    "{format} of {text}"
                );
            }
        }
    }
}

/// The page's round trip: a game played on the page, written as KIF or
/// CSA with the players' names, read back with them.
#[wasm_bindgen_test]
fn kif_and_csa_of_a_played_game_read_back_with_the_names() {
    let mut game = ShogiGame::from_position(JsValue::from("startpos"), JsValue::UNDEFINED).unwrap();
    for m in ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"] {
        game.play(m.into()).unwrap();
    }
    game.resign().unwrap();
    let write = |format: &str| {
        let players = names("Lan", "Minh");
        write_shogi_record(
            game.record().unwrap(),
            format.into(),
            players,
            JsValue::UNDEFINED,
        )
    };
    let kif = write("kif").unwrap();
    assert!(kif.contains("先手：Lan"), "{kif}");
    assert!(kif.contains("投了"), "{kif}");
    let csa = write("csa").unwrap();
    assert!(csa.starts_with("V2.2"), "{csa}");
    for text in [&kif, &csa] {
        let read = read_shogi_record(JsValue::from(text), options(false, "en")).unwrap();
        assert_eq!(data(&get(&read, "names")), json!(["Lan", "Minh"]));
        let back = ShogiGame::from_record(get(&read, "record"), JsValue::UNDEFINED).unwrap();
        assert_eq!(back.position(), game.position());
        let outcome = back.outcome().unwrap();
        assert_eq!(get(&outcome, "reason").as_string().unwrap(), "resignation");
    }
    // The page's formal setting applies to the game read.
    let read = read_shogi_record(JsValue::from(&kif), options(true, "en")).unwrap();
    let formal = ShogiGame::from_record(get(&read, "record"), JsValue::UNDEFINED).unwrap();
    let state = formal.state().unwrap();
    assert_eq!(get(&state, "formal").as_bool(), Some(true));
    assert_eq!(get(&state, "canUndo").as_bool(), Some(false));
    // Names are optional; the options too.
    let plain = write_shogi_record(
        game.record().unwrap(),
        "ki2".into(),
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
    )
    .unwrap();
    let read = read_shogi_record(JsValue::from(&plain), JsValue::UNDEFINED).unwrap();
    assert_eq!(data(&get(&read, "names")), json!(["", ""]));
    assert_eq!(data(&get(&get(&read, "record"), "formal")), json!(false));
}

/// Refusals are Errors in the player's language; a wrong type is a
/// TypeError naming the argument.
#[wasm_bindgen_test]
fn refusals_speak_the_players_language() {
    let kif = written(&play(START_SFEN, "7g7f 3c3d 8h2b+"), "kif", ["", ""]);
    let broken = kif.replace("２二角成", "２二角打");
    let read = |text: &str, language| {
        error_message(read_shogi_record(text.into(), options(false, language)).unwrap_err())
    };
    let vi = read(&broken, "vi");
    assert!(vi.starts_with("dòng "), "{vi}");
    let en = read(&broken, "en");
    assert!(en.starts_with("record line "), "{en}");
    assert!(
        read("", "en").contains("record line 1"),
        "{}",
        read("", "en")
    );
    let wrong: js_sys::TypeError = read_shogi_record(JsValue::from(5), JsValue::UNDEFINED)
        .unwrap_err()
        .dyn_into()
        .unwrap();
    assert!(String::from(wrong.message()).contains("readShogiRecord: text must be a string"));
    let language =
        error_message(read_shogi_record(kif.clone().into(), options(false, "fr")).unwrap_err());
    assert!(language.contains("'fr' is not a language"), "{language}");

    let write = |record: JsValue, format: &str, language: &str| {
        error_message(
            write_shogi_record(record, format.into(), JsValue::UNDEFINED, language.into())
                .unwrap_err(),
        )
    };
    let saved = || {
        get(
            &read_shogi_record(kif.clone().into(), JsValue::UNDEFINED).unwrap(),
            "record",
        )
    };
    assert!(write("nonsense".into(), "kif", "en").contains("not a saved game"));
    assert!(write("nonsense".into(), "kif", "vi").contains("không phải là ván cờ đã lưu"));
    assert!(write(saved(), "ki3", "en").contains("'ki3' is not a record format"));
    assert!(write(saved(), "ki3", "vi").contains("không phải là định dạng biên bản"));
    let illegal = saved();
    set(
        &illegal,
        "moves",
        &Array::of2(&"7g7f".into(), &"7g7f".into()),
    );
    let message = write(illegal.clone(), "kif", "en");
    assert!(message.contains("7g7f"), "{message}");
    assert_ne!(write(illegal, "kif", "vi"), message);
    let too_many = Array::of3(&"a".into(), &"b".into(), &"c".into());
    let wrong = write_shogi_record(saved(), "kif".into(), too_many.into(), JsValue::UNDEFINED);
    assert!(type_error_message(wrong.unwrap_err()).contains("writeShogiRecord: names"));
}
