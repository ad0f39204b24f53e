import { AnchorMdx, Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { COMPONENT_GUIDANCE, type PageStoryRef } from '../stories/support/componentGuidance.ts';

const pageLabel = ({ flow, story }: PageStoryRef) => `${flow.replace('Pages/', '')} — ${storyNameFromExport(story)}`;

/**
 * The docs page of every component: Storybook's usual blocks, with the component's guidance
 * (stories/support/componentGuidance.ts) before its stories: when to use it, when not, and links
 * to the page stories that show it in the product.
 */
export function ComponentDocsPage() {
  const { preparedMeta } = useOf('meta');
  const guidance = COMPONENT_GUIDANCE[preparedMeta.title];
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      {guidance && (
        <>
          <h3>When to use it</h3>
          <p>{guidance.use}</p>
          <h3>When not</h3>
          <p>{guidance.avoid}</p>
          <h3>In the product</h3>
          <ul>
            {guidance.pages.map((page) => (
              <li key={`${page.flow}/${page.story}`}>
                <AnchorMdx href={`?path=/story/${toId(page.flow, storyNameFromExport(page.story))}`}>{pageLabel(page)}</AnchorMdx>
              </li>
            ))}
          </ul>
          <p>Each page story has a Phone sibling of the same name.</p>
        </>
      )}
      {!guidance && preparedMeta.title.includes('/') && !preparedMeta.title.startsWith('Pages/') && (
        <p>
          <strong>No guidance yet:</strong> add when to use this component, when not, and the page stories showing it to
          stories/support/componentGuidance.ts.
        </p>
      )}
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
