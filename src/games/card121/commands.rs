//! 121 on the command line: `score` (a hand's worth) and `deal`, one line
//! of JSON each, and `bench` (a fixed workload's checksum, for timing).
//! These JSON forms are a contract, like the other commands' output.

use super::{
    den_payments, parse_card, score, win_payments, workload, Card, Deal, Error, Kind as CardKind,
    Score, Seat, Situation,
};
use crate::core::{Lang, Rng};
use crate::games::registry::Kind;

/// A JSON string.
fn json_str(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json_list(items: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", items.into_iter().collect::<Vec<_>>().join(","))
}

fn json_cards(cards: &[Card]) -> String {
    json_list(cards.iter().map(|c| json_str(&c.text())))
}

/// 121's registry entry: no board and no perft, but `score`, `deal` and
/// `bench`.
pub struct Commands;

impl Kind for Commands {
    fn name(&self) -> &'static str {
        "121"
    }

    fn own_commands(&self) -> Option<&'static str> {
        Some("rulebook score 121 <six cards> [flags] · rulebook deal 121 [--seed N]")
    }

    fn run(&self, command: &str, args: &[String]) -> Result<Vec<String>, String> {
        match command {
            "score" => card121_score(args),
            "deal" => card121_deal(args),
            "bench" => card121_bench(args),
            other => Err(format!(
                "rulebook {other} 121: 121 has only the commands score, deal and bench"
            )),
        }
    }

    fn perft(&self, _position: &str, _depth: u32) -> Option<Result<u64, String>> {
        None
    }
}

/// `rulebook score 121 CARD×6 [flags]`.
fn card121_score(args: &[String]) -> Result<Vec<String>, String> {
    let err = |e: Error| e.text(Lang::En);
    let mut cards = Vec::new();
    let mut situation = Situation::default();
    let mut seen: Vec<&str> = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if !arg.starts_with("--") {
            cards.push(parse_card(arg).map_err(err)?);
            continue;
        }
        if seen.contains(&arg.as_str()) {
            return Err(format!("{arg} is given twice"));
        }
        seen.push(arg);
        let mut value = || {
            args.next()
                .ok_or_else(|| format!("{arg} needs a value after it"))
        };
        match arg.as_str() {
            "--indicator" => {
                situation.indicator = Some(parse_card(value()?).map_err(err)?);
            }
            "--revealed" => {
                let list = value()?;
                if !list.is_empty() {
                    for text in list.split(',') {
                        situation
                            .revealed
                            .push(parse_card(text).map_err(err)?);
                    }
                }
            }
            "--locked" => {
                let n = value()?;
                situation.locked = n
                    .parse::<u8>()
                    .map_err(|_| format!("'{n}' is not a number of locked cards (0 to 6)"))?;
            }
            "--nhat-ban" => situation.nhat_ban = true,
            "--dealer" => situation.dealer = true,
            "--self-drawn" => situation.self_drawn = true,
            "--last-card" => situation.last_card = true,
            _ => return Err(format!(
                "unknown option '{arg}' (--indicator CARD, --revealed CARD,..., --locked N, --nhat-ban, --dealer, --self-drawn, --last-card)"
            )),
        }
    }
    let score = score(&cards, &situation).map_err(err)?;
    Ok(vec![card121_score_json(&score)])
}

