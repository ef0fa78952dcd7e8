//! The readings of six cards: every split of the six (3+3, 2+2+2, 4+2, a
//! Củng and a 3-group sharing one card, 5+1, all six), complete hands, and
//! every Thế the six form with the groups that form it, best first.

use super::super::cards::{mutually_unrelated, Card, Facing, Figure, Suit};
use super::super::groups::{
    doi, link, phe, phien, triple_form, Group, GroupForm, Kind, Link, PheKind,
};
use super::{Pattern, Situation};

/// One way of reading the six cards: the Thế and the groups that form it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Reading {
    pub pattern: Pattern,
    pub groups: Vec<Group>,
}

/// The six form a complete hand (§4.2): two 3-groups, three pairs, a Củng
/// and a pair, a Củng and a 3-group sharing one card, or a Thế.
pub fn is_complete(hand: &[Card; 6]) -> bool {
    complete_split(hand).is_some() || !readings(hand, &Situation::default()).is_empty()
}

// ---------------------------------------------------------------------------
// Splits of the six

/// The cards of `hand` picked by the bits of `mask`, in order.
fn pick<const N: usize>(hand: &[Card; 6], mask: u8) -> [Card; N] {
    let mut out = [hand[0]; N];
    let mut n = 0;
    for (i, &c) in hand.iter().enumerate() {
        if mask & (1 << i) != 0 {
            out[n] = c;
            n += 1;
        }
    }
    debug_assert_eq!(n, N);
    out
}

/// The masks of `size` cards out of six.
fn masks(size: u32) -> impl Iterator<Item = u8> {
    (0u8..64).filter(move |m| m.count_ones() == size)
}

/// The 15 ways to split six cards into three pairs (card indices): the
/// first card with each other one, then the rest paired the same way.
const PAIRINGS: [[(usize, usize); 3]; 15] = {
    let mut out = [[(0, 0); 3]; 15];
    let mut n = 0;
    let mut j = 1;
    while j < 6 {
        let rest: [usize; 4] = all_but([1, 2, 3, 4, 5], j - 1);
        let mut k = 1;
        while k < 4 {
            let last: [usize; 2] = all_but([rest[1], rest[2], rest[3]], k - 1);
            out[n] = [(0, j), (rest[0], rest[k]), (last[0], last[1])];
            n += 1;
            k += 1;
        }
        j += 1;
    }
    out
};

/// `items` without the one at `skip`, in order (`M` is `N - 1`).
const fn all_but<const N: usize, const M: usize>(items: [usize; N], skip: usize) -> [usize; M] {
    let mut out = [0; M];
    let (mut i, mut n) = (0, 0);
    while i < N {
        if i != skip {
            out[n] = items[i];
            n += 1;
        }
        i += 1;
    }
    out
}

/// One complete split without regard to Thế, for Nhất Bản and for showing
/// a refused hand: two 3-groups, three pairs, Củng + pair, Củng + 3-group
/// sharing one card. Each split is judged before its groups are built.
pub fn complete_split(hand: &[Card; 6]) -> Option<Vec<Group>> {
    for m in masks(3).filter(|m| m & 1 != 0) {
        let (a, b) = (pick::<3>(hand, m), pick::<3>(hand, !m & 63));
        if triple_form(&a).is_some() && triple_form(&b).is_some() {
            return Some(vec![triple_group(&a), triple_group(&b)]);
        }
    }
    for p in PAIRINGS {
        if p.iter().all(|&(i, j)| doi(hand[i], hand[j]).is_some()) {
            let pair = |(i, j): (usize, usize)| Group::linked(&[hand[i], hand[j]]);
            return p.into_iter().map(pair).collect();
        }
    }
    for m in masks(4) {
        let (q, p) = (pick::<4>(hand, m), pick::<2>(hand, !m & 63));
        if link(&q).is_none() {
            continue;
        }
        let cung = || Group::linked(&q).expect("a Củng");
        if link(&p).is_some() {
            return Some(vec![cung(), Group::linked(&p).expect("a pair")]);
        }
        for &c in &q {
            let t = [c, p[0], p[1]];
            if triple_form(&t).is_some() {
                return Some(vec![cung(), triple_group(&t)]);
            }
        }
    }
    None
}

