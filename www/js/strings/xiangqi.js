// Cờ tướng's own strings (play.html?game=xiangqi), loaded with its adapter:
// its sides, notations and options.

/** @type {import('../i18n.js').Strings} */
export default {
  vi: {
    'side.red': 'Đỏ',
    'side.black': 'Đen',

    'notation.vi': 'Tiếng Việt (P2-5)',
    'notation.wxf': 'WXF (C2=5)',
    'notation.iccs': 'ICCS (h2e2)',
    'opt.pieceSet.chinese': 'Chữ Hán',
    'opt.touchMove': 'Trọng tài chạm quân (chạm quân nào phải đi quân đó)',
    'opt.foulPenalty': 'Phạt lỗi chạm quân',
    'opt.foulPenalty.warning': 'Cảnh cáo',
    'opt.foulPenalty.loss': 'Xử thua',

    // ---- records, captured pieces, coordinates (issue 16) ----
    'format.pgn-wxf': 'PGN (nước đi WXF)',
    'format.pgn-iccs': 'PGN (nước đi ICCS)',
    'input.movePlaceholder.vi': 'ví dụ P2-5',
    'input.movePlaceholder.wxf': 'ví dụ C2=5',
    'input.movePlaceholder.iccs': 'ví dụ h2e2',
    'xiangqi/h.records': 'Biên bản ván cờ (PGN)',
    'xiangqi/label.recordImport': 'Dán biên bản (PGN hoặc JSON) để mở ván cờ',
  },
  en: {
    'side.red': 'Red',
    'side.black': 'Black',

    'notation.vi': 'Vietnamese (P2-5)',
    'notation.wxf': 'WXF (C2=5)',
    'notation.iccs': 'ICCS (h2e2)',
    'opt.pieceSet.chinese': 'Chinese characters',
    'opt.touchMove': 'Touch-move referee (a touched piece must be moved)',
    'opt.foulPenalty': 'Touch-move foul penalty',
    'opt.foulPenalty.warning': 'Warning',
    'opt.foulPenalty.loss': 'Loss of the game',

    // ---- records, captured pieces, coordinates (issue 16) ----
    'format.pgn-wxf': 'PGN (WXF moves)',
    'format.pgn-iccs': 'PGN (ICCS moves)',
    'input.movePlaceholder.vi': 'e.g. P2-5',
    'input.movePlaceholder.wxf': 'e.g. C2=5',
    'input.movePlaceholder.iccs': 'e.g. h2e2',
    'xiangqi/h.records': 'Game record (PGN)',
    'xiangqi/label.recordImport': 'Paste a record (PGN or JSON) to load the game',
  },
};
