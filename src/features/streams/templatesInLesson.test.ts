/** Lesson 9 walks a learner through the trigger form: it must name every template the form offers. */
import { describe, expect, it } from 'vitest';
import { lessons } from '../../../lessons/catalog.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import { triggerTemplates } from './templates.ts';

describe('the streams lesson', () => {
  it('names each trigger template by its title, and the form’s report-failures switch', () => {
    const prose = lessons.find((lesson) => lesson.slug === '09-streams-and-triggers')!.prose;
    const table = {
      TableName: 'app',
      KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
    } as unknown as TableDescription;
    for (const template of triggerTemplates(table)) expect(prose).toContain(`**${template.title}**`);
    expect(prose).toContain('ReportBatchItemFailures');
  });
});