/// Collects one reading per Thế, the first found.
struct Found(Vec<Reading>);

impl Found {
    fn add(&mut self, pattern: Pattern, groups: impl FnOnce() -> Vec<Group>) {
        if !self.0.iter().any(|r| r.pattern == pattern) {
            self.0.push(Reading {
                pattern,
                groups: groups(),
            });
        }
    }
}

/// Every Thế the six form (one reading each), best first: Vô Song, then by
/// points, then by preference. The -Sĩ family reads the indicators of
/// `situation`; nothing else of it matters here.
pub fn readings(hand: &[Card; 6], situation: &Situation) -> Vec<Reading> {
    let mut found = Found(Vec::new());
    for m in masks(3).filter(|m| m & 1 != 0) {
        let (a, b) = (pick::<3>(hand, m), pick::<3>(hand, !m & 63));
        two_triples(&mut found, &a, &b);
        two_triples(&mut found, &b, &a);
    }
    three_pairs(&mut found, hand);
    for m in masks(4) {
        quad(&mut found, &pick::<4>(hand, m), &pick::<2>(hand, !m & 63));
    }
    for x in 0..6 {
        five(&mut found, &pick::<5>(hand, !(1 << x) & 63), hand[x]);
    }
    six(&mut found, hand, situation);
    let mut out = found.0;
    let rank = |r: &Reading| {
        (
            r.pattern != Pattern::QuocSiVoSong,
            std::cmp::Reverse(r.pattern.points()),
            r.pattern.preference(),
        )
    };
    // An insertion sort: the readings are few, and the standard library's
    // sort would weigh 2 KB gzipped in the wasm module.
    for i in 1..out.len() {
        let mut j = i;
        while j > 0 && rank(&out[j - 1]) > rank(&out[j]) {
            out.swap(j - 1, j);
            j -= 1;
        }
    }
    out
}

fn kyoto(l: Option<Link>) -> bool {
    l == Some(Link::Suit(Suit::Kyoto))
}

fn edo(l: Option<Link>) -> bool {
    l == Some(Link::Suit(Suit::Edo))
}

/// `b` reordered so that each of its cards faces the card of `a` at the
/// same position with `ok` holding for every pair, if such an order exists.
fn matching(a: &[Card; 3], b: &[Card; 3], ok: fn(Card, Card) -> bool) -> Option<[Card; 3]> {
    const ORDERS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    ORDERS.iter().find_map(|o| {
        let m = [b[o[0]], b[o[1]], b[o[2]]];
        (0..3).all(|i| ok(a[i], m[i])).then_some(m)
    })
}

fn same_figure(a: Card, b: Card) -> bool {
    a.figure() == b.figure()
}

fn same_suit(a: Card, b: Card) -> bool {
    a.suit() == b.suit()
}

fn related(a: Card, b: Card) -> bool {
    a.related(b)
}

fn triple_group(cards: &[Card; 3]) -> Group {
    Group::triple(cards).expect("a 3-group")
}

/// Two 3-groups, then the three pairs their matching positions form.
fn matched_groups(a: &[Card; 3], m: &[Card; 3]) -> Vec<Group> {
    let mut g = vec![triple_group(a), triple_group(m)];
    for i in 0..3 {
        g.push(Group::linked(&[a[i], m[i]]).expect("a matched pair"));
    }
    g
}

