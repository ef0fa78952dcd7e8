// Every string the site shows, in Vietnamese and English, keyed by id.
// `{name}` placeholders are filled by `t(id, {name})`. A game may word a
// shared string its own way under `<game>/<id>` (see `setScope`). The
// engines word their own refusals in the chosen language; those texts are
// shown as they come.

import { readOr, write } from './storage.js';

const STRINGS = {
  vi: {
    'site.tagline': 'Bàn chơi và luật chơi cho năm trò chơi truyền thống',
    'index.choose': 'Chọn trò chơi',
    'index.play': 'Chơi',
    'index.rules': 'Luật chơi',
    'index.soon': 'Sắp có',
    'nav.home': '← Các trò chơi',
    'nav.rules': 'Luật chơi',
    'lang.label': 'Ngôn ngữ',

    'game.xiangqi.name': 'Cờ tướng (Xiangqi)',
    'game.xiangqi.blurb': 'Cờ tướng trên 9×10 giao điểm: sông, cửu cung, pháo nhảy ngòi để ăn quân. Hai người chơi trên một màn hình.',
    'game.shogi.name': 'Shogi (Cờ tướng Nhật)',
    'game.shogi.blurb': 'Cờ Nhật Bản trên bàn 9×9: quân bắt được đổi phe và được thả lại xuống bàn.',
    'game.longphuong.name': 'Cờ Long Phượng',
    'game.longphuong.blurb': 'Cờ Việt Nam phỏng theo shogi trên bàn 9×9: quân Cam đấu quân Xanh, có Long, Phượng và Kỵ.',
    'game.oanquan.name': 'Ô ăn quan',
    'game.oanquan.blurb': 'Trò rải sỏi dân gian: rải quân dân quanh vòng 12 ô, ăn dân và ăn quan.',
    'game.card121.name': '121',
    'game.card121.blurb': 'Trò chơi bài bốn người với bộ 121 lá: 11 hình × 11 chất.',

    'play.loading': 'Đang tải bộ máy luật…',
    'play.failed': 'Không tải được bộ máy luật: {error}',
    'play.unknown': 'Không có trò chơi nào tên “{game}”.',
    'play.none': 'Chưa chọn trò chơi nào.',
    'play.unbuilt': '{game} chưa chơi được trên Rulebook, nhưng sắp có.',
    'play.back': 'Quay lại danh sách trò chơi',

    'board.label': 'Bàn cờ {game}',
    'board.help': 'Bấm hoặc kéo quân để đi. Bàn phím: phím mũi tên di chuyển ô chọn, Enter hoặc Space để chọn và đi, Esc để bỏ chọn.',

    'side.red': 'Đỏ',
    'side.black': 'Đen',
    'player.1': 'Người chơi 1',
    'player.2': 'Người chơi 2',

    'status.turn': 'Lượt đi: {side} — {name}',
    'status.check': '{side} đang bị chiếu!',
    'status.plays': '{name} cầm quân {side}',
    'status.toss': 'Tung đồng xu: {name} cầm quân {side}',
    'status.duty': 'Trọng tài chạm quân: {duty}',
    'status.fouls': 'Lỗi kỹ thuật',
    'status.table': 'Ván này',
    'table.casual': 'tự do, được đi lại',
    'table.touchMove': 'trọng tài chạm quân',
    'table.formal': 'thi đấu chính thức, không đi lại',
    'table.foulLoss': 'phạm lỗi bị xử thua',
    'result.win': '{side} ({name}) thắng — {reason}',
    'result.draw': 'Hòa — {reason}',
    'reason.checkmate': 'chiếu bí',
    'reason.stalemate': 'hết nước đi',
    'reason.perpetual_check': 'chiếu mãi bị xử thua',
    'reason.perpetual_chase': 'đuổi bắt mãi bị xử thua',
    'reason.repetition': 'lặp lại thế cờ',
    'reason.technical_foul': 'lỗi kỹ thuật chạm quân',
    'reason.resignation': 'đối phương xin thua',

    'msg.illegal': 'Nước đi không hợp lệ:',
    'msg.notYourPiece': 'Đang đến lượt {side}.',
    'msg.gameOver': 'Ván cờ đã kết thúc.',
    'msg.corrupt': 'Không mở được ván cờ đã lưu (dữ liệu hỏng), nên đã bắt đầu ván mới.',
    'msg.moved': '{side}: {move}',
    'msg.undone': 'Đã đi lại nước {move}.',
    'msg.redone': 'Đã đi tiếp nước {move}.',
    'msg.series': 'Ván tiếp theo của loạt: hai bên đổi màu quân.',
    'msg.copied': 'Đã chép FEN.',
    'msg.copyFailed': 'Không chép được; hãy chọn chữ và chép thủ công.',
    'msg.loaded': 'Đã mở thế cờ từ FEN.',
    'msg.fenError': 'Không mở được FEN:',
    'msg.fenEmpty': 'Hãy dán một FEN trước.',
    'msg.moveEmpty': 'Hãy nhập một nước đi, ví dụ P2-5.',
    'confirm.resign': '{side} ({name}) xin thua?',
    'confirm.abandon': 'Bỏ ván đang chơi dở?',

    'btn.undo': 'Đi lại',
    'btn.redo': 'Đi tiếp',
    'btn.resign': 'Xin thua',
    'btn.flip': 'Lật bàn cờ',
    'btn.play': 'Đi',
    'btn.newGame': 'Ván mới (tung đồng xu)',
    'btn.nextInSeries': 'Ván tiếp theo (đổi màu)',
    'btn.copy': 'Chép',
    'btn.load': 'Mở thế cờ',

    'h.moves': 'Biên bản',
    'h.newGame': 'Người chơi và ván mới',
    'h.display': 'Hiển thị',
    'h.position': 'Thế cờ (FEN)',
    'label.moveInput': 'Nhập nước đi',
    'label.notation': 'Ký hiệu',
    'label.fenExport': 'FEN của thế cờ hiện tại',
    'label.fenImport': 'Dán FEN để mở thế cờ',
    'label.controls': 'Điều khiển ván cờ',
    'label.status': 'Tình hình ván cờ',
    'moves.empty': 'Chưa có nước đi nào.',
    'options.note': 'Các lựa chọn này áp dụng từ ván mới.',

    'notation.vi': 'Tiếng Việt (P2-5)',
    'notation.wxf': 'WXF (C2=5)',
    'notation.iccs': 'ICCS (h2e2)',
    'opt.pieceSet': 'Bộ quân',
    'opt.pieceSet.chinese': 'Chữ Hán',
    'opt.pieceSet.latin': 'Chữ cái Latinh',
    'opt.touchMove': 'Trọng tài chạm quân (chạm quân nào phải đi quân đó)',
    'opt.formal': 'Thi đấu chính thức (không đi lại; luôn có trọng tài chạm quân)',
    'opt.foulPenalty': 'Phạt lỗi chạm quân',
    'opt.foulPenalty.warning': 'Cảnh cáo',
    'opt.foulPenalty.loss': 'Xử thua',

    'input.movePlaceholder': 'P2-5 · C2=5 · h2e2',
    'side.sente': 'Tiên thủ',
    'side.gote': 'Hậu thủ',
    'notation.western': 'Kiểu phương Tây (P-7f)',
    'notation.japanese': 'Kiểu Nhật (▲７六歩)',
    'notation.usi': 'USI (7g7f)',
    'opt.pieceSet.kanji': 'Chữ Hán (Kanji)',
    'opt.coordinates': 'Tọa độ',
    'opt.coordinates.japanese': 'Kiểu Nhật (9…1, 一…九)',
    'opt.coordinates.usi': 'USI (9…1, a…i)',
    'reason.sennichite': 'thiên nhật thủ (thế cờ lặp lại lần thứ tư)',
    'reason.impasse': 'đếm điểm khi hai vua đã nhập trận (jishōgi)',
    'choice.title': 'Phong cấp quân này?',
    'choice.promote': 'Phong cấp: {piece}',
    'choice.stay': 'Không phong: {piece}',
    'action.impasse': 'Tuyên bố đếm điểm',
    'confirm.impasse': 'Tuyên bố đếm điểm (jishōgi)? Ván cờ kết thúc ngay. Điểm hiện tại: Tiên thủ {sente}, Hậu thủ {gote}; bên nào dưới {threshold} điểm thì thua, còn lại là hòa.',
    'note.impasse': 'Điểm: Tiên thủ {sente}, Hậu thủ {gote} (cần ít nhất {threshold}).',
    'status.tossRule': 'Nhiều mặt 歩 hơn mặt と thì đối phương của người tung đi trước (Tiên thủ); ngược lại người tung đi trước.',
    'h.records': 'Biên bản ván cờ (KIF, CSA)',
    'label.recordFormat': 'Định dạng',
    'label.recordExport': 'Biên bản của ván này',
    'label.recordImport': 'Dán biên bản (KIF, CSA hoặc JSON) để mở ván cờ',
    'btn.download': 'Tải về',
    'btn.loadRecord': 'Mở biên bản',
    'btn.openFile': 'Mở tệp…',
    'format.kif': 'KIF',
    'format.csa': 'CSA',
    'format.json': 'JSON',
    'msg.recordCopied': 'Đã chép biên bản.',
    'msg.recordLoaded': 'Đã mở ván cờ từ biên bản.',
    'msg.recordError': 'Không mở được biên bản:',
    'msg.recordEmpty': 'Hãy dán một biên bản hoặc mở một tệp trước.',
    'msg.recordUnavailable': 'Chưa hỗ trợ định dạng này.',

    'shogi/board.help': 'Bấm hoặc kéo quân để đi; bấm một quân trong tay rồi bấm một ô để thả quân. Bàn phím: phím mũi tên di chuyển ô chọn (cả sang quân trong tay), Enter hoặc Space để chọn và đi, Esc để bỏ chọn.',
    'shogi/status.toss': 'Furigoma do {tosser} tung: {up} mặt 歩 (tốt) và {down} mặt と (tokin) — {name} cầm {side}.',
    'shogi/btn.newGame': 'Ván mới (furigoma)',
    'shogi/btn.nextInSeries': 'Ván tiếp theo (đổi Tiên thủ)',
    'shogi/msg.series': 'Ván tiếp theo của loạt: đổi bên đi trước.',
    'shogi/h.position': 'Thế cờ (SFEN)',
    'shogi/label.fenExport': 'SFEN của thế cờ hiện tại',
    'shogi/label.fenImport': 'Dán SFEN để mở thế cờ',
    'shogi/msg.copied': 'Đã chép SFEN.',
    'shogi/msg.loaded': 'Đã mở thế cờ từ SFEN.',
    'shogi/msg.fenError': 'Không mở được SFEN:',
    'shogi/msg.fenEmpty': 'Hãy dán một SFEN trước.',
    'shogi/msg.moveEmpty': 'Hãy nhập một nước đi, ví dụ P-7f hoặc ７六歩.',
    'shogi/input.movePlaceholder': 'P-7f · ７六歩 · 7g7f · P*5e',
    'shogi/opt.formal': 'Thi đấu chính thức (không đi lại: nước đã đi là phải giữ)',
    'shogi/status.check': '{side} đang bị chiếu (ōte)!',
    'side.orange': 'Cam',
    'side.blue': 'Xanh',
    'notation.longphuong': 'Ký hiệu Long Phượng',
    'opt.pieceLabel': 'Chữ trên quân',
    'opt.pieceLabel.letter': 'Chữ cái (V T S K X B L P)',
    'opt.pieceLabel.name': 'Tên quân (Vương, Tướng…)',
    'reason.pat': 'PAT (hết nước đi mà không bị chiếu)',
    'reason.thien_nhat_thu': 'Thiên Nhật Thủ (đối phương tạo ra một hình cờ lần thứ ba)',
    'label.tools': 'Công cụ cho quân đang chọn',
    'tool.turnLeft': 'Xoay trái',
    'tool.turnRight': 'Xoay phải',
    'tool.split': 'Tách quân trên cùng',

    'longphuong/board.help': 'Bấm một quân (trên bàn hoặc trong tay) rồi bấm một ô có chấm để đi hoặc thả quân; ô có khung xanh lá là xếp lên quân mình thành đội. Xoay: trước khi bấm ô đích, bấm ↺ (Q hoặc [) hay ↻ (E hoặc ]) để quân xoay sau khi đi; bấm lại chính quân đó để chỉ xoay tại chỗ. Đội: mặc định đi cả đội, bấm S để tách quân trên cùng. Rê chuột (hoặc chạm) lên một đội để xem các quân từ dưới lên. Bàn phím: phím mũi tên di chuyển ô chọn (cả sang quân trong tay), Enter hoặc Space để chọn và đi, Esc để bỏ chọn.',
    'longphuong/guide.opening.orange': 'Khai cuộc (nước {ply}/4): Cam thả {pieces} xuống một ô trống ở hàng b — bấm quân trong tay, rồi bấm một ô có chấm.',
    'longphuong/guide.opening.blue': 'Khai cuộc (nước {ply}/4): Xanh thả {pieces} xuống một ô trống ở hàng h — bấm quân trong tay, rồi bấm một ô có chấm.',
    'longphuong/guide.or': ' hoặc ',
    'longphuong/note.whole': 'Đi cả đội ({n} quân, “=”). Bấm S để tách quân trên cùng.',
    'longphuong/note.split': 'Tách quân trên cùng (“-”), phần còn lại đứng yên. Bấm S để đi cả đội.',
    'longphuong/note.turnLeft': 'Sẽ xoay trái ↺ sau khi đi; bấm lại chính quân này để chỉ xoay tại chỗ.',
    'longphuong/note.turnRight': 'Sẽ xoay phải ↻ sau khi đi; bấm lại chính quân này để chỉ xoay tại chỗ.',
    'longphuong/note.noTurn': 'Không xoay.',
    'longphuong/note.dropFacing': 'Thả quân với hướng {facing} (Q hoặc E để xoay).',
    'longphuong/msg.selectFirst': 'Hãy chọn một quân của mình trước (trên bàn hoặc trong tay).',
    'longphuong/msg.notAStack': 'Chỉ đội (từ hai quân trở lên) mới tách được.',
    'longphuong/msg.cannotTurn': '{piece} không bao giờ xoay.',
    'longphuong/btn.newGame': 'Ván mới',
    'longphuong/h.position': 'Thế cờ (văn bản)',
    'longphuong/label.fenExport': 'Văn bản của thế cờ hiện tại',
    'longphuong/label.fenImport': 'Dán văn bản thế cờ để mở',
    'longphuong/msg.copied': 'Đã chép thế cờ.',
    'longphuong/msg.loaded': 'Đã mở thế cờ.',
    'longphuong/msg.fenError': 'Không mở được thế cờ:',
    'longphuong/msg.fenEmpty': 'Hãy dán một thế cờ trước.',
    'longphuong/msg.moveEmpty': 'Hãy nhập một nước đi, ví dụ L*b5 hoặc c5-d5>.',
    'longphuong/input.movePlaceholder': 'L*b5 · c5-d5> · c5=d5 · B*e4<',
    'longphuong/opt.formal': 'Thi đấu chính thức (không đi lại: nước đã đi là phải giữ)',
    'longphuong/status.check': '{side} đang bị chiếu Vương!',
    'longphuong/h.records': 'Biên bản ván cờ (JSON)',
    'longphuong/label.recordImport': 'Dán biên bản JSON để mở ván cờ',
  },
  en: {
    'site.tagline': 'Boards and rules for five traditional games',
    'index.choose': 'Choose a game',
    'index.play': 'Play',
    'index.rules': 'Rules',
    'index.soon': 'Coming soon',
    'nav.home': '← All games',
    'nav.rules': 'Rules',
    'lang.label': 'Language',

    'game.xiangqi.name': 'Cờ tướng (Xiangqi)',
    'game.xiangqi.blurb': 'Chinese chess on 9×10 points: a river, two palaces, cannons that jump to capture. Two players on one screen.',
    'game.shogi.name': 'Shogi (Japanese chess)',
    'game.shogi.blurb': 'Japanese chess on a 9×9 board: captured pieces change sides and are dropped back into play.',
    'game.longphuong.name': 'Cờ Long Phượng (Dragon–Phoenix)',
    'game.longphuong.blurb': 'A Vietnamese shogi-like game on a 9×9 board: Orange against Blue, with Dragon, Phoenix and Horseman pieces.',
    'game.oanquan.name': 'Ô ăn quan (Mandarin squares)',
    'game.oanquan.blurb': 'The Vietnamese sowing game: sow stones round a ring of 12 squares and capture citizens and mandarins.',
    'game.card121.name': '121',
    'game.card121.blurb': 'A four-player card game with a 121-card deck: 11 figures in 11 suits.',

    'play.loading': 'Loading the rule engine…',
    'play.failed': 'The rule engine could not be loaded: {error}',
    'play.unknown': 'There is no game called “{game}”.',
    'play.none': 'No game was chosen.',
    'play.unbuilt': '{game} can’t be played on Rulebook yet; it is coming soon.',
    'play.back': 'Back to the list of games',

    'board.label': '{game} board',
    'board.help': 'Click or drag a piece to move it. Keyboard: arrow keys move the cursor, Enter or Space selects and plays, Esc cancels.',

    'side.red': 'Red',
    'side.black': 'Black',
    'player.1': 'Player 1',
    'player.2': 'Player 2',

    'status.turn': 'To move: {side} — {name}',
    'status.check': '{side} is in check!',
    'status.plays': '{name} plays {side}',
    'status.toss': 'Coin toss: {name} plays {side}',
    'status.duty': 'Touch-move referee: {duty}',
    'status.fouls': 'Technical fouls',
    'status.table': 'This game',
    'table.casual': 'casual, undo allowed',
    'table.touchMove': 'touch-move referee',
    'table.formal': 'formal, no undo',
    'table.foulLoss': 'a foul loses',
    'result.win': '{side} ({name}) wins — {reason}',
    'result.draw': 'Draw — {reason}',
    'reason.checkmate': 'checkmate',
    'reason.stalemate': 'no legal move (stalemate)',
    'reason.perpetual_check': 'perpetual check loses',
    'reason.perpetual_chase': 'perpetual chase loses',
    'reason.repetition': 'repetition',
    'reason.technical_foul': 'technical touch-move foul',
    'reason.resignation': 'resignation',

    'msg.illegal': 'Illegal move:',
    'msg.notYourPiece': 'It is {side}’s turn.',
    'msg.gameOver': 'The game is over.',
    'msg.corrupt': 'The saved game could not be opened (its data was damaged), so a new game has started.',
    'msg.moved': '{side}: {move}',
    'msg.undone': 'Took back {move}.',
    'msg.redone': 'Replayed {move}.',
    'msg.series': 'Next game in the series: colours swapped.',
    'msg.copied': 'FEN copied.',
    'msg.copyFailed': 'Could not copy; select the text and copy it by hand.',
    'msg.loaded': 'Position loaded from the FEN.',
    'msg.fenError': 'Could not load the FEN:',
    'msg.fenEmpty': 'Paste a FEN first.',
    'msg.moveEmpty': 'Type a move first, for example C2=5.',
    'confirm.resign': 'Resign for {side} ({name})?',
    'confirm.abandon': 'Abandon the game in progress?',

    'btn.undo': 'Undo',
    'btn.redo': 'Redo',
    'btn.resign': 'Resign',
    'btn.flip': 'Flip board',
    'btn.play': 'Play',
    'btn.newGame': 'New game (coin toss)',
    'btn.nextInSeries': 'Next game in series (swap colours)',
    'btn.copy': 'Copy',
    'btn.load': 'Load position',

    'h.moves': 'Moves',
    'h.newGame': 'Players and new game',
    'h.display': 'Display',
    'h.position': 'Position (FEN)',
    'label.moveInput': 'Type a move',
    'label.notation': 'Notation',
    'label.fenExport': 'FEN of the current position',
    'label.fenImport': 'Paste a FEN to load it',
    'label.controls': 'Game controls',
    'label.status': 'Game status',
    'moves.empty': 'No moves yet.',
    'options.note': 'These options apply from the next new game.',

    'notation.vi': 'Vietnamese (P2-5)',
    'notation.wxf': 'WXF (C2=5)',
    'notation.iccs': 'ICCS (h2e2)',
    'opt.pieceSet': 'Piece set',
    'opt.pieceSet.chinese': 'Chinese characters',
    'opt.pieceSet.latin': 'Latin letters',
    'opt.touchMove': 'Touch-move referee (a touched piece must be moved)',
    'opt.formal': 'Formal mode (no undo; touch-move always on)',
    'opt.foulPenalty': 'Touch-move foul penalty',
    'opt.foulPenalty.warning': 'Warning',
    'opt.foulPenalty.loss': 'Loss of the game',

    'input.movePlaceholder': 'P2-5 · C2=5 · h2e2',
    'side.sente': 'Sente',
    'side.gote': 'Gote',
    'notation.western': 'Western (P-7f)',
    'notation.japanese': 'Japanese (▲７六歩)',
    'notation.usi': 'USI (7g7f)',
    'opt.pieceSet.kanji': 'Kanji',
    'opt.coordinates': 'Coordinates',
    'opt.coordinates.japanese': 'Japanese (9…1, 一…九)',
    'opt.coordinates.usi': 'USI (9…1, a…i)',
    'reason.sennichite': 'sennichite (the same position a fourth time)',
    'reason.impasse': 'the impasse count (jishōgi)',
    'choice.title': 'Promote this piece?',
    'choice.promote': 'Promote: {piece}',
    'choice.stay': 'Don’t promote: {piece}',
    'action.impasse': 'Declare impasse',
    'confirm.impasse': 'Declare impasse (jishōgi)? The game ends now. Points now: Sente {sente}, Gote {gote}; a side with fewer than {threshold} loses, otherwise it is a draw.',
    'note.impasse': 'Points: Sente {sente}, Gote {gote} ({threshold} needed).',
    'status.tossRule': 'More 歩 than と face up: the tosser’s opponent plays Sente (moves first); otherwise the tosser does.',
    'h.records': 'Game record (KIF, CSA)',
    'label.recordFormat': 'Format',
    'label.recordExport': 'This game’s record',
    'label.recordImport': 'Paste a record (KIF, CSA or JSON) to load the game',
    'btn.download': 'Download',
    'btn.loadRecord': 'Load record',
    'btn.openFile': 'Open a file…',
    'format.kif': 'KIF',
    'format.csa': 'CSA',
    'format.json': 'JSON',
    'msg.recordCopied': 'Record copied.',
    'msg.recordLoaded': 'Game loaded from the record.',
    'msg.recordError': 'Could not load the record:',
    'msg.recordEmpty': 'Paste a record or open a file first.',
    'msg.recordUnavailable': 'This format is not supported yet.',

    'shogi/board.help': 'Click or drag a piece to move it; click a piece in hand, then a square, to drop it. Keyboard: arrow keys move the cursor (into the hands too), Enter or Space selects and plays, Esc cancels.',
    'shogi/status.toss': 'Furigoma by {tosser}: {up} 歩 (pawn) and {down} と (tokin) face up — {name} plays {side}.',
    'shogi/btn.newGame': 'New game (furigoma)',
    'shogi/btn.nextInSeries': 'Next game in series (swap Sente)',
    'shogi/msg.series': 'Next game in the series: the other player moves first.',
    'shogi/h.position': 'Position (SFEN)',
    'shogi/label.fenExport': 'SFEN of the current position',
    'shogi/label.fenImport': 'Paste an SFEN to load it',
    'shogi/msg.copied': 'SFEN copied.',
    'shogi/msg.loaded': 'Position loaded from the SFEN.',
    'shogi/msg.fenError': 'Could not load the SFEN:',
    'shogi/msg.fenEmpty': 'Paste an SFEN first.',
    'shogi/msg.moveEmpty': 'Type a move first, for example P-7f or ７六歩.',
    'shogi/input.movePlaceholder': 'P-7f · ７六歩 · 7g7f · P*5e',
    'shogi/opt.formal': 'Formal game (no undo: a move once made stands)',
    'shogi/status.check': '{side} is in check (ōte)!',
    'side.orange': 'Orange',
    'side.blue': 'Blue',
    'notation.longphuong': 'Long Phượng notation',
    'opt.pieceLabel': 'Label on the tiles',
    'opt.pieceLabel.letter': 'Letter (V T S K X B L P)',
    'opt.pieceLabel.name': 'Name (Vương, Tướng…)',
    'reason.pat': 'PAT (no legal move while not in check)',
    'reason.thien_nhat_thu': 'Thiên Nhật Thủ (the opponent made a position for the third time)',
    'label.tools': 'Tools for the selected piece',
    'tool.turnLeft': 'Turn left',
    'tool.turnRight': 'Turn right',
    'tool.split': 'Split off the top piece',

    'longphuong/board.help': 'Click a piece (on the board or in hand), then a dotted square, to move or drop it; a green frame means stacking onto your own piece. Turning: before clicking the square, press ↺ (Q or [) or ↻ (E or ]) and the piece turns after its move; click the piece itself again to turn it in place instead. Stacks move whole by default; press S to split off the top piece. Hover over (or tap) a stack to see its pieces bottom to top. Keyboard: arrow keys move the cursor (into the hands too), Enter or Space selects and plays, Esc cancels.',
    'longphuong/guide.opening.orange': 'Opening (ply {ply} of 4): Orange drops {pieces} on an empty square of row b — click the piece in hand, then a dotted square.',
    'longphuong/guide.opening.blue': 'Opening (ply {ply} of 4): Blue drops {pieces} on an empty square of row h — click the piece in hand, then a dotted square.',
    'longphuong/guide.or': ' or ',
    'longphuong/note.whole': 'Moving the whole stack ({n} pieces, “=”). Press S to split off the top piece.',
    'longphuong/note.split': 'Splitting off the top piece (“-”); the rest stays. Press S to move the whole stack.',
    'longphuong/note.turnLeft': 'Turns left ↺ after the move; click the piece itself again to turn it in place instead.',
    'longphuong/note.turnRight': 'Turns right ↻ after the move; click the piece itself again to turn it in place instead.',
    'longphuong/note.noTurn': 'No turn.',
    'longphuong/note.dropFacing': 'Dropping it facing {facing} (Q or E turns it).',
    'longphuong/msg.selectFirst': 'Select one of your pieces first (on the board or in hand).',
    'longphuong/msg.notAStack': 'Only a stack (two or more pieces) can be split.',
    'longphuong/msg.cannotTurn': 'The {piece} never turns.',
    'longphuong/btn.newGame': 'New game',
    'longphuong/h.position': 'Position (text)',
    'longphuong/label.fenExport': 'The current position as text',
    'longphuong/label.fenImport': 'Paste a position text to load it',
    'longphuong/msg.copied': 'Position copied.',
    'longphuong/msg.loaded': 'Position loaded.',
    'longphuong/msg.fenError': 'Could not load the position:',
    'longphuong/msg.fenEmpty': 'Paste a position text first.',
    'longphuong/msg.moveEmpty': 'Type a move first, for example L*b5 or c5-d5>.',
    'longphuong/input.movePlaceholder': 'L*b5 · c5-d5> · c5=d5 · B*e4<',
    'longphuong/opt.formal': 'Formal game (no undo: a move once made stands)',
    'longphuong/status.check': '{side}’s Vương is in check!',
    'longphuong/h.records': 'Game record (JSON)',
    'longphuong/label.recordImport': 'Paste a JSON record to load the game',
  },
};