fn card121_score_json(score: &Score) -> String {
    let vi = Lang::Vi;
    let the = score
        .pattern
        .map_or("null".to_string(), |p| json_str(p.name(vi)));
    let the_en = score
        .pattern
        .map_or("null".to_string(), |p| json_str(p.name(Lang::En)));
    let bonuses = json_list(score.bonuses.iter().map(|b| json_str(b.name(vi))));
    let refusal = score
        .refusal
        .map_or("null".to_string(), |r| json_str(r.code()));
    // Seen from the declarer, who sits at #1 here: next, opposite, previous.
    let me = Seat::new(1).expect("seat #1");
    let changes = if score.win() {
        win_payments(me, score.total())
    } else {
        den_payments(me)
    };
    let payments = format!(
        "{{\"declarer\":{},\"next\":{},\"opposite\":{},\"previous\":{}}}",
        changes[0], changes[1], changes[2], changes[3]
    );
    let groups = json_list(score.groups.iter().map(|g| {
        format!(
            "{{\"group\":{},\"group_en\":{},\"cards\":{}}}",
            json_str(&g.form.text(vi)),
            json_str(&g.form.text(Lang::En)),
            json_cards(&g.cards)
        )
    }));
    let bonus_why = json_list(score.bonuses.iter().map(|b| {
        format!(
            "{{\"bonus\":{},\"bonus_en\":{},\"why\":{}}}",
            json_str(b.name(vi)),
            json_str(b.name(Lang::En)),
            json_str(b.reason(Lang::En))
        )
    }));
    let indicators = json_list(score.indicator_points.iter().map(|i| {
        let by = match i.by {
            CardKind::Suit => "suit",
            CardKind::Figure => "figure",
        };
        format!(
            "{{\"indicator\":{},\"role\":{},\"by\":{},\"held_by\":{},\"why\":{}}}",
            json_str(&i.indicator.text()),
            json_str(&i.role.name(vi)),
            json_str(by),
            json_cards(&i.held_by),
            json_str(&i.text(Lang::En))
        )
    }));
    let barred_indicators = score
        .indicators_barred
        .map_or("null".to_string(), |b| json_str(b.text(Lang::En)));
    let also = json_list(score.also.iter().map(|p| {
        format!(
            "{{\"the\":{},\"points\":{}}}",
            json_str(p.name(vi)),
            p.points()
        )
    }));
    let barred = json_list(score.barred.iter().map(|p| json_str(p.name(vi))));
    let lines = json_list(score.lines(vi).iter().map(|l| json_str(l)));
    let lines_en = json_list(score.lines(Lang::En).iter().map(|l| json_str(l)));
    format!(
        "{{\"win\":{},\"complete\":{},\"the\":{the},\"the_en\":{the_en},\"the_points\":{},\"bonuses\":{bonuses},\"indicator_points\":{},\"total\":{},\"wins_match\":{},\"den\":{},\"refusal\":{refusal},\"payments\":{payments},\"hand\":{},\"explanation\":{{\"groups\":{groups},\"bonuses\":{bonus_why},\"indicators\":{indicators},\"indicators_barred\":{barred_indicators},\"also\":{also},\"barred\":{barred},\"lines\":{lines},\"lines_en\":{lines_en}}}}}",
        score.win(),
        score.complete,
        score.pattern_points(),
        score.indicator_points.len(),
        score.total(),
        score.wins_match(),
        !score.win(),
        json_cards(&score.hand),
    )
}

/// `rulebook bench 121 score N` (N random hands scored) or `rounds N` (N
/// bot rounds): the workload's checksum, for `./build.sh bench` to time.
fn card121_bench(args: &[String]) -> Result<Vec<String>, String> {
    let usage = || "rulebook bench 121: give score N or rounds N".to_string();
    let [kind, n] = args else {
        return Err(usage());
    };
    let n: u32 = n.parse().map_err(|_| usage())?;
    let sum = match kind.as_str() {
        "score" => workload::score_random_hands(121, n),
        "rounds" => workload::bot_rounds(121, n),
        _ => return Err(usage()),
    };
    Ok(vec![sum.to_string()])
}

/// `rulebook deal 121 [--seed N]`.
fn card121_deal(args: &[String]) -> Result<Vec<String>, String> {
    let seed = match args {
        [] => Rng::from_entropy().next_u64(),
        [flag, n] if flag == "--seed" => n
            .parse::<u64>()
            .map_err(|_| format!("'{n}' is not a seed (a whole number)"))?,
        _ => return Err("rulebook deal 121: only --seed N may follow".into()),
    };
    let deal = Deal::new(&mut Rng::from_seed(seed));
    let hands = json_list(deal.hands.iter().map(|h| json_cards(h)));
    Ok(vec![format!(
        "{{\"seed\":{seed},\"hands\":{hands},\"indicator\":{},\"hidden\":{},\"deck\":{}}}",
        json_str(&deal.indicator.text()),
        json_cards(&deal.hidden),
        json_cards(&deal.deck)
    )])
}