/// The Thế of a 3+3 split, with `a` read first.
fn two_triples(found: &mut Found, a: &[Card; 3], b: &[Card; 3]) {
    let (la, lb) = (link(a), link(b));
    let (pa, pb) = (phe(a), phe(b));
    let (fa, fb) = (phien(a), phien(b));
    let two = || vec![triple_group(a), triple_group(b)];

    if let (Some(ka), Some(kb)) = (pa, pb) {
        let mut sa = a.map(|c| c.suit());
        let mut sb = b.map(|c| c.suit());
        sa.sort();
        sb.sort();
        if ka == kb && sa == sb {
            let p = match ka {
                PheKind::LienMinh => Pattern::PhePheLienMinh,
                PheKind::DongSac => Pattern::PhePheDongSac,
                PheKind::PhanTranh => Pattern::PhePhePhanTranh,
            };
            found.add(p, two);
        }
        if let Some(m) = matching(a, b, same_figure) {
            found.add(Pattern::PhePheBaDoi, || matched_groups(a, &m));
        }
    }
    if pa.is_some() && kyoto(lb) {
        found.add(Pattern::PheCoDo, two);
        if let Some(m) = matching(a, b, same_figure) {
            found.add(Pattern::PheCoDoBaDoi, || matched_groups(a, &m));
        }
    }
    if pa.is_some() && edo(lb) {
        found.add(Pattern::PheGiangHo, two);
        if let Some(m) = matching(a, b, same_figure) {
            found.add(Pattern::PheGiangHoBaDoi, || matched_groups(a, &m));
        }
    }
    if let (Some(x), Some(y)) = (la, lb) {
        if x.kind() == y.kind() {
            found.add(Pattern::PhuPhu, two);
        }
        if let Some(m) = matching(a, b, related) {
            found.add(Pattern::PhuPhuBaDoi, || matched_groups(a, &m));
        }
    }
    if let (Some((f1, _)), Some((f2, _))) = (fa, fb) {
        if f1 != f2 {
            found.add(Pattern::PhienPhien, two);
        } else {
            found.add(Pattern::PhienPhienLucBo, two);
        }
        if let Some(m) = matching(a, b, same_suit) {
            found.add(Pattern::PhienPhienBaDoi, || matched_groups(a, &m));
        }
    }
    if fa.is_some() && kyoto(lb) {
        found.add(Pattern::PhienCoDo, two);
    }
    if fa.is_some() && edo(lb) {
        found.add(Pattern::PhienGiangHo, two);
    }
    if kyoto(la) && edo(lb) {
        found.add(Pattern::PhuCoDoGiangHo, two);
        if let Some(m) = matching(a, b, same_figure) {
            found.add(Pattern::PhuCoDoGiangHoBaDoi, || matched_groups(a, &m));
        }
    }
}

/// The Thế of 2+2+2 splits: Ba Đôi, Ba Đôi–Ba Đôi, Ba Đôi–Phu Cố Đô–Giang Hộ.
fn three_pairs(found: &mut Found, hand: &[Card; 6]) {
    let mut by_suit: Option<Vec<Group>> = None;
    let mut by_figure: Option<Vec<Group>> = None;
    for p in PAIRINGS {
        let pairs = p.map(|(i, j)| [hand[i], hand[j]]);
        let [Some(a), Some(b), Some(c)] = pairs.map(|[x, y]| doi(x, y)) else {
            continue;
        };
        let links = [a, b, c];
        let groups = || {
            pairs
                .iter()
                .map(|pair| Group::linked(pair).expect("a pair"))
                .collect::<Vec<Group>>()
        };
        let kinds = links.iter().map(|l| l.kind());
        if kinds.clone().all(|k| k == Kind::Suit) {
            found.add(Pattern::BaDoi, groups);
            by_suit.get_or_insert_with(groups);
        } else if kinds.clone().all(|k| k == Kind::Figure) {
            found.add(Pattern::BaDoi, groups);
            by_figure.get_or_insert_with(groups);
            // Each pair one Kyoto and one Edo card of a figure: the Kyoto
            // cards are a Phu, and so are the Edo cards.
            let ky_ed = pairs.iter().all(|pair| {
                let mut s = pair.map(|c| c.suit());
                s.sort();
                s == [Suit::Kyoto, Suit::Edo]
            });
            if ky_ed {
                found.add(Pattern::BaDoiPhuCoDoGiangHo, || {
                    let mut g = groups();
                    let side =
                        |s: Suit| pairs.map(|pair| *pair.iter().find(|c| c.suit() == s).unwrap());
                    g.push(triple_group(&side(Suit::Kyoto)));
                    g.push(triple_group(&side(Suit::Edo)));
                    g
                });
            }
        }
    }
    if let (Some(s), Some(f)) = (by_suit, by_figure) {
        found.add(Pattern::BaDoiBaDoi, || [s, f].concat());
    }
}

