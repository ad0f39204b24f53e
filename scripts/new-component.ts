// Creates a ui/ component folder and its story from the library's template, so every component
// starts alike: `npx tsx scripts/new-component.ts MovingSummary`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const name = process.argv[2] ?? '';
if (!/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Usage: npx tsx scripts/new-component.ts ComponentName (PascalCase)');
  process.exit(1);
}
const folder = join('ui', name);
if (existsSync(folder)) {
  console.error(`${folder} exists already.`);
  process.exit(1);
}

const files: Record<string, string> = {
  [join(folder, `${name}.types.ts`)]: `import type { Ref } from 'react';

export interface ${name}Props {
  /** TODO: the first real prop, documented with its meaning. */
  label: string;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}
`,
  [join(folder, `${name}.tsx`)]: `import { styled } from '@mui/material/styles';
import type { ${name}Props } from './${name}.types.ts';

const ${name}Root = styled('div', { name: 'Hk${name}', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
}));

/** TODO: what the component shows, in one sentence. */
export function ${name}({ label, className, ref }: ${name}Props) {
  return (
    <${name}Root ref={ref} className={className}>
      {label}
    </${name}Root>
  );
}
`,
  [join(folder, `${name}.test.tsx`)]: `import { describeConformance } from '../test-utils/index.ts';
import { ${name} } from './${name}.tsx';

describeConformance('${name}', {
  themeName: 'Hk${name}',
  render: (props) => <${name} label="ラベル" {...props} />,
});
`,
  [join(folder, 'index.ts')]: `export { ${name} } from './${name}.tsx';
export type { ${name}Props } from './${name}.types.ts';
`,
  [join('stories', `${name}.stories.tsx`)]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { ${name} } from '../ui/${name}/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

const meta = {
  title: 'TODO/${name}',
  component: ${name},
  args: { label: 'ラベル' },
} satisfies Meta<typeof ${name}>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: mobileGlobals };
`,
};

mkdirSync(folder);
for (const [path, text] of Object.entries(files)) writeFileSync(path, text);
console.log(`Created ${Object.keys(files).join(', ')}.\nAdd the exports to ui/index.ts, then run: npx vitest run --project ui ${folder} && npx vitest run --project storybook stories/${name}.stories.tsx -u`);
