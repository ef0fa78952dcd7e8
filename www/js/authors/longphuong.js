// Cờ Long Phượng on the authors' page (embed.html): the reader plays from
// the start (`mode="play"`), after the example of `lang`.

/** @type {import('./examples.js').GameExamples} */
export default {
  after: 'lang',
  examples: [
    {
      id: 'play',
      tag: 'rulebook-board',
      attributes: [['game', 'longphuong'], ['mode', 'play']],
      words: {
        vi: {
          title: 'Cho người đọc đi: mode="play"',
          text: 'Người đọc đi các nước hợp lệ từ thế cờ đang hiện; nước sai được giải thích bằng lời của bộ máy luật.',
          caption: 'Cờ Long Phượng: hãy thả quân đầu tiên.',
        },
        en: {
          title: 'Letting the reader move: mode="play"',
          text: 'The reader plays legal moves from the shown position; a refused move is explained in the engine\'s words.',
          caption: 'Cờ Long Phượng: drop the first piece.',
        },
      },
    },
  ],
};