/// The Thế of a Củng `q` and the other two cards `p`: the Củng–Đôi family
/// and a Củng with a 3-group sharing one card.
fn quad(found: &mut Found, q: &[Card; 4], p: &[Card; 2]) {
    let Some(lq) = link(q) else {
        return;
    };
    let cung = || Group::linked(q).expect("a Củng");
    // A Củng and a 3-group sharing one card: that card and the other two.
    for &c in q {
        let t = [c, p[0], p[1]];
        if link(&t).is_some() {
            found.add(Pattern::CungPhu, || vec![cung(), triple_group(&t)]);
        }
        if phien(&t).is_some() {
            found.add(Pattern::CungPhien, || vec![cung(), triple_group(&t)]);
        }
    }
    // The rest needs a real Đôi.
    let Some(lp) = doi(p[0], p[1]) else {
        return;
    };
    let pair = || Group::linked(p).expect("a pair");
    let same_kind = lp.kind() == lq.kind();
    let six = [q[0], q[1], q[2], q[3], p[0], p[1]];
    if same_kind && link(&six).is_none() {
        found.add(Pattern::CungDoi, || vec![cung(), pair()]);
    }
    // Each card of the pair pairs with a card of the Củng by the other
    // attribute (distinct cards, since the pair's cards differ in it).
    let two_pairs = same_kind
        && p.iter().all(|x| {
            q.iter().any(|y| match lq.kind() {
                Kind::Figure => x.suit() == y.suit(),
                Kind::Suit => x.figure() == y.figure(),
            })
        });
    if two_pairs {
        found.add(Pattern::CungDoiHaiDoi, || vec![cung(), pair()]);
    }
    for &c in q {
        let t = [c, p[0], p[1]];
        if phe(&t).is_some() {
            found.add(Pattern::CungDoiPhe, || {
                vec![cung(), pair(), triple_group(&t)]
            });
        }
        if phien(&t).is_some() {
            found.add(Pattern::CungDoiPhien, || {
                vec![cung(), pair(), triple_group(&t)]
            });
        }
    }
    // A Củng holding a Phiên: any three of the four; the 4th card is `d`.
    if lq.kind() != Kind::Figure {
        return;
    }
    for skip in 0..4 {
        let d = q[skip];
        let mut t = [d; 3];
        let mut n = 0;
        for (i, &c) in q.iter().enumerate() {
            if i != skip {
                t[n] = c;
                n += 1;
            }
        }
        let Some(kt) = phe(&t) else {
            continue;
        };
        let base = || vec![cung(), triple_group(&t), pair()];
        found.add(Pattern::CungPhienDoi, base);
        if two_pairs {
            found.add(Pattern::CungPhienDoiHaiDoi, base);
        }
        let r = [d, p[0], p[1]];
        let with_r = || {
            let mut g = base();
            g.push(triple_group(&r));
            g
        };
        if let Some(lr) = link(&r) {
            found.add(Pattern::CungPhienDoiPhu, with_r);
            if lr == Link::Suit(Suit::Edo) {
                found.add(Pattern::CungPhienPhuGiangHo, with_r);
            }
            if lr == Link::Suit(Suit::Kyoto) {
                found.add(Pattern::CungPhienPhuCoDo, with_r);
            }
        }
        if let Some(kr) = phe(&r) {
            found.add(Pattern::CungPhienDoiPhe, with_r);
            if kr == kt {
                let p = match kt {
                    PheKind::LienMinh => Pattern::CungPhienDoiPheLienMinh,
                    PheKind::DongSac => Pattern::CungPhienDoiPheDongSac,
                    PheKind::PhanTranh => Pattern::CungPhienDoiPhePhanTranh,
                };
                found.add(p, with_r);
            }
        }
    }
}

