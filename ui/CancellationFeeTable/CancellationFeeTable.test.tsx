import { describeConformance } from '../test-utils/index.ts';
import { CancellationFeeTable } from './CancellationFeeTable.tsx';

describeConformance('CancellationFeeTable', {
  themeName: 'HkCancellationFeeTable',
  render: (props) => <CancellationFeeTable {...props} fee={{ daysBefore: 1, period: '前日', percent: 30, base: 46_400, fee: 13_920 }} />,
});
