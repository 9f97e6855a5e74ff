/**
 * The search syntax read into its tree: each form on its own, the forms together, and what a person may
 * type by mistake or on purpose, which is read as words and said so, never an error.
 */
import { describe, expect, it } from 'vitest';
import { parseQuery, type QueryNode } from '../../site/search-index/query-language.js';

const w = (word: string): QueryNode => ({ type: 'word', word });
const tree = (text: string) => parseQuery(text).tree;

describe('the query language', () => {
  it('reads words, all of which must occur', () => {
    expect(parseQuery('court  appeals')).toEqual({
      tree: { type: 'and', nodes: [w('court'), w('appeals')] },
      readAs: 'court appeals',
      notes: [],
    });
    expect(parseQuery('Okafor')).toEqual({ tree: w('Okafor'), readAs: 'Okafor', notes: [] });
    expect(parseQuery('   ')).toEqual({ tree: null, readAs: '', notes: [] });
  });

  it('reads "exact phrases", and a word of several parts as a phrase', () => {
    expect(tree('"summary judgment" motion')).toEqual({
      type: 'and',
      nodes: [{ type: 'phrase', words: ['summary', 'judgment'] }, w('motion')],
    });
    expect(tree('"judgment"')).toEqual(w('judgment'));
    expect(tree('co-op')).toEqual({ type: 'phrase', words: ['co', 'op'] });
  });

  it('reads -exclude and NOT', () => {
    const expected = { type: 'and', nodes: [w('court'), { type: 'not', node: w('appeals') }] };
    expect(tree('court -appeals')).toEqual(expected);
    expect(tree('court NOT appeals')).toEqual(expected);
    expect(tree('-"summary judgment"')).toEqual({
      type: 'not',
      node: { type: 'phrase', words: ['summary', 'judgment'] },
    });
    expect(tree('--court')).toEqual(w('court'));
    // A minus inside a word or before a space is no operator.
    expect(tree('court - appeals')).toEqual({ type: 'and', nodes: [w('court'), w('appeals')] });
  });

  it('reads OR and parentheses, OR binding looser than the words beside it', () => {
    expect(parseQuery('Marlowe OR Okafor')).toEqual({
      tree: { type: 'or', nodes: [w('Marlowe'), w('Okafor')] },
      readAs: 'Marlowe OR Okafor',
      notes: [],
    });
    expect(tree('a b OR c')).toEqual({ type: 'or', nodes: [{ type: 'and', nodes: [w('a'), w('b')] }, w('c')] });
    expect(parseQuery('lease (Marlowe OR Okafor) -(sealed OR draft)')).toEqual({
      tree: {
        type: 'and',
        nodes: [
          w('lease'),
          { type: 'or', nodes: [w('Marlowe'), w('Okafor')] },
          { type: 'not', node: { type: 'or', nodes: [w('sealed'), w('draft')] } },
        ],
      },
      readAs: 'lease (Marlowe OR Okafor) -(sealed OR draft)',
      notes: [],
    });
    // Lower-case "or" and "not" are words; AND is what words already do.
    expect(tree('war or peace')).toEqual({ type: 'and', nodes: [w('war'), w('or'), w('peace')] });
    expect(tree('war AND peace')).toEqual({ type: 'and', nodes: [w('war'), w('peace')] });
    // In quotes, an operator's name is the word.
    expect(parseQuery('war "OR" peace')).toMatchObject({
      tree: { type: 'and', nodes: [w('war'), w('OR'), w('peace')] },
      readAs: 'war "OR" peace',
    });
  });

  it('reads prefix*', () => {
    expect(tree('judg* court')).toEqual({
      type: 'and',
      nodes: [{ type: 'word', word: 'judg', prefix: true }, w('court')],
    });
  });

  it('reads every field, under each of its names', () => {
    const field = (f: string, value: string) => ({ type: 'field', field: f, value });
    expect(tree('title:"summary judgment"')).toEqual(field('title', 'summary judgment'));
    expect(tree('case:1:19-cv-0042')).toEqual(field('case', '1:19-cv-0042'));
    expect(tree('court:"Court of Appeals"')).toEqual(field('source', 'Court of Appeals'));
    expect(tree('source:PACER')).toEqual(field('source', 'PACER'));
    expect(tree('person:Marlowe place:Lagos org:Acme organization:"Acme Ltd"')).toEqual({
      type: 'and',
      nodes: [
        field('person', 'Marlowe'),
        field('place', 'Lagos'),
        field('organization', 'Acme'),
        field('organization', 'Acme Ltd'),
      ],
    });
    expect(tree('category:legal tag:housing verification:2 level:3')).toEqual({
      type: 'and',
      nodes: [
        field('category', 'legal'),
        field('tag', 'housing'),
        field('verification', '2'),
        field('verification', '3'),
      ],
    });
    expect(parseQuery('TITLE:lease').readAs).toBe('title:lease');
  });

  it('reads dates and ranges of dates', () => {
    expect(tree('date:2019..2021')).toEqual({ type: 'date', from: '2019', to: '2021' });
    expect(tree('date:2019')).toEqual({ type: 'date', from: '2019', to: '2019' });
    expect(tree('date:2019-03..')).toEqual({ type: 'date', from: '2019-03', to: null });
    expect(tree('date:..2021-06-30')).toEqual({ type: 'date', from: null, to: '2021-06-30' });
    expect(parseQuery('lease date:2019..2021').readAs).toBe('lease date:2019..2021');
  });

  it('reads the forms together, and writes back what it read', () => {
    const q = 'title:lease (Marlowe OR "Ada Okafor") -sealed court:"Court of Appeals" date:2019..2021 judg*';
    expect(parseQuery(q)).toEqual({
      tree: {
        type: 'and',
        nodes: [
          { type: 'field', field: 'title', value: 'lease' },
          { type: 'or', nodes: [w('Marlowe'), { type: 'phrase', words: ['Ada', 'Okafor'] }] },
          { type: 'not', node: w('sealed') },
          { type: 'field', field: 'source', value: 'Court of Appeals' },
          { type: 'date', from: '2019', to: '2021' },
          { type: 'word', word: 'judg', prefix: true },
        ],
      },
      readAs: 'title:lease (Marlowe OR "Ada Okafor") -sealed source:"Court of Appeals" date:2019..2021 judg*',
      notes: [],
    });
    // What it writes back reads to the same tree.
    expect(tree(parseQuery(q).readAs)).toEqual(tree(q));
  });
});

