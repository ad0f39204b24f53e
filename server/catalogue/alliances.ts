import { PREFECTURE_CODES } from '../pricing/index.ts';
import type { Alliance } from './types.ts';

/** URL path of an alliance partner's image generated into app/public/images/companies/alliances/. */
export function allianceImagePath(allianceId: string): string {
  return `/images/companies/alliances/${allianceId}.png`;
}

type AllianceEntry = Omit<Alliance, 'file_name'>;

const NATIONWIDE = PREFECTURE_CODES;
/** Where city gas mains run in our partners' areas: the big metropolitan regions. */
const CITY_GAS_AREAS = ['08', '09', '10', '11', '12', '13', '14', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30'];
const OUTSIDE_CITY_GAS_AREAS = NATIONWIDE.filter((code) => !CITY_GAS_AREAS.includes(code));

/** Cross-sell partners offered beside the movers. All names are invented. */
const ENTRIES: readonly AllianceEntry[] = [
  { alliance_id: 'A001', title: 'ひかりみち光回線', leadEmail: 'moushikomi@hikarimichi.example.jp', content: '新居のインターネットを引越し日から使えるよう、光回線の開通工事を手配します。工事費実質無料キャンペーン中。', servedAt: 'destination', prefectures: NATIONWIDE, logo: { initials: 'HM', color: '#0277bd' } },
  { alliance_id: 'A002', title: 'そよでんき', leadEmail: 'moushikomi@soyodenki.example.jp', content: '電気の使用開始と旧居の停止をまとめて受け付けます。ご家庭向けプランで毎月の電気代がおトクに。', servedAt: 'destination', prefectures: NATIONWIDE, logo: { initials: 'SD', color: '#f9a825' } },
  { alliance_id: 'A003', title: 'ぬくもり都市ガス', leadEmail: 'moushikomi@nukumori-gas.example.jp', content: '都市ガスの開栓立ち会いのご予約を代行します。電気とのセット割もご案内できます。', servedAt: 'destination', prefectures: CITY_GAS_AREAS, logo: { initials: 'NG', color: '#e64a19' } },
  { alliance_id: 'A004', title: 'やまびこLPガス', leadEmail: 'moushikomi@yamabiko-lpgas.example.jp', content: 'プロパンガス地域のお住まいに、開栓と保安点検を手配します。料金は地域最安水準をめざしています。', servedAt: 'destination', prefectures: OUTSIDE_CITY_GAS_AREAS, logo: { initials: 'YG', color: '#d84315' } },
  { alliance_id: 'A005', title: '水道かいせん窓口', leadEmail: 'moushikomi@suido-kaisen.example.jp', content: '新居の水道の使用開始手続きを、お住まいの自治体に合わせてご案内します。', servedAt: 'destination', prefectures: NATIONWIDE, logo: { initials: 'SK', color: '#00838f' } },
  { alliance_id: 'A006', title: 'てつづきナビ住所変更', leadEmail: 'moushikomi@tetsuzuki-navi.example.jp', content: '銀行・クレジットカード・通販サイトなどの住所変更を一度の入力でまとめて申し込めます。', servedAt: 'destination', prefectures: NATIONWIDE, logo: { initials: 'TN', color: '#5e35b1' } },
  { alliance_id: 'A007', title: 'しまえるトランクルーム', leadEmail: 'moushikomi@shimaeru.example.jp', content: '新居に入りきらない荷物を、空調つきのトランクルームで1か月からお預かりします。', servedAt: 'destination', prefectures: ['11', '12', '13', '14', '23', '26', '27', '28', '40'], logo: { initials: 'ST', color: '#6d4c41' } },
  { alliance_id: 'A008', title: 'ぴかぴか退去クリーニング', leadEmail: 'moushikomi@pikapika-cleaning.example.jp', content: '退去前のお部屋をプロが丸ごと清掃。敷金の返還トラブルを防ぎます。', servedAt: 'origin', prefectures: NATIONWIDE, logo: { initials: 'PK', color: '#43a047' } },
  { alliance_id: 'A009', title: 'かたづけ便不用品回収', leadEmail: 'moushikomi@katazukebin.example.jp', content: '引越しで出る家具・家電の不用品を、お見積りのうえ最短当日に回収します。', servedAt: 'origin', prefectures: NATIONWIDE, logo: { initials: 'KK', color: '#546e7a' } },
  { alliance_id: 'A010', title: 'すずかぜエアコン工事', leadEmail: 'moushikomi@suzukaze-aircon.example.jp', content: 'エアコンの取り外しと新居での取り付けを、引越し日に合わせて手配します。', servedAt: 'destination', prefectures: NATIONWIDE, logo: { initials: 'SE', color: '#039be5' } },
  { alliance_id: 'A011', title: 'まもりて火災保険', leadEmail: 'moushikomi@mamorite.example.jp', content: '新居に合わせた火災保険・家財保険のお見積りを無料でお届けします。', servedAt: 'destination', prefectures: NATIONWIDE, logo: { initials: 'MH', color: '#c62828' } },
  { alliance_id: 'A012', title: 'うるおいウォーターサーバー', leadEmail: 'moushikomi@uruoi-water.example.jp', content: '新生活のお水に。引越し先へサーバーをお届けし、初回ボトルを無料でお試しいただけます。', servedAt: 'destination', prefectures: NATIONWIDE.filter((code) => code !== '47'), logo: { initials: 'UW', color: '#0097a7' } },
  { alliance_id: 'A013', title: 'ひだまり新居ハウスクリーニング', leadEmail: 'moushikomi@hidamari-cleaning.example.jp', content: '入居前の新居を清掃・除菌します。小さなお子さまのいるご家庭に人気です。', servedAt: 'destination', prefectures: ['11', '12', '13', '14', '22', '23', '27', '28', '40'], logo: { initials: 'HC', color: '#7cb342' } },
];

/** Every alliance partner of the catalogue, in id order. */
export const alliances: readonly Alliance[] = ENTRIES.map((entry) => ({
  ...entry,
  file_name: allianceImagePath(entry.alliance_id),
}));
