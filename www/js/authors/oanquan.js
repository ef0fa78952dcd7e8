// Ô ăn quan on the authors' page (embed.html): its house rules, given
// with `options`, after the example of marks and arrows.

/** @type {import('./examples.js').GameExamples} */
export default {
  after: 'marks',
  examples: [
    {
      id: 'oanquan',
      tag: 'rulebook-board',
      attributes: [['game', 'oanquan'], ['options', 'mandarin_value=5 quan_non=on'], ['moves', '1+']],
      words: {
        vi: {
          title: 'Luật riêng của Ô ăn quan: options',
          text: 'Các cặp tên=giá trị, như tùy chọn --option của dòng lệnh: ở đây mỗi quan tính 5 dân và luật quan non được bật.',
          caption: 'Nước đầu tiên, rải từ ô 1.',
        },
        en: {
          title: 'Ô ăn quan\'s house rules: options',
          text: 'name=value pairs, as the command line\'s --option: here a mandarin is worth 5 citizens and the quan non rule is on.',
          caption: 'The first move, sown from square 1.',
        },
      },
    },
  ],
};
