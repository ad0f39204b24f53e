import { describeConformance } from '../test-utils/index.ts';
import { RequestStatusList } from './RequestStatusList.tsx';

describeConformance('RequestStatusList', {
  themeName: 'HkRequestStatusList',
  render: (props) => (
    <RequestStatusList
      {...props}
      label="仮予約を依頼した引越し業者"
      companies={[
        { id: 'a', name: 'さくら引越センター', price: 40_000, priceLines: [{ kind: 'base', label: '基本料金', amount: 40_000, parts: [{ code: 'base', label: '基本料金（2t）', amount: 40_000 }] }], status: 'open', withdrawable: true },
        { id: 'b', name: 'あおぞら運輸', price: null, status: 'withdrawn' },
      ]}
      onWithdraw={() => undefined}
    />
  ),
});
