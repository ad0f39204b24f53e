import { priceLinesOf } from '../../domain/api/priceLines.ts';
import { describeConformance } from '../test-utils/index.ts';
import { DateChangeComparison } from './DateChangeComparison.tsx';

const lines = (amount: number) => priceLinesOf([{ code: 'base', label: '基本料金（2t）', amount }]);

describeConformance('DateChangeComparison', {
  themeName: 'HkDateChangeComparison',
  render: (props) => (
    <DateChangeComparison {...props} current={{ date: '2026-12-05', price: 46_400, lines: lines(46_400) }} proposed={{ date: '2026-12-08', price: 39_800, lines: lines(39_800) }} />
  ),
});