describe('the query language, given what is not valid syntax', () => {
  it('reads an unclosed quote as words', () => {
    expect(parseQuery('"summary judgment')).toEqual({
      tree: { type: 'and', nodes: [w('summary'), w('judgment')] },
      readAs: 'summary judgment',
      notes: ['an unclosed quote was ignored'],
    });
    expect(parseQuery('"a b" "c')).toEqual({
      tree: { type: 'and', nodes: [{ type: 'phrase', words: ['a', 'b'] }, w('c')] },
      readAs: '"a b" c',
      notes: ['an unclosed quote was ignored'],
    });
  });

  it('reads unbalanced parentheses as if the stray one were not there', () => {
    expect(parseQuery('(a OR b')).toEqual({
      tree: { type: 'or', nodes: [w('a'), w('b')] },
      readAs: 'a OR b',
      notes: ['an unclosed "(" was ignored'],
    });
    expect(parseQuery('a) b')).toEqual({
      tree: { type: 'and', nodes: [w('a'), w('b')] },
      readAs: 'a b',
      notes: ['a ")" with no "(" was ignored'],
    });
    expect(parseQuery('()')).toEqual({ tree: null, readAs: '', notes: [] });
    expect(parseQuery('((((((((((((a')).toMatchObject({ tree: w('a'), notes: ['an unclosed "(" was ignored'] });
  });

  it('ignores an operator with nothing beside it, and says so', () => {
    expect(parseQuery('OR a')).toEqual({
      tree: w('a'),
      readAs: 'a',
      notes: ['an OR with nothing on one side was ignored'],
    });
    expect(parseQuery('a OR')).toEqual({
      tree: w('a'),
      readAs: 'a',
      notes: ['an OR with nothing on one side was ignored'],
    });
    expect(parseQuery('a NOT')).toEqual({
      tree: w('a'),
      readAs: 'a',
      notes: ['a NOT with nothing after it was ignored'],
    });
    expect(parseQuery('a -)')).toEqual({ tree: w('a'), readAs: 'a', notes: ['a ")" with no "(" was ignored'] });
  });

  it('reads stray colons, unknown fields and bad field values as words', () => {
    expect(parseQuery('foo:bar')).toEqual({
      tree: { type: 'phrase', words: ['foo', 'bar'] },
      readAs: '"foo bar"',
      notes: ['"foo:" is not a field, read as words'],
    });
    expect(parseQuery(': lease :')).toEqual({ tree: w('lease'), readAs: 'lease', notes: [] });
    expect(parseQuery('title: lease')).toEqual({
      tree: w('lease'),
      readAs: 'lease',
      notes: ['"title:" has no value and was ignored'],
    });
    expect(parseQuery('date:soon')).toEqual({
      tree: w('soon'),
      readAs: 'soon',
      notes: ['"date:soon" is not a date or a range of dates, read as words'],
    });
    expect(parseQuery('date:2021..2019').notes).toEqual([
      '"date:2021..2019" is not a date or a range of dates, read as words',
    ]);
    expect(parseQuery('verification:high')).toEqual({
      tree: w('high'),
      readAs: 'high',
      notes: ['"verification:high" is not a verification level (0 to 3), read as words'],
    });
  });

  it("reads an engine's own operators as words: none of them is syntax here", () => {
    expect(tree('NEAR(court appeals, 5)')).toEqual({
      type: 'and',
      nodes: [w('NEAR'), w('court'), w('appeals'), w('5')],
    });
    expect(tree('{title content}: ^court + appeals')).toEqual({
      type: 'and',
      nodes: [w('title'), w('content'), w('court'), w('appeals')],
    });
    expect(tree('"a""b" * \\" \'; DROP TABLE documents; --')).toEqual({
      type: 'and',
      nodes: [w('a'), w('b'), w('DROP'), w('TABLE'), w('documents')],
    });
  });

  it('reads at most 500 characters and 32 terms', () => {
    const long = parseQuery('x'.repeat(499) + ' tail');
    expect(long.tree).toEqual(w('x'.repeat(499)));
    expect(long.notes).toEqual(['only the first 500 characters were read']);
    const many = parseQuery(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '));
    expect(many.tree).toEqual({ type: 'and', nodes: Array.from({ length: 32 }, (_, i) => w(`w${i}`)) });
    expect(many.notes).toEqual(['only the first 32 terms were used']);
  });

  it('never throws, whatever it is given', () => {
    const pieces = ['(', ')', '"', '-', 'OR', 'NOT', 'AND', ':', '*', 'title:', 'date:', 'a', 'b', ' ', '..', '\u0000'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: next() % 40 }, () => pieces[next() % pieces.length]).join('');
      const read = parseQuery(text);
      // What it wrote back reads to the same tree, with nothing more to say.
      expect(parseQuery(read.readAs)).toEqual({ tree: read.tree, readAs: read.readAs, notes: [] });
    }
    expect(() => parseQuery('('.repeat(600))).not.toThrow();
  });
});