/// The Thế of five of one suit or figure `f` and a sixth card `x`.
fn five(found: &mut Found, f: &[Card; 5], x: Card) {
    let Some(lf) = link(f) else {
        return;
    };
    let ngu_luan = || Group::linked(f).expect("a Ngũ Luân");
    let by_suit = lf.kind() == Kind::Suit;
    let facing = |side: Facing| f.iter().all(|c| c.facing() == side);
    if let Some(&mate) = f.iter().find(|c| c.related(x)) {
        let groups = || vec![ngu_luan(), Group::linked(&[mate, x]).expect("a pair")];
        if x.is_regular() {
            found.add(Pattern::NguLuanDoi, groups);
        }
        if by_suit && facing(Facing::Left) {
            found.add(Pattern::NguLuanTrai, groups);
        }
        if by_suit && facing(Facing::Right) {
            found.add(Pattern::NguLuanPhai, groups);
        }
        if f.iter().all(|c| c.is_honour())
            && x.is_honour()
            && f.iter().all(|c| c.suit() != x.suit())
        {
            found.add(Pattern::NguLuanDanhDu, groups);
        }
    }
    if let Link::Suit(s) = lf {
        if x == Card::new(Figure::Crest, s) {
            let groups = || {
                let mut six = f.to_vec();
                six.push(x);
                vec![ngu_luan(), Group::linked(&six).expect("a Lục Bộ")]
            };
            if facing(Facing::Left) {
                found.add(Pattern::SieuNguLuanTrai, groups);
            }
            if facing(Facing::Right) {
                found.add(Pattern::SieuNguLuanPhai, groups);
            }
        }
    }
}

/// The Thế of all six: Lục Bộ and the Quốc Sĩ family.
fn six(found: &mut Found, hand: &[Card; 6], situation: &Situation) {
    if link(hand).is_some() {
        let groups = || vec![Group::linked(hand).expect("a Lục Bộ")];
        found.add(Pattern::LucBo, groups);
        if hand.iter().all(|c| c.is_honour()) {
            found.add(Pattern::LucBoDanhDu, groups);
        }
    }
    if !mutually_unrelated(hand) {
        return;
    }
    let quoc_si = |cards: &[Card]| {
        vec![Group {
            form: GroupForm::QuocSi,
            cards: cards.to_vec(),
        }]
    };
    found.add(Pattern::QuocSi, || quoc_si(hand));
    let count = |side: Facing| hand.iter().filter(|c| c.facing() == side).count();
    if count(Facing::Left) == 5 {
        found.add(Pattern::QuocSiTrai, || quoc_si(hand));
    }
    if count(Facing::Right) == 5 {
        found.add(Pattern::QuocSiPhai, || quoc_si(hand));
    }
    // The -Sĩ family counts every indicator on the table; one related card
    // leaves plain Quốc Sĩ.
    if situation.indicator.is_none() {
        return;
    }
    let mut all = hand.to_vec();
    all.extend(situation.indicators().iter().map(|&(_, c)| c));
    if !mutually_unrelated(&all) {
        return;
    }
    let p = match situation.revealed.len() {
        0 => Pattern::ThatSi,
        1 => Pattern::BatSi,
        2 => Pattern::CuuSi,
        3 => Pattern::ThapSi,
        _ => Pattern::QuocSiVoSong,
    };
    found.add(p, || quoc_si(&all));
}
