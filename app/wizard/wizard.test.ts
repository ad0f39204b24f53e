import { makeAutoObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { MemoryHistory } from '../stores/history.ts';
import { MemoryStorage, type KeyValueStorage } from '../stores/storage.ts';
import { BusyTracker } from './BusyTracker.ts';
import { describeWizardNavigation } from './describeWizardNavigation.ts';
import { EditSession } from './EditSession.ts';
import { Feedback } from './Feedback.ts';
import { FlowPersistence } from './FlowPersistence.ts';
import { hasShapeOf } from './shape.ts';
import { StepNavigator } from './StepNavigator.ts';

type Step = 'name' | 'email' | 'confirm' | 'done';
type Module = 'nameInfo' | 'emailInfo';
const PATHS: Record<Step, string> = { name: '/sample/', email: '/sample/email/', confirm: '/sample/confirm/', done: '/sample/done/' };
const EMPTY = { name: '', email: '' };

/** A two-step flow built on the kit the way a real flow is, to test the kit on its own. */
class SampleFlow {
  values = EMPTY;
  sent = false;
  readonly entered: Step[] = [];
  readonly navigator: StepNavigator<Step>;
  readonly edits: EditSession<Module, Step>;
  readonly persistence: FlowPersistence<typeof EMPTY>;
  readonly #stopSaving: () => void;

  constructor(history: MemoryHistory, storage: KeyValueStorage, options: { clearOnEnter?: boolean } = {}) {
    this.persistence = new FlowPersistence(storage, {
      key: 'sample:state',
      version: 2,
      parse: (stored) => (hasShapeOf(stored, EMPTY) ? (stored as typeof EMPTY) : undefined),
    });
    this.values = this.persistence.restore() ?? EMPTY;
    makeAutoObservable(this, { navigator: false, edits: false, persistence: false, entered: false }, { autoBind: true });
    this.navigator = new StepNavigator<Step>(
      {
        paths: PATHS,
        inputSteps: ['name', 'email'],
        isComplete: (step) => step === 'confirm' || step === 'done' || this.values[step] !== '',
        redirect: (target) => (target === 'done' && !this.sent ? 'confirm' : undefined),
        endSteps: ['done'],
        unknownPathUrl: '/elsewhere/',
        onEnter: (step) => this.entered.push(step),
      },
      history,
    );
    this.edits = new EditSession<Module, Step>(this.navigator, {
      moduleSteps: { nameInfo: 'name', emailInfo: 'email' },
      returnStep: 'confirm',
      clearOnEnter: options.clearOnEnter,
    });
    this.#stopSaving = this.persistence.autosave(() => this.values);
    this.navigator.start();
  }

  submit(step: 'name' | 'email', value: string): Promise<void> {
    this.values = { ...this.values, [step]: value };
    if (this.edits.isEditing()) return this.edits.finish();
    this.navigator.goTo(step === 'name' ? 'email' : 'confirm');
    return Promise.resolve();
  }

  send(): void {
    this.sent = true;
    this.values = EMPTY;
    this.persistence.clear();
    this.navigator.show('done', 'push');
  }

  dispose(): void {
    this.#stopSaving();
    this.edits.dispose();
    this.navigator.dispose();
  }
}

describeWizardNavigation<Step, Module, SampleFlow>({
  name: 'sample flow',
  paths: PATHS,
  firstStep: 'name',
  confirmStep: 'confirm',
  create: (history, storage) => new SampleFlow(history, storage),
  completeStep: (flow, step) => flow.submit(step as 'name' | 'email', `${step} value`),
  edit: { module: 'emailInfo', finish: (flow) => flow.submit('email', 'changed') },
});

function sample(url = '/sample/', storage: KeyValueStorage = new MemoryStorage(), options: { clearOnEnter?: boolean } = {}) {
  const history = new MemoryHistory(url);
  return { flow: new SampleFlow(history, storage, options), history, storage };
}

describe('StepNavigator', () => {
  it('lets an end step through its redirect without asking for the inputs', async () => {
    const { flow, history } = sample();
    await flow.submit('name', 'a');
    await flow.submit('email', 'b');
    flow.send();
    expect(flow.navigator.step).toBe('done');
    expect(flow.navigator.allowedStep('done')).toBe('done');
    expect(flow.navigator.allowedStep('confirm')).toBe('name');
    expect(history.pathname).toBe('/sample/done/');
  });

  it('redirects before guarding, and runs the step hook on every step shown', () => {
    const { flow } = sample('/sample/done/');
    expect(flow.navigator.step).toBe('name');
    expect(flow.entered).toEqual(['name']);
  });

  it('drops a prefilling query from the URL once read', () => {
    const { history } = sample('/sample/?from=link');
    expect(history.pathname + history.search).toBe('/sample/');
  });

  it('runs on a history in memory whose page URL never changes, and still loads a page it leaves for', () => {
    const loaded: string[] = [];
    const history = new MemoryHistory('/sample/nowhere/', (url) => loaded.push(url));
    const flow = new SampleFlow(history, new MemoryStorage());
    expect(loaded).toEqual(['/elsewhere/']);
    flow.dispose();
  });

  it('accepts a step path without its trailing slash', async () => {
    const storage = new MemoryStorage();
    const { flow } = sample('/sample/', storage);
    await flow.submit('name', 'a');
    flow.dispose();
    expect(sample('/sample/email', storage).flow.navigator.step).toBe('email');
  });
});

describe('EditSession', () => {
  it('clears the module as soon as its step is entered when the flow asks for it', async () => {
    const { flow } = sample('/sample/', new MemoryStorage(), { clearOnEnter: true });
    await flow.submit('name', 'a');
    await flow.submit('email', 'b');
    flow.edits.start('nameInfo');
    expect(flow.navigator.step).toBe('name');
    expect(flow.edits.isEditing()).toBe(false);
  });

  it('runs the flow’s finish hook instead of the plain return, with the edit already ended', async () => {
    const history = new MemoryHistory('/a/');
    const navigator = new StepNavigator<'a' | 'b'>({ paths: { a: '/a/', b: '/b/' }, inputSteps: ['a'], isComplete: () => true, unknownPathUrl: '/x/' }, history);
    navigator.start();
    const finished: (string | null)[] = [];
    const edits = new EditSession<'m', 'a' | 'b'>(navigator, {
      moduleSteps: { m: 'a' },
      returnStep: 'b',
      onFinish: (module) => void finished.push(module, edits.module),
    });
    navigator.goTo('b');
    edits.start('m');
    await edits.finish();
    expect(finished).toEqual(['m', null]);
    expect(navigator.step).toBe('a');
  });

  it('is the one rule of a step’s next and back: finish or advance, confirm or the step before', async () => {
    const history = new MemoryHistory('/a/');
    const navigator = new StepNavigator<'a' | 'b' | 'c'>({ paths: { a: '/a/', b: '/b/', c: '/c/' }, inputSteps: ['a', 'b'], isComplete: () => true, unknownPathUrl: '/x/' }, history);
    navigator.start();
    const edits = new EditSession<'m' | 'n', 'a' | 'b' | 'c'>(navigator, { moduleSteps: { m: 'a', n: 'a' }, returnStep: 'c' });
    const advanced: string[] = [];
    await edits.finishOr(() => void advanced.push('a'));
    expect(advanced).toEqual(['a']);
    navigator.goTo('c');
    edits.start('m');
    // An edit of another module than the one named is not finished: the step goes on its own way.
    await edits.finishOr(() => void advanced.push('n'), 'n');
    expect([advanced, edits.isEditing('m')]).toEqual([['a', 'n'], true]);
    await edits.finishOr(() => void advanced.push('m'), 'm');
    expect([advanced, navigator.step, edits.isEditing()]).toEqual([['a', 'n'], 'c', false]);
    edits.start('m');
    edits.backTo('b');
    expect([navigator.step, edits.isEditing()]).toEqual(['c', false]);
    edits.backTo('b');
    expect(navigator.step).toBe('b');
  });
});

describe('FlowPersistence', () => {
  it('saves the chosen state with its version, and clear forgets it', async () => {
    const { flow, storage } = sample();
    await flow.submit('name', 'Taro');
    expect(JSON.parse(storage.getItem('sample:state') ?? '')).toEqual({ version: 2, state: { name: 'Taro', email: '' } });
    flow.persistence.clear();
    expect(storage.getItem('sample:state')).toBeNull();
  });

  it('survives a parse that throws and a storage that refuses to write', () => {
    const storage = new MemoryStorage();
    storage.setItem('k', JSON.stringify({ version: 1, state: {} }));
    const throwing = new FlowPersistence(storage, { key: 'k', version: 1, parse: () => { throw new Error('bad'); } });
    expect(throwing.restore()).toBeUndefined();
    expect(storage.getItem('k')).toBeNull();
    const full: KeyValueStorage = { getItem: () => null, setItem: () => { throw new Error('quota'); }, removeItem: () => undefined };
    const refused = new FlowPersistence(full, { key: 'k', version: 1, parse: (value) => value });
    expect(refused.isReload).toBe(false);
    expect(() => refused.save({ a: 1 })).not.toThrow();
  });
});

describe('hasShapeOf', () => {
  it('checks keys and types against a template', () => {
    const template = { text: '', count: 0, flag: false, company: null, counts: {}, list: [] as string[], nested: { a: '' } };
    const good = { text: 'x', count: 1, flag: true, company: { id: 'c' }, counts: { '1': '2' }, list: ['a'], nested: { a: 'b' }, extra: 1 };
    expect(hasShapeOf(good, template)).toBe(true);
    expect(hasShapeOf({ ...good, company: null }, template)).toBe(true);
    expect(hasShapeOf({ ...good, count: '1' }, template)).toBe(false);
    expect(hasShapeOf({ ...good, counts: { '1': 2 } }, template)).toBe(false);
    expect(hasShapeOf({ ...good, nested: null }, template)).toBe(false);
    expect(hasShapeOf({ ...good, list: 'a' }, template)).toBe(false);
    expect(hasShapeOf({ ...good, company: 'c' }, template)).toBe(false);
    expect(hasShapeOf(null, template)).toBe(false);
  });
});

describe('BusyTracker', () => {
  it('counts each kind of call until it settles, failed or not', async () => {
    const busy = new BusyTracker();
    let finish: (value: string) => void = () => undefined;
    const overlay = busy.track('overlay', new Promise<string>((resolve) => (finish = resolve)));
    const failing = busy.track('loading', Promise.reject(new Error('x')));
    expect([busy.overlay, busy.loading]).toEqual([true, true]);
    await expect(failing).rejects.toThrow('x');
    expect(busy.loading).toBe(false);
    finish('done');
    expect(await overlay).toBe('done');
    expect(busy.overlay).toBe(false);
  });
});

describe('Feedback', () => {
  type Shown = { kind: 'apology' } | { kind: 'priceChange'; previous: number; current: number };
  it('shows one modal or toast at a time, each with its data', () => {
    const feedback = new Feedback<Shown>();
    feedback.open({ kind: 'apology' });
    feedback.open({ kind: 'priceChange', previous: 1, current: 2 });
    expect(feedback.isOpen('apology')).toBe(false);
    expect(feedback.of('priceChange')).toEqual({ kind: 'priceChange', previous: 1, current: 2 });
    expect(feedback.of('apology')).toBeNull();
    feedback.close('apology');
    expect(feedback.current?.kind).toBe('priceChange');
    feedback.close();
    expect(feedback.current).toBeNull();
  });
});
