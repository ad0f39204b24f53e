/**
 * Municipalities whose English name is not what the converter's rules give, by JIS city code: the
 * spelling the place itself and Japan Post use. Units are separated by a space, the designated city
 * or county first, as in every English city name. Found by reviewing all 1,892 names
 * (/work/notes/i18n-research.md §2, 23 names); 滝上町 Takinoue, 山ノ内町 Yamanouchi and 輪之内町
 * Wanouchi, listed there, come out right from the long-vowel rule (romanize.ts) and need no entry.
 */
export const OFFICIAL_SPELLINGS: ReadonlyMap<string, string> = new Map([
  // ou, oo or uu across two parts of the name, which the long-vowel rule would fold.
  ['20303', 'Minamisaku-gun Koumi-machi'], // 小海: ko + umi, not a long o
  ['33212', 'Setouchi-shi'], // 瀬戸内: seto + uchi
  ['46525', 'Oshima-gun Setouchi-cho'], // 瀬戸内: seto + uchi
  ['31371', 'Tohaku-gun Kotoura-cho'], // 琴浦: koto + ura
  ['01571', 'Abuta-gun Toyoura-cho'], // 豊浦: toyo + ura
  ['28209', 'Toyooka-shi'], // 豊岡: toyo + oka
  ['20416', 'Shimoina-gun Toyooka-mura'], // 豊丘: toyo + oka
  ['01641', 'Hiroo-gun Taiki-cho'], // 広尾郡: hiro + o
  ['01642', 'Hiroo-gun Hiroo-cho'], // 広尾: hiro + o
  ['46213', 'Nishinoomote-shi'], // 西之表: nishi + no + omote
  ['46217', 'Soo-shi'], // 曽於: so + o
  ['46468', 'Soo-gun Osaki-cho'], // 曽於郡: so + o
  // The municipality's own official spelling.
  ['27220', 'Minoh-shi'], // 箕面: the city writes Minoh
  ['01347', 'Yamakoshi-gun Oshamambe-cho'], // 長万部: m before b, as the town writes it
  ['26407', 'Funai-gun Kyotamba-cho'], // 京丹波: m before b, as the town writes it
  ['35216', 'Sanyo-Onoda-shi'], // 山陽小野田: two former towns, hyphenated by the city
  ['35305', 'Oshima-gun Suo-Oshima-cho'], // 周防大島: Suo + Oshima, hyphenated by the town
  ['28586', "Mikata-gun Shin'onsen-cho"], // 新温泉: the town keeps the apostrophe (Shin + onsen)
  // Japan Post writes the island before the town; the municipality is the town alone.
  ['13401', 'Hachijo-machi'], // 八丈島八丈町
  ['13381', 'Miyake-mura'], // 三宅島三宅村
]);