export const LANGS = ['vi', 'en'];
const DEFAULT_LANG = 'vi';
let current = DEFAULT_LANG;
/** A game id whose own wording (`<game>/<id>`) wins over the shared one. */
let scope = null;

export function lang() {
  return current;
}

/**
 * Makes `t(id)` prefer the string `<game>/<id>` when a game words it its own
 * way (a shogi position is an SFEN, not a FEN); `null` for none.
 */
export function setScope(game) {
  scope = game;
}

function lookup(id) {
  const scoped = scope ? `${scope}/${id}` : null;
  for (const table of [STRINGS[current], STRINGS.en]) {
    if (scoped && scoped in table) return table[scoped];
    if (id in table) return table[id];
  }
  return undefined;
}

/** Whether `id` has a string. */
export function has(id) {
  return lookup(id) !== undefined;
}

/** The string `id` in the current language, placeholders filled. */
export function t(id, params = {}) {
  const text = lookup(id) ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in params ? String(params[key]) : whole));
}

/**
 * Fills every element marked `data-i18n="id"` (its text) and
 * `data-i18n-attr="attr:id attr:id"` (attributes such as aria-label).
 */
export function translate(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of el.dataset.i18nAttr.split(/\s+/)) {
      const [attr, id] = pair.split(':');
      el.setAttribute(attr, t(id));
    }
  }
}

function apply(code) {
  current = LANGS.includes(code) ? code : DEFAULT_LANG;
  document.documentElement.lang = current;
  for (const button of document.querySelectorAll('[data-lang]')) {
    button.setAttribute('aria-pressed', String(button.dataset.lang === current));
  }
  translate();
}

/**
 * Applies the saved language (Vietnamese by default) and wires the page's
 * `[data-lang]` buttons; `onChange` re-renders what `translate` can't reach.
 */
export function setupLanguage(onChange = () => {}) {
  apply(readOr('lang', DEFAULT_LANG));
  for (const button of document.querySelectorAll('[data-lang]')) {
    button.addEventListener('click', () => {
      if (button.dataset.lang === current) return;
      apply(button.dataset.lang);
      write('lang', current);
      onChange(current);
    });
  }
}
