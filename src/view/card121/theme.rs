//! Every colour of 121, in one place: the cards, then the table.

/// A regular card's face.
pub const PAPER: &str = "#fffaf0";
/// The face of a Kyoto card: pale gold.
pub const PAPER_KYOTO: &str = "#faedc4";
/// The face of an Edo card: pale silver.
pub const PAPER_EDO: &str = "#dfe4ea";
/// A card's outline.
pub const EDGE: &str = "#4a3f33";
/// The suits' inks (figure emblem, name, outline tint). Red, blue and
/// purple differ in hue and in lightness (blue darkest, purple
/// lightest), and the badge's shape tells them apart without colour.
pub const RED: &str = "#c8321f";
pub const BLUE: &str = "#14428f";
pub const PURPLE: &str = "#a64fc2";
/// Kyoto: gold; its ink a dark amber that reads on the pale gold face.
pub const KYOTO: &str = "#d9a521";
pub const KYOTO_INK: &str = "#7a4d00";
pub const KYOTO_RING: &str = "#8a5a00";
/// Edo: slate and silver; its ink near black.
pub const EDO: &str = "#2b3540";
pub const EDO_INK: &str = "#1d252e";
pub const EDO_SILVER: &str = "#c9d2dc";
/// The light band behind a regular card's badge row, per colour.
pub const BAND_RED: &str = "#f7dcd5";
pub const BAND_BLUE: &str = "#d6e2f3";
pub const BAND_PURPLE: &str = "#eddaf2";
pub const BAND_KYOTO: &str = "#f1d78a";
pub const BAND_EDO: &str = "#c3ccd6";
/// What is drawn on a badge: white on the regular suits.
pub const EMBLEM_ON_BADGE: &str = "#ffffff";
/// The honour frame.
pub const HONOUR_FRAME: &str = "#c99a16";
pub const HONOUR_FRAME_DARK: &str = "#6d5208";
/// The card text (`AS-FR`).
pub const CODE: &str = "#4d4640";
/// The back of a card.
pub const BACK: &str = "#253b6e";
pub const BACK_LINE: &str = "#4f6aa8";
pub const BACK_EDGE: &str = "#f4efe2";
pub const BACK_MARK: &str = "#f0c75a";
/// The padlock of a locked card.
pub const LOCK_DISC: &str = "#222222";
pub const LOCK: &str = "#ffd54a";
/// The highlight ring and its dark outline (it reads on light and dark
/// pages).
pub const HIGHLIGHT: &str = "#1fa34a";
pub const HIGHLIGHT_EDGE: &str = "#0b3d1b";
/// Laid over a dimmed card.
pub const DIM: &str = "rgba(236, 236, 236, 0.62)";
/// A label above a card.
pub const LABEL: &str = "#3b3530";
pub const LABEL_BG: &str = "rgba(255, 250, 240, 0.92)";
/// The dashed outline of an empty place.
#[allow(dead_code)] // drawn by `draw_slot`, for the table painter
pub const SLOT: &str = "rgba(90, 80, 70, 0.55)";
pub const SHADOW: &str = "rgba(0, 0, 0, 0.28)";

// The table: felt, seat labels, turn and dealer marks, the calls' tags.
pub const FELT: &str = "#2c6a4e";
pub const FELT_EDGE: &str = "#1f4f3a";
pub const FELT_LINE: &str = "rgba(255, 255, 255, 0.12)";
pub const TEXT: &str = "#f6f1e4";
pub const MUTED: &str = "rgba(246, 241, 228, 0.78)";
pub const PILL: &str = "rgba(0, 0, 0, 0.32)";
pub const TURN: &str = "#ffd54a";
pub const TURN_TEXT: &str = "#2a2100";
pub const DEALER: &str = "#e0b23a";
pub const NHAT_BAN: &str = "#b58ad8";
pub const STEALS: &str = "#ef8a74";
pub const BOC: &str = "#7fe0a0";
pub const LAY: &str = "#8cc4ff";
pub const CUOP: &str = "#ff9a86";
pub const OVERLAY: &str = "#10261c";
pub const OVERLAY_EDGE: &str = "rgba(255, 213, 74, 0.85)";
pub const CURSOR: &str = "#ffd54a";
/// The card chosen to go out, before it is confirmed: solid, thick and
/// orange (the cursor is dashed yellow, a card that may go out ringed
/// green), and raised.
pub const SELECTED: &str = "#ff8a1f";
